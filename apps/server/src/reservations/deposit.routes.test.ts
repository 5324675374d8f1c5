import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckInResponse, Income, Reservation } from '@frontdesk/domain';
import { guests, incomes, reservations } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { reservationForm } from '../../test/app-fixture.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const today = '2026-11-22';

const fx = useCheckInFixture(() => now);
const { db, checkIn } = fx;

const call = async (method: 'POST' | 'PUT' | 'GET' | 'DELETE', path: string, payload?: object) =>
  fx.t.app.inject({
    method,
    url: `${fx.base}${path}`,
    headers: bearer(fx.aureo),
    ...(payload ? { payload } : {}),
  });

const reserve = async (change: Record<string, unknown> = {}) => {
  const response = await call('POST', '/create-reservation', reservationForm(change));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reservation>();
};

const depositsOf = (reservationId: number) =>
  db().select().from(incomes).where(eq(incomes.reservationId, reservationId)).orderBy(incomes.id);

const roomRevenue = async (paymentType?: 'cash' | 'online') => {
  const query = paymentType ? `&paymentType=${paymentType}` : '';
  const response = await call('GET', `/room-revenue?date=${today}${query}`);
  return response.json<{ 'room-revenue': number }>()['room-revenue'];
};

const incomesToday = async () => (await call('GET', `/incomes/date/${today}`)).json<Income[]>();

const rowOf = async (id: number) =>
  (await db().select().from(reservations).where(eq(reservations.id, id)))[0]!;

describe('deposits are revenue when taken (ADR 030)', () => {
  it('a 50,000 KPay and a 20,000 WavePay deposit enter the day, online, and its list', async () => {
    const beforeOnline = await roomRevenue('online');
    const beforeCash = await roomRevenue('cash');
    const kpay = await reserve({ paymentType: 'kpay', amountPaid: 50000, name: 'Daw Hla' });
    const wave = await reserve({ paymentType: 'wavepay', amountPaid: 20000, name: 'U Mya' });
    expect(await roomRevenue('online')).toBe(beforeOnline + 70000);
    expect(await roomRevenue('cash')).toBe(beforeCash);
    const listed = (await incomesToday()).filter((i) => i.Type === 'deposit');
    // Each line names the guest it is from (issue 43 item 5): the reservation's name.
    expect(listed.map((i) => [i.Amount, i.PaymentMethod, i.RevenueType, i.GuestName])).toEqual(
      expect.arrayContaining([
        [50000, 'kpay', 'revenue', 'Daw Hla'],
        [20000, 'wavepay', 'revenue', 'U Mya'],
      ]),
    );
    expect((await depositsOf(kpay.ID)).map((i) => i.amount)).toEqual([50000]);
    expect((await depositsOf(wave.ID)).map((i) => i.amount)).toEqual([20000]);
  });

  it("payment type 'none' with an amount is cash; no amount records nothing", async () => {
    const cash = await reserve({ paymentType: 'none', amountPaid: 15000 });
    const free = await reserve({ paymentType: 'none', amountPaid: 0 });
    expect((await depositsOf(cash.ID)).map((i) => [i.amount, i.paymentMethod])).toEqual([
      [15000, 'cash'],
    ]);
    expect(await depositsOf(free.ID)).toEqual([]);
  });

  it('editing AmountPaid records the difference, up or down', async () => {
    const r = await reserve({ paymentType: 'kpay', amountPaid: 50000 });
    for (const amountPaid of [30000, 45000, 45000]) {
      const response = await call('PUT', `/reservations/${r.ID}`, reservationForm({ amountPaid }));
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await depositsOf(r.ID)).map((i) => i.amount)).toEqual([50000, -20000, 15000]);
  });

  it('deleting without a choice keeps the deposit: cancelled, recorded as kept, money stays', async () => {
    const r = await reserve({ paymentType: 'kpay', amountPaid: 50000 });
    const before = await roomRevenue();
    const response = await call('DELETE', `/reservations/${r.ID}`);
    expect(response.statusCode).toBe(200);
    expect(await rowOf(r.ID)).toMatchObject({ status: 'cancelled', depositOutcome: 'kept' });
    expect(await roomRevenue()).toBe(before);
    expect((await depositsOf(r.ID)).map((i) => i.amount)).toEqual([50000]);
  });

  it('deleting with deposit=refund pays it back by its method', async () => {
    const r = await reserve({ paymentType: 'wavepay', amountPaid: 20000 });
    const before = await roomRevenue('online');
    const response = await call('DELETE', `/reservations/${r.ID}?deposit=refund`);
    expect(response.statusCode).toBe(200);
    expect(await rowOf(r.ID)).toMatchObject({ status: 'cancelled', depositOutcome: 'refunded' });
    expect((await depositsOf(r.ID)).map((i) => [i.type, i.amount, i.paymentMethod])).toEqual([
      ['deposit', 20000, 'wavepay'],
      ['deposit-refund', -20000, 'wavepay'],
    ]);
    expect(await roomRevenue('online')).toBe(before - 20000);
    // The refund's line names the guest too.
    const listed = await incomesToday();
    const refund = listed.find((i) => i.Type === 'deposit-refund' && i.Amount === -20000);
    expect(refund?.GuestName).toBe(reservationForm().name);
  });

  it('cancelling by status with a refund; a bad choice is 400 and nothing is written', async () => {
    const r = await reserve({ paymentType: 'kpay', amountPaid: 10000 });
    const bad = await call('DELETE', `/reservations/${r.ID}?deposit=maybe`);
    expect(bad.statusCode).toBe(400);
    expect((await rowOf(r.ID)).status).toBe('confirmed');
    const response = await call('PUT', `/reservations/${r.ID}`, {
      status: 'cancelled',
      deposit: 'refund',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await depositsOf(r.ID)).map((i) => i.amount)).toEqual([10000, -10000]);
    const edit = await call('PUT', `/reservations/${r.ID}`, reservationForm({ amountPaid: 1 }));
    expect(edit.statusCode).toBe(409);
  });
});

describe('a prepayment is credited by what was paid (SPEC.md section 9)', () => {
  const fromReservation = (id: number, roomNumbers: string[], change = {}) => ({
    stayType: 'full-night',
    reservationId: id,
    guest: { name: 'Ko Ko', nationalId: '9/MaKaNa(N)654321', phone: '09 250 333 444' },
    rooms: roomNumbers.map((roomNumber) => ({ roomNumber, extraBed: false })),
    taxRate: 0,
    serviceRate: 0,
    paymentMethod: 'cash',
    ...change,
  });
  const oneNight = { checkoutDate: '2026-11-23T12:00:00.000Z' };

  it('standard 80,000 + family 130,000 with 200,000 prepaid: 10,000 collected, day = 210,000', async () => {
    const r = await reserve({ roomCount: 2, amountPaid: 200000, prepaidDivider: 1, ...oneNight });
    const before = await roomRevenue();
    const response = await checkIn(fromReservation(r.ID, ['801', '803']));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<CheckInResponse>();
    // One night at 40,000 and 65,000 for 1 night here: totals 40,000 + 65,000 = 105,000.
    expect(answer).toMatchObject({
      total: 105000,
      priorPaid: 105000,
      grandTotal: 0,
      overpaid: 95000,
    });
    expect(await roomRevenue()).toBe(before);
    expect((await rowOf(r.ID)).prepaidCredited).toBe(200000);
  });

  it('two nights: 80,000 + 130,000 with 200,000 prepaid asks 10,000, whatever the divider', async () => {
    const r = await reserve({ roomCount: 2, amountPaid: 200000, prepaidDivider: 2 });
    const before = await roomRevenue();
    const response = await checkIn(fromReservation(r.ID, ['802', '105']));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<CheckInResponse>();
    expect(answer).toMatchObject({
      total: 210000,
      priorPaid: 200000,
      grandTotal: 10000,
      overpaid: 0,
    });
    expect(answer.guests.map((g) => g.AmountDue)).toEqual([3809.52, 6190.48]);
    expect(await roomRevenue()).toBe(before + 10000);
    // The day holds the whole 210,000: the deposit when taken, the rest at check-in.
    const all = await db().select().from(incomes).where(eq(incomes.reservationId, r.ID));
    expect(all.map((i) => i.amount)).toEqual([200000]);
  });

  it('an overpayment kept as credit stays on the first stay; refunded, it is paid back', async () => {
    const credit = await reserve({ roomCount: 1, amountPaid: 50000, ...oneNight });
    const kept = await checkIn(fromReservation(credit.ID, ['101'], { overpayment: 'credit' }));
    expect(kept.statusCode, kept.body).toBe(201);
    const keptAnswer = kept.json<CheckInResponse>();
    expect(keptAnswer).toMatchObject({ total: 40000, grandTotal: 0, overpaid: 10000 });
    const [guest] = await db().select().from(guests).where(eq(guests.id, keptAnswer.guests[0]!.ID));
    expect(guest!.amountPaid).toBe(50000);

    const refund = await reserve({ roomCount: 1, amountPaid: 50000, ...oneNight });
    const before = await roomRevenue('online');
    const paid = await checkIn(fromReservation(refund.ID, ['102'], { overpayment: 'refund' }));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await roomRevenue('online')).toBe(before - 10000);
    const back = await db()
      .select()
      .from(incomes)
      .where(and(eq(incomes.reservationId, refund.ID), eq(incomes.type, 'deposit-refund')));
    expect(back.map((i) => [i.amount, i.paymentMethod])).toEqual([[-10000, 'kpay']]);
  });

  it('a reservation checked in by a SPEC client is credited once: a second check-in is 409', async () => {
    const r = await reserve({ roomCount: 1, amountPaid: 30000 });
    await call('PUT', `/reservations/${r.ID}`, { status: 'checked-in' });
    expect((await rowOf(r.ID)).prepaidCredited).toBe(30000);
    const again = await checkIn(fromReservation(r.ID, ['103']));
    expect(again.statusCode).toBe(409);
  });
});
