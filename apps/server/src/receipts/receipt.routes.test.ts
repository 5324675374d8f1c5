import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextReceiptCounter, type CheckInResponse } from '@frontdesk/domain';
import { receiptCounters, receipts } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { useTestApp } from '../../test/app-fixture.ts';
import { advanceReceiptCounter } from './receipt.repository.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
let clock = new Date('2026-11-22T07:30:00.000Z');

const fx = useTestApp(() => clock);

const issue = (kind: unknown, token = fx.aureo, hotel = 'aureo') =>
  fx.t.app.inject({
    method: 'POST',
    url: `/api/${hotel}/reception/receipt-numbers`,
    headers: bearer(token),
    payload: { kind },
  });
const numberOf = async (kind: string) => {
  const response = await issue(kind);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ receiptNumber: string }>().receiptNumber;
};
const setCounter = (kind: string, lastValue: number) =>
  fx.t.database.db
    .insert(receiptCounters)
    .values({ hotelId: fx.aureoId, kind, lastValue })
    .onConflictDoUpdate({
      target: [receiptCounters.hotelId, receiptCounters.kind],
      set: { lastValue },
    });
const receiptCount = async () =>
  (await fx.t.database.db.select({ n: count() }).from(receipts))[0]!.n;

describe('receipt numbers', () => {
  it('the room counter wraps from 9999 to 1 at check-in', async () => {
    await setCounter('room', 9999);
    const response = await fx.t.app.inject({
      method: 'POST',
      url: '/api/aureo/reception/check-in',
      headers: bearer(fx.aureo),
      payload: {
        stayType: 'session',
        guest: { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' },
        rooms: [{ roomNumber: '101' }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CheckInResponse>().receiptNumber).toBe('AUR202611220001');
  });

  it('POST /receipt-numbers continues the same counter; food has its own', async () => {
    expect(await numberOf('room')).toBe('AUR202611220002');
    expect(await numberOf('food')).toBe('AURFOOD202611220001');
    expect(await numberOf('food')).toBe('AURFOOD202611220002');
    expect(await numberOf('room')).toBe('AUR202611220003');
  });

  it('each hotel has its own prefix and counters', async () => {
    const response = await issue('room', fx.swe, 'swe');
    expect(response.json()).toEqual({ receiptNumber: 'SMH202611220001' });
  });

  it('a wrap onto numbers issued today skips them: a number is never printed twice', async () => {
    await setCounter('room', 9998);
    expect(await numberOf('room')).toBe('AUR202611229999');
    expect(await numberOf('room')).toBe('AUR202611220004');
  });

  it("the date is the hotel's: 00:10 on the 23rd in Yangon is still the 22nd in UTC", async () => {
    clock = new Date('2026-11-22T17:40:00.000Z');
    try {
      expect(await numberOf('room')).toBe('AUR202611230005');
    } finally {
      clock = new Date('2026-11-22T07:30:00.000Z');
    }
  });

  it('ten desks at once get ten different numbers', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => issue('food')));
    const numbers = responses.map((r) => r.json<{ receiptNumber: string }>().receiptNumber);
    expect(new Set(numbers).size).toBe(10);
    const [counter] = await fx.t.database.db
      .select()
      .from(receiptCounters)
      .where(and(eq(receiptCounters.hotelId, fx.aureoId), eq(receiptCounters.kind, 'food')));
    expect(counter!.lastValue).toBe(12);
  });

  it('the counter in SQL follows the domain rule nextReceiptCounter', async () => {
    for (const start of [-3, 0, 1, 41, 9998, 9999]) {
      await setCounter('room', start);
      const next = await advanceReceiptCounter(fx.t.database.db, fx.aureoId, 'room');
      expect(next).toBe(nextReceiptCounter(start));
    }
  });

  it.each<[string, unknown]>([
    ['another kind', 'drinks'],
    ['no kind', undefined],
  ])('%s -> 400 naming kind, nothing issued', async (_case, kind) => {
    const before = await receiptCount();
    const response = await issue(kind);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'kind', message: expect.any(String) }]);
    expect(await receiptCount()).toBe(before);
  });

  it('a day whose 9999 numbers are all used: a clear 409, nothing written, the room still free', async () => {
    // Every room number of the 24th is taken, as a desk asking 10,000 times would have done.
    clock = new Date('2026-11-24T07:30:00.000Z');
    const desk = await fx.t.login('aureo');
    try {
      await fx.db().execute(sql`
        insert into receipts (hotel_id, kind, number, used)
        select ${fx.aureoId}, 'room', 'AUR20261124' || lpad(n::text, 4, '0'), true
        from generate_series(1, 9999) as n`);
      const before = await receiptCount();
      const checkIn = await fx.t.app.inject({
        method: 'POST',
        url: '/api/aureo/reception/check-in',
        headers: bearer(desk),
        payload: {
          stayType: 'session',
          guest: { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' },
          rooms: [{ roomNumber: '102' }],
        },
      });
      expect(checkIn.statusCode).toBe(409);
      expect(checkIn.json().message).toMatch(/^Every room receipt number of 2026-11-24 is used/);
      expect(await receiptCount()).toBe(before);
      expect(await fx.statusOf('102')).toBe(1);
      // Food numbers are a counter of their own and still flow.
      const food = await issue('food', desk);
      expect(food.json().receiptNumber).toMatch(/^AURFOOD20261124\d{4}$/);
    } finally {
      clock = new Date('2026-11-22T07:30:00.000Z');
    }
  });

  it('one user may have at most 60 numbers a minute, in every session together (429)', async () => {
    // A minute after the earlier tests' numbers: only this test's count.
    clock = new Date('2026-11-22T08:00:00.000Z');
    try {
      const [first, second] = [await fx.t.login('aureo'), await fx.t.login('aureo')];
      const answers = [];
      for (let i = 0; i < 30; i += 1) answers.push((await issue('food', first)).statusCode);
      for (let i = 0; i < 30; i += 1) answers.push((await issue('room', second)).statusCode);
      expect(answers.filter((code) => code !== 201)).toEqual([]);
      const before = await receiptCount();
      // The 61st, from either session or a new sign-in: refused, nothing issued.
      for (const token of [first, second, await fx.t.login('aureo')]) {
        const refused = await issue('room', token);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(
          'Too many receipt numbers asked for. Please wait a minute.',
        );
      }
      // Numbers a call records count too: a create-income carrying a used number is refused.
      const income = await fx.t.app.inject({
        method: 'POST',
        url: `${fx.base}/create-income`,
        headers: bearer(first),
        payload: {
          Type: 'electricity',
          GuestID: null,
          RoomNumber: '0',
          Amount: 1000,
          RevenueType: '',
          PaymentMethod: 'cash',
          ReceiptNumber: 'AUR202611220001',
        },
      });
      expect(income.statusCode, income.body).toBe(429);
      expect(await receiptCount()).toBe(before);
      // Another user of the hotel still gets its own; a minute later the desk does too.
      expect((await issue('room', await fx.t.login('aureo', 'admin'))).statusCode).toBe(201);
      clock = new Date('2026-11-22T08:01:00.001Z');
      expect((await issue('room', first)).statusCode).toBe(201);
    } finally {
      clock = new Date('2026-11-22T07:30:00.000Z');
    }
  });

  it("another hotel's token -> 401", async () => {
    expect((await issue('room', fx.swe)).statusCode).toBe(401);
  });
});
