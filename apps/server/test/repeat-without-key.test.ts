import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foodOrders, foodRevenues, incomes } from '../src/db/schema.ts';
import { useInStayFixture } from './in-stay-fixture.ts';

/**
 * API clients that send no Idempotency-Key (ADR 031): a guest's record sent again with the receipt
 * number and content of one already recorded is the same record, answered with the first; nothing is
 * charged twice. Another record on the same receipt (another line, the check-in's income) is
 * still recorded.
 */
// 14:00 on 22 November at the hotel.
const fx = useInStayFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const { call } = fx;

const counts = async () => {
  const db = fx.db();
  return {
    incomes: (await db.select({ n: count() }).from(incomes))[0]!.n,
    lines: (await db.select({ n: count() }).from(foodOrders))[0]!.n,
    records: (await db.select({ n: count() }).from(foodRevenues))[0]!.n,
  };
};

const sentTwice = async (path: string, body: object) => {
  const first = await call('POST', path, body);
  expect(first.statusCode, first.body).toBe(201);
  const after = await counts();
  const again = await call('POST', path, body);
  expect(again.statusCode, again.body).toBe(201);
  expect(again.json()).toEqual(first.json());
  expect(await counts()).toEqual(after);
  return first.json<{ ReceiptNumber: string }>();
};

describe('the same record sent twice without a key', () => {
  it('create-income: a payment of no guest sent twice is two payments, the second renumbered', async () => {
    // Two desks' browser counters can give two real electricity payments of one amount one
    // number: without a guest nothing tells them from a repeat, so neither is dropped (ADR 013).
    const income = {
      Type: 'electricity',
      GuestID: null,
      RoomNumber: '0',
      Amount: -5000,
      RevenueType: 'revenue',
      PaymentMethod: 'cash',
      ReceiptNumber: 'AUR202611220101',
    };
    const before = await counts();
    const first = await call('POST', '/create-income', income);
    const second = await call('POST', '/create-income', income);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json<{ ReceiptNumber: string }>().ReceiptNumber).toBe('AUR202611220101');
    expect(second.json<{ ReceiptNumber: string }>().ReceiptNumber).not.toBe('AUR202611220101');
    expect((await counts()).incomes).toBe(before.incomes + 2);
  });

  it("create-income: a guest's payment is recorded once; another of the receipt still is", async () => {
    const id = await fx.checkInGuest('101');
    const payment = {
      Type: 'guest-food',
      GuestID: id,
      RoomNumber: '101',
      Amount: 8000,
      RevenueType: 'food-revenue',
      PaymentMethod: 'kpay',
      ReceiptNumber: 'AUR202611220102',
    };
    await sentTwice('/create-income', payment);
    const before = await counts();
    const second = await call('POST', '/create-income', { ...payment, Type: 'electricity' });
    expect(second.statusCode).toBe(201);
    expect(await counts()).toEqual({ ...before, incomes: before.incomes + 1 });
  });

  it('create-food-order and create-food-revenue: each line and the payment once', async () => {
    const id = await fx.checkInGuest('102');
    const line = {
      GuestID: id,
      RoomNumber: '102',
      FoodName: 'Tiger can',
      Price: 3000,
      Quantity: 2,
      PaymentMethod: 'cash',
      ReceiptNumber: 'AURFOOD202611220201',
    };
    await sentTwice('/create-food-order', line);
    await sentTwice('/create-food-order', { ...line, FoodName: 'Coca-Cola', Price: 1500 });
    expect((await fx.guestRow(id)).foodCharges).toBe(9000);
    const payment = await sentTwice('/create-food-revenue', {
      GuestID: id,
      RoomNumber: '102',
      TotalAmount: 9000,
      PaymentMethod: 'cash',
      ReceiptNumber: 'AURFOOD202611220201',
    });
    expect(payment).toMatchObject({
      Items: [{ FoodName: 'Tiger can' }, { FoodName: 'Coca-Cola' }],
    });
  });
});
