import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckInResponse,
  CheckoutAnswer,
  Folio,
  Income,
  MenuItem,
  PlacedFoodOrder,
} from '@frontdesk/domain';
import { foodRevenues, guests, incomes } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// Issue 48, item 1 (ADR 071): voids and refunds never give back more than a payment, a stay
// never leaves owing money the desk made, food owed is food revenue when collected.
// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useCheckInFixture(() => now);
let admin = '';
beforeAll(async () => {
  admin = await fx.t.login('aureo', 'admin');
});

let keys = 0;
const send = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  fx.t.app.inject({
    method,
    url: `${fx.base}${url}`,
    headers: { ...bearer(admin), 'idempotency-key': `b-${(keys += 1)}` },
    payload,
  });
const get = async <T>(url: string) => {
  const response = await fx.call('GET', `${fx.base}${url}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const guestOf = async (id: number) =>
  (await fx.db().select().from(guests).where(eq(guests.id, id)))[0]!;

/** A walk-in checked in to `room` paying `method` for one night, tax and service 0. */
const walkIn = async (room: string, paymentMethod = 'cash') => {
  const response = await fx.checkIn(
    fx.walkIn({
      rooms: [{ roomNumber: room, extraBed: false }],
      checkoutDate: '2026-11-23T12:00:00.000Z',
      taxRate: 0,
      serviceRate: 0,
      paymentMethod,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const guestId = response.json<CheckInResponse>().guests[0]!.ID;
  const [checkIn] = await fx.db().select().from(incomes).where(eq(incomes.guestId, guestId));
  return { guestId, checkIn: checkIn! };
};

describe('the refunds and voids of a payment never exceed it', () => {
  it('a refund of the whole check-in, then its void: the void is refused (409)', async () => {
    const { guestId, checkIn } = await walkIn('101');
    const paid = checkIn.amount;
    const refund = await send('POST', `/guests/${guestId}/refunds`, {
      amount: paid,
      paymentMethod: 'cash',
      reason: 'Left early',
      incomeId: null,
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const voided = await send('POST', `/incomes/${checkIn.id}/void`, { reason: 'Mistake' });
    expect(voided.statusCode, voided.body).toBe(409);
    expect(voided.json().message).toBe(
      `This payment cannot be voided: the stay holds only 0 Ks of what was paid (the rest was given back).`,
    );
    expect((await guestOf(guestId)).amountPaid).toBe(0);
    const folio = await get<Folio>(`/guests/${guestId}/folio`);
    expect(folio.TotalPaid).toBe(0);
    expect(folio.Balance).toBe(paid);
  });

  it('a payment of 10,000, a refund of 6,000 of it, then its void: refused; the rest refunds', async () => {
    const { guestId } = await walkIn('102');
    const paid = await send('POST', `/guests/${guestId}/payments`, {
      amount: 10000,
      paymentMethod: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [payment] = await fx
      .db()
      .select()
      .from(incomes)
      .where(eq(incomes.receiptNumber, paid.json<{ receiptNumber: string }>().receiptNumber));
    const before = (await guestOf(guestId)).amountPaid;
    const refund = (amount: number) =>
      send('POST', `/guests/${guestId}/refunds`, {
        amount,
        paymentMethod: 'cash',
        reason: 'Overpaid',
        incomeId: payment!.id,
      });
    expect((await refund(6000)).statusCode).toBe(201);
    const voided = await send('POST', `/incomes/${payment!.id}/void`, { reason: 'Mistake' });
    expect(voided.statusCode, voided.body).toBe(409);
    expect(voided.json().message).toBe(
      'This payment has refunds of 6,000 Ks: it cannot be voided. Refund what is left of it instead.',
    );
    expect((await refund(4000)).statusCode).toBe(201);
    expect((await refund(1)).statusCode).toBe(400);
    // 10,000 taken, 10,000 given back: nothing more left the till.
    const given = await fx
      .db()
      .select()
      .from(incomes)
      .where(eq(incomes.correctsIncomeId, payment!.id));
    expect(given.reduce((total, row) => total - row.amount, 0)).toBe(10000);
    expect((await guestOf(guestId)).amountPaid).toBe(before - 10000);
  });

  it('a voided payment cannot be refunded', async () => {
    const { guestId, checkIn } = await walkIn('103');
    expect(
      (await send('POST', `/incomes/${checkIn.id}/void`, { reason: 'Mistake' })).statusCode,
    ).toBe(201);
    const refund = await send('POST', `/guests/${guestId}/refunds`, {
      amount: 1000,
      paymentMethod: 'cash',
      reason: 'x',
      incomeId: checkIn.id,
    });
    expect(refund.statusCode).toBe(409);
    expect((await guestOf(guestId)).amountPaid).toBe(0);
  });
});

describe('a void of a manual income on a guest', () => {
  it('leaves AmountPaid as it was; the folio has no prepayment line', async () => {
    const { guestId, checkIn } = await walkIn('104');
    const manual = await send('POST', '/create-income', {
      Type: 'room',
      GuestID: guestId,
      RoomNumber: '104',
      Amount: 5000,
      RevenueType: 'revenue',
      PaymentMethod: 'cash',
    });
    expect(manual.statusCode, manual.body).toBe(201);
    expect((await guestOf(guestId)).amountPaid).toBe(checkIn.amount);
    const voided = await send('POST', `/incomes/${manual.json<Income>().ID}/void`, {
      reason: 'Typed twice',
    });
    expect(voided.statusCode, voided.body).toBe(201);
    expect((await guestOf(guestId)).amountPaid).toBe(checkIn.amount);
    const folio = await get<Folio>(`/guests/${guestId}/folio`);
    expect(folio.Payments.map((p) => p.Type)).toEqual(['checked-in', 'room', 'void']);
    expect(folio.Balance).toBe(0);
  });
});

describe('checkout with a balance due', () => {
  it('a voided check-in payment: checkout is 409 until the balance is collected', async () => {
    const { guestId, checkIn } = await walkIn('105');
    expect(
      (await send('POST', `/incomes/${checkIn.id}/void`, { reason: 'Mistake' })).statusCode,
    ).toBe(201);
    const refused = await send('PUT', '/guests/checkout/105', { guestId });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      `This stay has a balance due of ${checkIn.amount.toLocaleString('en-US')} Ks. Collect it before checkout.`,
    );
    expect((await guestOf(guestId)).status).toBe('active');
    const out = await send('PUT', '/guests/checkout/105', {
      guestId,
      collect: { paymentMethod: 'cash', amount: checkIn.amount },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json<CheckoutAnswer>().Bill?.Balance).toBe(0);
  });

  it('voided food still owed: refused without collecting; collected, it is food revenue', async () => {
    const { guestId } = await walkIn('201');
    const menu = await get<MenuItem[]>('/menus');
    const order = await send('POST', '/food-orders', {
      guestId,
      roomNumber: '201',
      items: [{ menuItemId: menu[0]?.ID, quantity: 1 }],
      taxRate: 0,
      serviceRate: 0,
      paymentMethod: 'cash',
    });
    expect(order.statusCode, order.body).toBe(201);
    const placed = order.json<PlacedFoodOrder>();
    const voided = await send('POST', `/food-revenues/${placed.foodRevenueId}/void`, {
      reason: 'Wrong room',
    });
    expect(voided.statusCode, voided.body).toBe(201);
    expect((await send('PUT', '/guests/checkout/201', { guestId })).statusCode).toBe(409);
    const out = await send('PUT', '/guests/checkout/201', {
      guestId,
      collect: { paymentMethod: 'kpay', amount: placed.grandTotal },
    });
    expect(out.statusCode, out.body).toBe(200);
    const food = await fx.db().select().from(foodRevenues).where(eq(foodRevenues.guestId, guestId));
    expect(food.map((r) => r.totalAmount)).toEqual([
      placed.grandTotal,
      -placed.grandTotal,
      placed.grandTotal,
    ]);
    const room = await fx.db().select().from(incomes).where(eq(incomes.guestId, guestId));
    expect(room.map((r) => r.type)).toEqual(['checked-in']);
  });

  it('a refund that leaves the stay owing: refused until collected', async () => {
    const { guestId, checkIn } = await walkIn('202');
    const refund = await send('POST', `/guests/${guestId}/refunds`, {
      amount: 1000,
      paymentMethod: 'cash',
      reason: 'Goodwill',
      incomeId: null,
    });
    expect(refund.statusCode).toBe(201);
    expect((await send('PUT', '/guests/checkout/202', { guestId })).statusCode).toBe(409);
    expect(checkIn.amount).toBeGreaterThan(1000);
  });
});
