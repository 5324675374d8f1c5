import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckInResponse,
  Correction,
  Folio,
  FoodRevenueRecord,
  Income,
  ReceiptDocument,
} from '@frontdesk/domain';
import { foodRevenues, guests, incomes } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { reservationForm } from '../../test/app-fixture.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useCheckInFixture(() => now);
let admin = '';
let sweAdmin = '';
beforeAll(async () => {
  admin = await fx.t.login('aureo', 'admin');
  sweAdmin = await fx.t.login('swe', 'admin');
});

let keys = 0;
const post = (url: string, payload: object, token = admin, key = `k-${(keys += 1)}`) =>
  fx.t.app.inject({
    method: 'POST',
    url: `${fx.base}${url}`,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload,
  });
const get = async <T>(url: string) => {
  const response = await fx.call('GET', `${fx.base}${url}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const rowCounts = async () => ({
  incomes: (await fx.db().select({ n: count() }).from(incomes))[0]!.n,
  food: (await fx.db().select({ n: count() }).from(foodRevenues))[0]!.n,
});
const amountPaidOf = async (id: number) =>
  (await fx.db().select().from(guests).where(eq(guests.id, id)))[0]!.amountPaid;
const sum = (amounts: number[]) => Math.round(amounts.reduce((a, b) => a + b * 100, 0)) / 100;

/** The day's totals as SPEC's stat calls answer them, and as the day's records add up. */
const dayTotals = async () => {
  const list = await get<Income[]>('/incomes/date/2026-11-22');
  const food = await get<FoodRevenueRecord[]>('/food-revenue/date/2026-11-22');
  const byType = (paymentType: string) =>
    get<Record<string, number>>(`/room-revenue?date=2026-11-22&paymentType=${paymentType}`);
  const foodBy = (paymentType: string) =>
    get<Record<string, number>>(`/food-revenue?date=2026-11-22&paymentType=${paymentType}`);
  const room = list.filter((i) => i.RevenueType !== 'food-revenue');
  const isCash = (method: string) => method === 'cash';
  return {
    stats: {
      roomCash: (await byType('cash'))['room-revenue'],
      roomOnline: (await byType('online'))['room-revenue'],
      foodCash: (await foodBy('cash'))['food-revenue'],
      foodOnline: (await foodBy('online'))['food-revenue'],
    },
    records: {
      roomCash: sum(room.filter((i) => isCash(i.PaymentMethod)).map((i) => i.Amount)),
      roomOnline: sum(room.filter((i) => !isCash(i.PaymentMethod)).map((i) => i.Amount)),
      foodCash: sum(food.filter((r) => isCash(r.PaymentMethod)).map((r) => r.TotalAmount)),
      foodOnline: sum(food.filter((r) => !isCash(r.PaymentMethod)).map((r) => r.TotalAmount)),
    },
    list,
    food,
  };
};

/** A walk-in in `room` (KPay check-in) plus a cash payment of 10,000 Ks for the stay. */
const stayWithPayment = async (room: string) => {
  const response = await fx.checkIn(fx.walkIn({ rooms: [{ roomNumber: room, extraBed: false }] }));
  expect(response.statusCode, response.body).toBe(201);
  const guestId = response.json<CheckInResponse>().guests[0]!.ID;
  const paid = await post(`/guests/${guestId}/payments`, { amount: 10000, paymentMethod: 'cash' });
  expect(paid.statusCode, paid.body).toBe(201);
  const [payment] = await fx
    .db()
    .select()
    .from(incomes)
    .where(eq(incomes.receiptNumber, paid.json<{ receiptNumber: string }>().receiptNumber));
  return { guestId, payment: payment! };
};

describe('POST /incomes/{id}/void', () => {
  it('reverses a payment once: a negative entry of its method, the totals and the folio follow', async () => {
    const { guestId, payment } = await stayWithPayment('101');
    const paidBefore = await amountPaidOf(guestId);
    const before = await rowCounts();

    const denied = await post(`/incomes/${payment.id}/void`, {}, fx.aureo);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      message: 'The owner has not allowed receptionists to void payments or give refunds.',
    });
    expect((await post(`/incomes/${payment.id}/void`, { reason: ' ' })).statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);

    await fx.forgetEvents();
    const voided = await post(
      `/incomes/${payment.id}/void`,
      { reason: 'Recorded twice' },
      admin,
      'v-1',
    );
    expect(voided.statusCode, voided.body).toBe(201);
    const entry = voided.json<Correction>();
    expect(entry).toMatchObject({
      Kind: 'void',
      Amount: -10000,
      PaymentMethod: 'cash',
      RevenueType: 'revenue',
      Reason: 'Recorded twice',
      OriginalReceiptNumber: payment.receiptNumber,
      GuestID: guestId,
    });
    expect(entry.ReceiptNumber).toMatch(/^AUR20261122\d{4}$/);
    // On PostgreSQL the event comes back through NOTIFY a moment later.
    await expect.poll(() => fx.published).toContainEqual({ type: 'payment_updated' });

    // A retry with the key answers the first void; another void of it is 409.
    const retry = await post(
      `/incomes/${payment.id}/void`,
      { reason: 'Recorded twice' },
      admin,
      'v-1',
    );
    expect(retry.json()).toEqual(entry);
    const twice = await post(`/incomes/${payment.id}/void`, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This payment is already voided.');
    expect((await post(`/incomes/${entry.ID}/void`, { reason: 'undo' })).statusCode).toBe(409);
    expect((await rowCounts()).incomes).toBe(before.incomes + 1);

    // The original stays as it was; the guest's AmountPaid and the folio lose the payment.
    const [original] = await fx.db().select().from(incomes).where(eq(incomes.id, payment.id));
    expect(original).toEqual(payment);
    expect(await amountPaidOf(guestId)).toBe(paidBefore - 10000);
    const folio = await get<Folio>(`/guests/${guestId}/folio`);
    expect(folio.Payments.at(-1)).toMatchObject({ Type: 'void', Amount: -10000 });
    // The check-in paid the stay in full: the 10,000 Ks was a credit, now gone.
    expect(folio.Balance).toBe(0);

    const day = await dayTotals();
    expect(day.stats).toEqual(day.records);
    expect(day.list.find((i) => i.ID === payment.id)).toMatchObject({ Voided: true });
    expect(day.list.find((i) => i.ID === entry.ID)).toMatchObject({
      Type: 'void',
      Correction: 'void',
      Reason: 'Recorded twice',
      CorrectsID: payment.id,
    });
  });

  it('lets one of two desks voiding at once win; the other gets 409', async () => {
    const { payment } = await stayWithPayment('102');
    const answers = await Promise.all([
      post(`/incomes/${payment.id}/void`, { reason: 'desk one' }),
      post(`/incomes/${payment.id}/void`, { reason: 'desk two' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const voids = await fx
      .db()
      .select()
      .from(incomes)
      .where(eq(incomes.correctsIncomeId, payment.id));
    expect(voids).toHaveLength(1);
  });

  it("refuses a deposit (409), another hotel's token (401) and another hotel's payment (404)", async () => {
    const created = await fx.call('POST', `${fx.base}/create-reservation`, reservationForm());
    expect(created.statusCode, created.body).toBe(201);
    const [deposit] = await fx.db().select().from(incomes).where(eq(incomes.type, 'deposit'));
    expect((await post(`/incomes/${deposit!.id}/void`, { reason: 'x' })).statusCode).toBe(409);
    expect((await post(`/incomes/${deposit!.id}/void`, { reason: 'x' }, sweAdmin)).statusCode).toBe(
      401,
    );
    const swe = await fx.t.app.inject({
      method: 'POST',
      url: `/api/swe/reception/incomes/${deposit!.id}/void`,
      headers: bearer(sweAdmin),
      payload: { reason: 'x' },
    });
    expect(swe.statusCode).toBe(404);
    expect((await post('/incomes/0x2/void', { reason: 'x' })).statusCode).toBe(400);
  });
});

describe('POST /food-revenues/{id}/void', () => {
  it('reverses a food payment with a negative food receipt; food totals stay sums of records', async () => {
    const paid = await fx.call('POST', `${fx.base}/create-food-revenue`, {
      GuestID: null,
      RoomNumber: '0',
      TotalAmount: 6500,
      PaymentMethod: 'wavepay',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const record = paid.json<FoodRevenueRecord>();
    expect(
      (await post(`/food-revenues/${record.ID}/void`, { reason: 'x' }, fx.aureo)).statusCode,
    ).toBe(403);
    const voided = await post(`/food-revenues/${record.ID}/void`, { reason: 'Wrong table' });
    expect(voided.statusCode, voided.body).toBe(201);
    expect(voided.json<Correction>()).toMatchObject({
      Kind: 'void',
      Amount: -6500,
      PaymentMethod: 'wavepay',
      RevenueType: 'food-revenue',
    });
    expect(voided.json<Correction>().ReceiptNumber).toMatch(/^AURFOOD20261122\d{4}$/);
    expect((await post(`/food-revenues/${record.ID}/void`, { reason: 'again' })).statusCode).toBe(
      409,
    );
    const day = await dayTotals();
    expect(day.stats).toEqual(day.records);
    expect(day.food.find((r) => r.ID === record.ID)).toMatchObject({ Voided: true });
    expect(day.food.find((r) => r.CorrectsID === record.ID)).toMatchObject({
      TotalAmount: -6500,
      Correction: 'void',
      Reason: 'Wrong table',
    });
  });
});

describe('POST /guests/{id}/refunds', () => {
  it('gives money back within what the stay and the payment hold', async () => {
    const { guestId, payment } = await stayWithPayment('103');
    const paid = await amountPaidOf(guestId);
    const before = await rowCounts();
    const refund = (change: object, token = admin) =>
      post(
        `/guests/${guestId}/refunds`,
        { amount: 4000, paymentMethod: 'kpay', reason: 'Overpaid', ...change },
        token,
      );
    expect((await refund({}, fx.aureo)).statusCode).toBe(403);
    for (const bad of [
      { amount: 0 },
      { amount: paid + 1 },
      { amount: 10000.01, incomeId: payment.id },
      { reason: '' },
    ]) {
      const answer = await refund(bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await refund({ incomeId: 999999 })).statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);

    const first = await refund({ incomeId: payment.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Correction>()).toMatchObject({
      Kind: 'refund',
      Amount: -4000,
      PaymentMethod: 'kpay',
      OriginalReceiptNumber: payment.receiptNumber,
    });
    // What is left of the payment after its refund: 6,000 Ks.
    const over = await refund({ amount: 6000.01, incomeId: payment.id });
    expect(over.json().message).toBe(
      'A refund can be at most 6,000 Ks (what was paid and not yet given back).',
    );
    expect(await amountPaidOf(guestId)).toBe(paid - 4000);
    const folio = await get<Folio>(`/guests/${guestId}/folio`);
    expect(folio.Payments.at(-1)).toMatchObject({ Type: 'refund', Amount: -4000 });
    expect(folio.TotalPaid).toBe(paid - 4000);
    const day = await dayTotals();
    expect(day.stats).toEqual(day.records);
    expect(
      (await fx.call('GET', `/api/swe/reception/guests/${guestId}/folio`, undefined, fx.swe))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /receipts/{number}', () => {
  it('answers a check-in and a void receipt by number, writing nothing', async () => {
    const { guestId, payment } = await stayWithPayment('104');
    const [checkIn] = await fx.db().select().from(incomes).where(eq(incomes.guestId, guestId));
    const before = await rowCounts();
    // The check-in's receipt as it was issued and kept (ADR 069).
    const copy = await get<ReceiptDocument>(`/receipts/${checkIn!.receiptNumber}`);
    expect(copy).toMatchObject({
      Kind: 'check-in',
      ReceiptNumber: checkIn!.receiptNumber,
      Rooms: ['104'],
      Guest: 'Aye Aye',
      Stay: { StayType: 'full-night', Nights: 2 },
      Total: checkIn!.amount,
      PaymentMethod: 'kpay',
      Correction: null,
    });
    const voided = (
      await post(`/incomes/${payment.id}/void`, { reason: 'Mistake' })
    ).json<Correction>();
    expect(await get<ReceiptDocument>(`/receipts/${voided.ReceiptNumber}`)).toMatchObject({
      Kind: 'void',
      Lines: [{ Kind: 'record', Label: 'void', Amount: -10000 }],
      Total: -10000,
      Correction: { Kind: 'void', Reason: 'Mistake', OriginalReceiptNumber: payment.receiptNumber },
    });
    expect((await rowCounts()).incomes).toBe(before.incomes + 1);
    expect((await fx.call('GET', `${fx.base}/receipts/AUR202611229999`)).statusCode).toBe(404);
    expect((await fx.call('GET', `${fx.base}/receipts/nope`)).statusCode).toBe(400);
    const swe = await fx.call(
      'GET',
      `/api/swe/reception/receipts/${checkIn!.receiptNumber}`,
      undefined,
      fx.swe,
    );
    expect(swe.statusCode).toBe(404);
  });
});
