import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FoodRevenueRecord } from '@frontdesk/domain';
import { foodRevenues } from '../db/schema.ts';
import { startFoodTestApp } from '../../test/food-fixture.ts';

// The hotel is in Asia/Yangon (UTC+06:30): its midnight is 17:30 UTC.
let f: Awaited<ReturnType<typeof startFoodTestApp>>;
beforeAll(async () => {
  f = await startFoodTestApp('2026-11-22T06:00:00.000Z');
});
afterAll(() => f.close());

const recordCount = async () =>
  (await f.t.database.db.select({ n: count() }).from(foodRevenues))[0]!.n;

/** Records a food payment at a moment (the app's clock is moved there). */
const paidAt = async (
  at: string,
  change: Record<string, unknown>,
  hotel: 'aureo' | 'swe' = 'aureo',
) => {
  f.clock.now = new Date(at);
  await f.signInAgain();
  const response = await f.call(
    'POST',
    '/create-food-revenue',
    { GuestID: null, RoomNumber: '0', TotalAmount: 10000, PaymentMethod: 'cash', ...change },
    { hotel },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FoodRevenueRecord>();
};

const incomeAt = async (at: string, Amount: number, PaymentMethod: string, RevenueType: string) => {
  f.clock.now = new Date(at);
  await f.signInAgain();
  const response = await f.call('POST', '/create-income', {
    Type: 'guest-food',
    GuestID: null,
    RoomNumber: '0',
    Amount,
    RevenueType,
    PaymentMethod,
  });
  expect(response.statusCode, response.body).toBe(201);
};

const foodRevenue = async (query: string) => {
  const response = await f.call('GET', `/food-revenue${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ 'food-revenue': number }>()['food-revenue'];
};

describe('POST /create-food-revenue', () => {
  it('records a payment with no room, OrderTime on the hotel clock, and a FOOD receipt number', async () => {
    await f.forgetEvents();
    const record = await paidAt('2026-11-22T06:00:00.000Z', {
      TotalAmount: 12500.5,
      PaymentMethod: 'kpay',
      OrderTime: '2026-11-22 12:25:00',
    });
    expect(record).toEqual({
      ID: expect.any(Number),
      GuestID: null,
      RoomNumber: '0',
      TotalAmount: 12500.5,
      PaymentMethod: 'kpay',
      ReceiptNumber: expect.stringMatching(/^AURFOOD20261122\d{4}$/),
      OrderTime: '2026-11-22T05:55:00.000Z',
      CreatedAt: '2026-11-22T06:00:00.000Z',
      Items: [],
    });
    await vi.waitFor(() => expect(f.published).toEqual([{ type: 'payment_updated' }]));
  });

  it("keeps a client's well-formed unused receipt number", async () => {
    const record = await paidAt('2026-11-22T06:00:00.000Z', {
      ReceiptNumber: 'AURFOOD202611220777',
    });
    expect(record.ReceiptNumber).toBe('AURFOOD202611220777');
  });

  it("a guest's payment takes the guest's room and the lines of its receipt number", async () => {
    const guestId = await f.guestIn('102');
    f.clock.now = new Date('2026-11-22T06:00:00.000Z');
    const line = await f.call('POST', '/create-food-order', {
      GuestID: guestId,
      RoomNumber: '102',
      FoodName: 'Tiger can',
      Price: 3500,
      Quantity: 2,
      PaymentMethod: 'cash',
      ReceiptNumber: 'AURFOOD202611220100',
    });
    expect(line.statusCode, line.body).toBe(201);
    const record = await paidAt('2026-11-22T06:01:00.000Z', {
      GuestID: guestId,
      RoomNumber: '102',
      TotalAmount: 7000,
      ReceiptNumber: 'AURFOOD202611220100',
    });
    expect(record.RoomNumber).toBe('102');
    expect(record.Items).toMatchObject([{ FoodName: 'Tiger can', Quantity: 2, Price: 3500 }]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no amount', { TotalAmount: undefined }, 'TotalAmount'],
    ['a negative amount', { TotalAmount: -1 }, 'TotalAmount'],
    ['3 decimals', { TotalAmount: 1.234 }, 'TotalAmount'],
    ['a card', { PaymentMethod: 'card' }, 'PaymentMethod'],
    ['a bad time', { OrderTime: '22/11/2026' }, 'OrderTime'],
    [
      'a receipt number of another hotel',
      { ReceiptNumber: 'SMHFOOD202611220001' },
      'ReceiptNumber',
    ],
  ])('%s -> 400 naming %s, nothing written', async (_case, change, field) => {
    const before = await recordCount();
    const response = await f.call('POST', '/create-food-revenue', {
      GuestID: null,
      RoomNumber: '0',
      TotalAmount: 10000,
      PaymentMethod: 'cash',
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await recordCount()).toBe(before);
  });

  it("another hotel's guest is 404 and a guest who left 409, nothing written", async () => {
    const sweGuest = await f.guestIn('103', 'swe');
    const leaving = await f.guestIn('104');
    const checkout = await f.call('PUT', '/guests/checkout/104');
    expect(checkout.statusCode, checkout.body).toBe(200);
    const before = await recordCount();
    const body = { RoomNumber: '0', TotalAmount: 5000, PaymentMethod: 'cash' };
    const other = await f.call('POST', '/create-food-revenue', { ...body, GuestID: sweGuest });
    expect(other.statusCode).toBe(404);
    const gone = await f.call('POST', '/create-food-revenue', { ...body, GuestID: leaving });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('This guest has checked out.');
    expect(await recordCount()).toBe(before);
  });

  it('is done once under one Idempotency-Key, also when retried at once', async () => {
    const before = await recordCount();
    const body = { GuestID: null, RoomNumber: '0', TotalAmount: 3000, PaymentMethod: 'wavepay' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => f.call('POST', '/create-food-revenue', body, { key: 'pay-once' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json<FoodRevenueRecord>().ID)).size).toBe(1);
    expect(await recordCount()).toBe(before + 1);
  });
});

describe('GET /food-revenue and /food-revenue/date/{date}', () => {
  beforeAll(async () => {
    // A fresh day, 2026-11-25 at the hotel.
    await paidAt('2026-11-24T17:40:00.000Z', { TotalAmount: 20000 }); // 00:10 on the 25th
    await paidAt('2026-11-25T17:20:00.000Z', { TotalAmount: 1000.25, PaymentMethod: 'kpay' }); // 23:50
    await paidAt('2026-11-25T17:35:00.000Z', { TotalAmount: 777 }); // 00:05 on the 26th
    await paidAt('2026-11-24T17:25:00.000Z', { TotalAmount: 888 }); // 23:55 on the 24th
    await paidAt('2026-11-25T08:00:00.000Z', { TotalAmount: 99999 }, 'swe');
    await incomeAt('2026-11-25T09:00:00.000Z', 5000, 'cash', 'food-revenue');
    await incomeAt('2026-11-25T09:00:00.000Z', -1500, 'cash', 'food-revenue'); // money paid back
    await incomeAt('2026-11-25T09:00:00.000Z', 0.1, 'ayapay', 'food-revenue');
    await incomeAt('2026-11-25T09:00:00.000Z', 0.2, 'wavepay', 'food-revenue');
    await incomeAt('2026-11-25T09:00:00.000Z', 40000, 'cash', 'revenue'); // room revenue
  });

  it('cash: the cash records plus the cash food-revenue incomes of the hotel day', async () => {
    expect(await foodRevenue('?date=2026-11-25&paymentType=cash')).toBe(20000 + 5000 - 1500);
  });

  it('online: every other method, summed exactly', async () => {
    expect(await foodRevenue('?date=2026-11-25&paymentType=online')).toBe(1000.55);
  });

  it('no filter: every method; no date: the hotel today', async () => {
    expect(await foodRevenue('?date=2026-11-25')).toBe(24500.55);
    f.clock.now = new Date('2026-11-25T12:00:00.000Z');
    expect(await foodRevenue('')).toBe(24500.55);
    expect(await foodRevenue('?date=2030-01-01')).toBe(0);
  });

  it('lists the records of the hotel day, newest first, without the other hotel', async () => {
    const response = await f.call('GET', '/food-revenue/date/2026-11-25');
    expect(response.statusCode).toBe(200);
    expect(response.json<FoodRevenueRecord[]>().map((r) => r.TotalAmount)).toEqual([
      1000.25, 20000,
    ]);
  });

  it.each([
    ['/food-revenue?date=25-11-2026', 'date'],
    ['/food-revenue?paymentType=card', 'paymentType'],
    ['/food-revenue/date/2026-02-30', 'date'],
  ])('%s -> 400', async (url) => {
    const response = await f.call('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
