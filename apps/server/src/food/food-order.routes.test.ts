import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  DrinkStockSummary,
  FoodOrder,
  FoodRevenueRecord,
  MenuItem,
  PlacedFoodOrder,
} from '@frontdesk/domain';
import { foodOrders, foodRevenues } from '../db/schema.ts';
import { startFoodTestApp } from '../../test/food-fixture.ts';

// 13:30 at the hotel (UTC+06:30) on 2026-11-22.
let f: Awaited<ReturnType<typeof startFoodTestApp>>;
let menu: Map<string, MenuItem>;
beforeAll(async () => {
  f = await startFoodTestApp('2026-11-22T07:00:00.000Z');
  menu = new Map(
    (await f.call('GET', '/menus')).json<MenuItem[]>().map((item) => [item.FoodName, item]),
  );
});
afterAll(() => f.close());

const idOf = (name: string) => menu.get(name)!.ID;
const rows = async () => ({
  lines: (await f.t.database.db.select({ n: count() }).from(foodOrders))[0]!.n,
  records: (await f.t.database.db.select({ n: count() }).from(foodRevenues))[0]!.n,
});
const stock = async (query = '') => {
  const response = await f.call('GET', `/drink-stock-summary${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DrinkStockSummary>();
};
const order = (guestId: number, roomNumber: string, change: Record<string, unknown> = {}) => ({
  guestId,
  roomNumber,
  items: [
    { menuItemId: idOf('Tiger can'), quantity: 2 },
    { menuItemId: idOf('Coca-Cola'), quantity: 1 },
  ],
  taxRate: 5,
  serviceRate: 2.5,
  paymentMethod: 'kpay',
  ...change,
});

describe('POST /food-orders (the whole order at once)', () => {
  it("records the lines, one revenue record, the guest's food charges and a FOOD receipt", async () => {
    const guestId = await f.guestIn('201');
    const tiger = menu.get('Tiger can')!.FoodPrice;
    const cola = menu.get('Coca-Cola')!.FoodPrice;
    const subtotal = tiger * 2 + cola;
    const stockBefore = await stock();
    await f.forgetEvents();

    const response = await f.call('POST', '/food-orders', order(guestId, '201'));
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlacedFoodOrder>();
    const tax = Math.round(subtotal * 5) / 100;
    const service = Math.round(subtotal * 2.5) / 100;
    expect(placed).toMatchObject({
      receiptNumber: expect.stringMatching(/^AURFOOD20261122\d{4}$/),
      guestId,
      guestName: 'Aye Aye',
      roomNumber: '201',
      paymentMethod: 'kpay',
      orderTime: '2026-11-22T07:00:00.000Z',
      subtotal,
      tax,
      service,
      grandTotal: subtotal + tax + service,
      lines: [
        { FoodName: 'Tiger can', Price: tiger, Quantity: 2, Amount: tiger * 2 },
        { FoodName: 'Coca-Cola', Price: cola, Quantity: 1, Amount: cola },
      ],
    });
    await vi.waitFor(() => expect(f.published).toEqual([{ type: 'payment_updated' }]));

    expect((await f.currentGuest('201')).FoodCharges).toBe(placed.grandTotal);
    const lines = (
      await f.call('GET', `/guest-food-orders?roomNumber=201&guestID=${guestId}`)
    ).json<FoodOrder[]>();
    expect(lines).toMatchObject([
      { FoodName: 'Tiger can', Quantity: 2, ReceiptNumber: placed.receiptNumber },
      { FoodName: 'Coca-Cola', Quantity: 1, ReceiptNumber: placed.receiptNumber },
    ]);
    const records = (await f.call('GET', '/food-revenue/date/2026-11-22')).json<
      FoodRevenueRecord[]
    >();
    expect(records[0]).toMatchObject({
      RoomNumber: '201',
      TotalAmount: placed.grandTotal,
      PaymentMethod: 'kpay',
      ReceiptNumber: placed.receiptNumber,
      Items: [{ FoodName: 'Tiger can' }, { FoodName: 'Coca-Cola' }],
    });
    // The record's lines, read as one JSON array with the record, answer exactly as the lines do.
    expect(JSON.stringify(records[0]!.Items)).toBe(JSON.stringify(lines));
    const online = (await f.call('GET', '/food-revenue?date=2026-11-22&paymentType=online')).json();
    expect(online['food-revenue']).toBe(placed.grandTotal);
    const after = await stock();
    expect(after['Tiger can']).toBe(stockBefore['Tiger can'] + 2);
    expect(after['Coca-Cola']).toBe(stockBefore['Coca-Cola'] + 1);
    expect(after['Heineken can']).toBe(stockBefore['Heineken can']);
  });

  it('is done once under one Idempotency-Key, also when the retries come at once', async () => {
    const guestId = await f.guestIn('202');
    const before = await rows();
    const first = await f.call('POST', '/food-orders', order(guestId, '202'), { key: 'order-1' });
    const again = await f.call('POST', '/food-orders', order(guestId, '202'), { key: 'order-1' });
    expect(again.json()).toEqual(first.json());
    const together = await Promise.all(
      [1, 2, 3].map(() =>
        f.call('POST', '/food-orders', order(guestId, '202'), { key: 'order-2' }),
      ),
    );
    expect(together.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(together.map((r) => r.json<PlacedFoodOrder>().receiptNumber)).size).toBe(1);
    expect(await rows()).toEqual({ lines: before.lines + 4, records: before.records + 2 });
    expect((await f.currentGuest('202')).FoodCharges).toBe(
      first.json<PlacedFoodOrder>().grandTotal * 2,
    );
    const other = await f.call('POST', '/food-orders', order(guestId, '202', { taxRate: 0 }), {
      key: 'order-1',
    });
    expect(other.statusCode).toBe(422);
  });

  it("refuses another hotel's guest (404), a guest who left or another room (409), nothing written", async () => {
    const sweGuest = await f.guestIn('203', 'swe');
    const leaving = await f.guestIn('203');
    expect((await f.call('PUT', '/guests/checkout/203')).statusCode).toBe(200);
    const staying = await f.guestIn('204');
    const before = await rows();
    const cases: [Record<string, unknown>, number][] = [
      [order(sweGuest, '203'), 404],
      [order(leaving, '203'), 409],
      [order(staying, '205'), 409],
      [order(999_999, '204'), 404],
    ];
    for (const [body, status] of cases) {
      const response = await f.call('POST', '/food-orders', body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await rows()).toEqual(before);
    expect((await f.currentGuest('204')).FoodCharges).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no items', { items: [] }, 'Please add items to your order'],
    ['no payment method', { paymentMethod: undefined }, 'Please select a payment method'],
    ['quantity 0', { items: [{ menuItemId: 1, quantity: 0 }] }, 'Quantity must be at least 1'],
    ['a tax rate of 101', { taxRate: 101 }, 'Tax rate must be a number from 0 to 100'],
  ])('%s -> 400 %s', async (_case, change, message) => {
    const before = await rows();
    const response = await f.call('POST', '/food-orders', order(1, '101', change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    expect(await rows()).toEqual(before);
  });
});

describe('POST /create-food-order (one line, SPEC shape)', () => {
  it("records the line at its OrderTime and charges the guest's food", async () => {
    const guestId = await f.guestIn('205');
    const response = await f.call('POST', '/create-food-order', {
      GuestID: guestId,
      RoomNumber: '205',
      FoodName: 'Heineken can',
      Price: 4000,
      Quantity: 3,
      OrderTime: '2026-11-22 13:00:00',
      PaymentMethod: 'cash',
      ServiceCharges: 120,
      TaxCharges: 600.5,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<FoodOrder>()).toEqual({
      ID: expect.any(Number),
      GuestID: guestId,
      RoomNumber: '205',
      FoodName: 'Heineken can',
      Price: 4000,
      Quantity: 3,
      OrderTime: '2026-11-22T06:30:00.000Z',
      PaymentMethod: 'cash',
      ServiceCharges: 120,
      TaxCharges: 600.5,
      ReceiptNumber: expect.stringMatching(/^AURFOOD20261122\d{4}$/),
    });
    expect((await f.currentGuest('205')).FoodCharges).toBe(12720.5);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no guest', { GuestID: undefined }, 'GuestID'],
    ['quantity 0', { Quantity: 0 }, 'Quantity'],
    ['a blank name', { FoodName: ' ' }, 'FoodName'],
    ['a malformed receipt number', { ReceiptNumber: 'AUR-1' }, 'ReceiptNumber'],
  ])('%s -> 400 naming %s, nothing written', async (_case, change, field) => {
    const before = await rows();
    const response = await f.call('POST', '/create-food-order', {
      GuestID: (await f.currentGuest('205')).ID,
      RoomNumber: '205',
      FoodName: 'Tea',
      Price: 500,
      Quantity: 1,
      PaymentMethod: 'cash',
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await rows()).toEqual(before);
  });
});

describe('GET /guest-food-orders', () => {
  it('an unknown guest, or one of another hotel, is an empty list', async () => {
    const sweGuest = await f.guestIn('101', 'swe');
    for (const id of [999_999, sweGuest]) {
      const response = await f.call('GET', `/guest-food-orders?roomNumber=101&guestID=${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });
});

describe('GET /drink-stock-summary', () => {
  it('counts the chosen days (hotel dates, both included), 0 for drinks not ordered', async () => {
    const summary = await stock('?start=2026-11-22&end=2026-11-22');
    expect(Object.keys(summary).sort()).toEqual([...Object.keys(summary)].sort());
    expect(summary['Heineken can']).toBe(3);
    expect(summary.REDBULL).toBe(0);
    expect(await stock('?start=2026-11-20&end=2026-11-21')).toMatchObject({
      'Tiger can': 0,
      'Heineken can': 0,
    });
    // An ISO instant counts as its hotel date: 18:00 UTC on the 21st is the 22nd in Yangon.
    expect((await stock('?start=2026-11-21T18:00:00.000Z'))['Heineken can']).toBe(3);
  });

  it('refuses an end before the start', async () => {
    const response = await f.call('GET', '/drink-stock-summary?start=2026-11-22&end=2026-11-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('start must be on or before end');
  });
});
