import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentShift, MenuItem, PlacedFoodOrder } from '@frontdesk/domain';
import { foodOrders, foodRevenues } from '../db/schema.ts';
import { startFoodTestApp } from '../../test/food-fixture.ts';

// Issue 20, ADR 051: a food receipt paid by a wallet keeps its transaction reference too.
// 13:30 at the hotel (UTC+06:30) on 2026-11-22.
let f: Awaited<ReturnType<typeof startFoodTestApp>>;
let tiger: number;
beforeAll(async () => {
  f = await startFoodTestApp('2026-11-22T07:00:00.000Z');
  const menu = (await f.call('GET', '/menus')).json<MenuItem[]>();
  tiger = menu.find((item) => item.FoodName === 'Tiger can')!.ID;
  // A shift open before the orders: its report lists the wallet payments.
  expect((await f.call('POST', '/shifts', { float: 0 })).statusCode).toBe(201);
});
afterAll(() => f.close());

const order = (guestId: number, roomNumber: string, change: Record<string, unknown> = {}) => ({
  guestId,
  roomNumber,
  items: [{ menuItemId: tiger, quantity: 1 }],
  taxRate: 0,
  serviceRate: 0,
  paymentMethod: 'kpay',
  ...change,
});
const referenceOf = async (foodRevenueId: number) =>
  (
    await f.t.database.db
      .select({ reference: foodRevenues.walletReference })
      .from(foodRevenues)
      .where(eq(foodRevenues.id, foodRevenueId))
  )[0]?.reference;
const rows = async () => ({
  lines: (await f.t.database.db.select({ n: count() }).from(foodOrders))[0]!.n,
  records: (await f.t.database.db.select({ n: count() }).from(foodRevenues))[0]!.n,
});
const place = async (body: object) => {
  const response = await f.call('POST', '/food-orders', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PlacedFoodOrder>();
};

describe('POST /food-orders keeps a wallet payment reference on its food receipt', () => {
  it('by KPay: trimmed; by cash: none', async () => {
    const guestId = await f.guestIn('201');
    const byKpay = await place(order(guestId, '201', { walletReference: ' KP-FOOD-1 ' }));
    expect(await referenceOf(byKpay.foodRevenueId!)).toBe('KP-FOOD-1');
    const byCash = await place(
      order(guestId, '201', { paymentMethod: 'cash', walletReference: 'CASH-1' }),
    );
    expect(await referenceOf(byCash.foodRevenueId!)).toBeNull();
  });

  it('61 characters: 400 with the message, and no line or receipt written', async () => {
    const guestId = await f.guestIn('202');
    const before = await rows();
    const response = await f.call(
      'POST',
      '/food-orders',
      order(guestId, '202', { walletReference: 'K'.repeat(61) }),
    );
    expect(response.statusCode).toBe(400);
    const message = 'Wallet reference must be at most 60 characters';
    expect(response.json()).toMatchObject({
      message,
      errors: [{ field: 'walletReference', message }],
    });
    expect(await rows()).toEqual(before);
  });

  it("food on the room's account, collected at checkout by WavePay: the receipt keeps it", async () => {
    const guestId = await f.guestIn('203');
    const onAccount = await place(order(guestId, '203', { paymentMethod: 'room-account' }));
    expect(onAccount.foodRevenueId).toBeNull();
    const out = await f.call('PUT', '/guests/checkout/203', {
      guestId,
      collect: { paymentMethod: 'wavepay', amount: onAccount.grandTotal, walletReference: 'WP-9' },
    });
    expect(out.statusCode, out.body).toBe(200);
    const [receipt] = await f.t.database.db
      .select({ method: foodRevenues.paymentMethod, reference: foodRevenues.walletReference })
      .from(foodRevenues)
      .where(eq(foodRevenues.guestId, guestId));
    expect(receipt).toEqual({ method: 'wavepay', reference: 'WP-9' });
  });

  it("the shift lists the food receipts' wallet payments with their references", async () => {
    const { shift } = (await f.call('GET', '/shifts/current')).json<CurrentShift>();
    expect(shift!.walletPayments.map((p) => p.walletReference)).toEqual(
      expect.arrayContaining(['KP-FOOD-1', 'WP-9']),
    );
  });
});
