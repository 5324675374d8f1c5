import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, businessDate, type HotelEvent, type Income } from '@frontdesk/domain';
import { hotels, incomes } from '../db/schema.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

// The hotel is in Asia/Yangon (UTC+06:30): its midnight is 17:30 UTC.
let clock = new Date('2026-11-22T06:00:00.000Z');
const base = '/api/aureo/reception';

let t: TestApp;
let aureo: string;
let swe: string;
const published: HotelEvent[] = [];
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  [aureo, swe] = [await t.login('aureo'), await t.login('swe')];
  const all = await t.database.db.select().from(hotels);
  t.app.events.subscribe(all.find((h) => h.key === 'aureo')!.id, (e) => published.push(e));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, body?: object, token = aureo) =>
  t.app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) });
const manual = (change: Record<string, unknown> = {}) => ({
  Type: 'electricity',
  GuestID: null,
  RoomNumber: '0',
  Amount: 15000,
  RevenueType: '',
  PaymentMethod: 'cash',
  ...change,
});
/** Records an income at a moment (the app's clock is moved there). */
const incomeAt = async (
  at: string,
  change: Record<string, unknown>,
  token = aureo,
  hotel = 'aureo',
) => {
  clock = new Date(at);
  const response = await call(
    'POST',
    `/api/${hotel}/reception/create-income`,
    manual(change),
    token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Income>();
};
const incomeCount = async () => (await t.database.db.select({ n: count() }).from(incomes))[0]!.n;
const revenue = async (query: string) => {
  const response = await call('GET', `${base}/room-revenue${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ 'room-revenue': number }>()['room-revenue'];
};
const guestIn = async (roomNumber: string, token = aureo, hotel = 'aureo') => {
  const response = await call(
    'POST',
    `/api/${hotel}/reception/create-guest`,
    {
      name: 'Aye Aye',
      nationalId: '12/PaBaTa(N)123456',
      phone: '09 420 111 222',
      roomType: 'full-night',
      roomNumber,
      // Dates only: checked in now (the clock moves between tests), out tomorrow at 12:00.
      checkinDate: businessDate(clock, 'Asia/Yangon'),
      checkoutDate: addDays(businessDate(clock, 'Asia/Yangon'), 1),
    },
    token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ guest: { ID: number } }>().guest.ID;
};

describe('POST /create-income', () => {
  it('records a manual payment at 23:50 at the hotel and answers it', async () => {
    await t.forgetEvents(published);
    const income = await incomeAt('2026-11-22T17:20:00.000Z', {});
    expect(income).toEqual({
      ID: expect.any(Number),
      Type: 'electricity',
      GuestID: null,
      RoomNumber: '0',
      Amount: 15000,
      RevenueType: '',
      PaymentMethod: 'cash',
      ReceiptNumber: null, // none sent: a payment without a printed receipt spends no number
      CreatedAt: '2026-11-22T17:20:00.000Z',
      Guest: null,
    });
    await vi.waitFor(() => expect(published).toEqual([{ type: 'payment_updated' }]));
  });

  it("links a guest of the hotel and answers the guest's stay and room", async () => {
    const guestId = await guestIn('101');
    const income = await incomeAt('2026-11-21T17:35:00.000Z', {
      Type: 'checked-in',
      GuestID: guestId,
      RoomNumber: '101',
      Amount: 30000,
      RevenueType: 'revenue',
      PaymentMethod: 'kpay',
      ReceiptNumber: 'AUR202611220042',
    });
    expect(income).toMatchObject({
      GuestID: guestId,
      ReceiptNumber: 'AUR202611220042',
      Guest: { RoomType: 'full-night', RoomNumber: '101' },
    });
  });

  it('records the rest of the day (the hotel midnight is 17:30 UTC)', async () => {
    await incomeAt('2026-11-22T17:40:00.000Z', { Amount: 20000, RevenueType: 'revenue' }); // 00:10 on the 23rd
    await incomeAt('2026-11-21T17:25:00.000Z', { Amount: 7000, PaymentMethod: 'wavepay' }); // 23:55 on the 21st
    await incomeAt('2026-11-22T10:00:00.000Z', { Amount: 5000, RevenueType: 'food-revenue' });
    await incomeAt('2026-11-22T11:00:00.000Z', { Type: 'refund', Amount: -2500 });
    await incomeAt('2026-11-22T12:00:00.000Z', { Amount: 0.1, PaymentMethod: 'ayapay' });
    await incomeAt('2026-11-22T12:00:00.000Z', { Amount: 0.2, PaymentMethod: 'kpay' });
    await incomeAt('2026-11-22T10:00:00.000Z', { Amount: 99999 }, swe, 'swe');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no type', { Type: '' }, 'Type'],
    ['a GuestID as text', { GuestID: 'abc' }, 'GuestID'],
    ['a GuestID of 0', { GuestID: 0 }, 'GuestID'],
    ['an empty room', { RoomNumber: '' }, 'RoomNumber'],
    ['no amount', { Amount: undefined }, 'Amount'],
    ['amount 0', { Amount: 0 }, 'Amount'],
    ['amount as text', { Amount: '15000' }, 'Amount'],
    ['3 decimals', { Amount: 1.234 }, 'Amount'],
    ['a revenue type', { RevenueType: 'drinks' }, 'RevenueType'],
    ['no method', { PaymentMethod: undefined }, 'PaymentMethod'],
    ['a card', { PaymentMethod: 'card' }, 'PaymentMethod'],
  ])('%s -> 400 naming %s, nothing written', async (_case, change, field) => {
    const before = await incomeCount();
    const response = await call('POST', `${base}/create-income`, manual(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await incomeCount()).toBe(before);
  });

  it('a guest of the other hotel, or no guest -> 404, nothing written', async () => {
    const theirs = await guestIn('101', swe, 'swe');
    const before = await incomeCount();
    for (const GuestID of [theirs, 999999]) {
      const response = await call('POST', `${base}/create-income`, manual({ GuestID }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Guest not found.' });
    }
    expect(await incomeCount()).toBe(before);
  });

  it('a room the hotel does not have -> 404, nothing written', async () => {
    const before = await incomeCount();
    const response = await call('POST', `${base}/create-income`, manual({ RoomNumber: '999' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Room 999 not found.' });
    expect(await incomeCount()).toBe(before);
  });

  it("another hotel's token -> 401", async () => {
    expect((await call('POST', `${base}/create-income`, manual(), swe)).statusCode).toBe(401);
  });
});

describe('GET /incomes/date/{date}', () => {
  it("answers the hotel's incomes of that business date, newest first", async () => {
    const response = await call('GET', `${base}/incomes/date/2026-11-22`);
    expect(response.statusCode).toBe(200);
    const list = response.json<Income[]>();
    expect(list.map((i) => [i.CreatedAt, i.Amount])).toEqual([
      ['2026-11-22T17:20:00.000Z', 15000], // 23:50
      ['2026-11-22T12:00:00.000Z', 0.2],
      ['2026-11-22T12:00:00.000Z', 0.1],
      ['2026-11-22T11:00:00.000Z', -2500],
      ['2026-11-22T10:00:00.000Z', 5000],
      ['2026-11-21T17:35:00.000Z', 30000], // 00:05
    ]);
    expect(list.at(-1)?.Guest).toEqual({ RoomType: 'full-night', RoomNumber: '101' });
  });

  it('the day before and after have their own', async () => {
    const before = (await call('GET', `${base}/incomes/date/2026-11-21`)).json<Income[]>();
    expect(before.map((i) => i.Amount)).toEqual([7000]);
    const after = (await call('GET', `${base}/incomes/date/2026-11-23`)).json<Income[]>();
    expect(after.map((i) => i.Amount)).toEqual([20000]);
  });

  it.each([['22-11-2026'], ['2026-02-30']])('%s -> 400 naming the date', async (date) => {
    const response = await call('GET', `${base}/incomes/date/${date}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'date', message: expect.any(String) }]);
  });

  it("another hotel's token -> 401", async () => {
    expect((await call('GET', `${base}/incomes/date/2026-11-22`, undefined, swe)).statusCode).toBe(
      401,
    );
  });
});

describe('GET /room-revenue', () => {
  it('cash is cash only; online is every other method; food revenue is not room revenue', async () => {
    expect(await revenue('?date=2026-11-22&paymentType=cash')).toBe(12500); // 15,000 - 2,500
    expect(await revenue('?date=2026-11-22&paymentType=online')).toBe(30000.3); // exact
    expect(await revenue('?date=2026-11-22')).toBe(42500.3);
  });

  it("an income at 23:50 belongs to that day, at 00:10 to the next (the hotel's dates)", async () => {
    expect(await revenue('?date=2026-11-23&paymentType=cash')).toBe(20000);
    expect(await revenue('?date=2026-11-23&paymentType=online')).toBe(0);
    expect(await revenue('?date=2026-11-21&paymentType=online')).toBe(7000);
    expect(await revenue('?date=2026-11-21&paymentType=cash')).toBe(0);
  });

  it("without a date: the hotel's today", async () => {
    clock = new Date('2026-11-22T17:35:00.000Z'); // 00:05 on the 23rd
    expect(await revenue('?paymentType=cash')).toBe(20000);
  });

  it('only counts its own hotel', async () => {
    const response = await call(
      'GET',
      '/api/swe/reception/room-revenue?date=2026-11-22',
      undefined,
      swe,
    );
    expect(response.json()).toEqual({ 'room-revenue': 99999 });
  });

  it.each([
    ['?date=2026-13-01', 'date'],
    ['?date=2026-11-22&paymentType=card', 'paymentType'],
  ])('%s -> 400 naming %s', async (query, field) => {
    const response = await call('GET', `${base}/room-revenue${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message: expect.any(String) }]);
  });
});

describe('GET /get-stats', () => {
  it('counts rooms by status; long-stay rooms count with full night', async () => {
    const stats = async (token = aureo, hotel = 'aureo') =>
      (await call('GET', `/api/${hotel}/reception/get-stats`, undefined, token)).json();
    // 101 holds a full-night guest already.
    const longStay = await call('POST', `${base}/create-guest`, {
      name: 'Long',
      nationalId: 'L1',
      phone: '1',
      roomType: 'long-stay',
      roomNumber: '102',
      checkinDate: '2026-11-23',
      checkoutDate: '2026-12-22T12:00:00.000Z',
    });
    expect(longStay.statusCode, longStay.body).toBe(201);
    expect((await call('PUT', `${base}/rooms/103`, { status: 5 })).statusCode).toBe(200);
    expect((await call('PUT', `${base}/rooms/104`, { status: 6 })).statusCode).toBe(200);
    expect(await stats()).toEqual({
      'available-rooms': 13,
      'total-rooms': 17,
      'full-night': 2,
      daycation: 0,
      session: 0,
      housekeeping: 1,
      'long-stay': 1,
      maintenance: 1,
    });
    expect(await stats(swe, 'swe')).toMatchObject({ 'available-rooms': 10, 'total-rooms': 11 });
  });

  it("another hotel's token -> 401", async () => {
    expect((await call('GET', `${base}/get-stats`, undefined, swe)).statusCode).toBe(401);
  });
});
