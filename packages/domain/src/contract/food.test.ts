import { describe, expect, it } from 'vitest';
import {
  createFoodOrderSchema,
  createFoodRevenueSchema,
  drinkStockSummaryQuerySchema,
  menuItemInputSchema,
  placeFoodOrderSchema,
} from './food.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('menu item', () => {
  it('trims the name and keeps the price', () => {
    expect(menuItemInputSchema.parse({ FoodName: '  Fried Rice ', FoodPrice: 5000 })).toEqual({
      FoodName: 'Fried Rice',
      FoodPrice: 5000,
    });
  });

  it.each([
    [{ FoodName: '   ', FoodPrice: 5000 }, 'FoodName is required'],
    [{ FoodName: 'Tea' }, 'FoodPrice is required'],
    [{ FoodName: 'Tea', FoodPrice: -1 }, 'FoodPrice cannot be negative'],
    [{ FoodName: 'Tea', FoodPrice: '500' }, 'FoodPrice must be a number'],
  ])('refuses %j', (input, message) => {
    expect(messages(menuItemInputSchema.safeParse(input))).toContain(message);
  });
});

describe('create-food-order', () => {
  const line = {
    GuestID: 4,
    RoomNumber: '101',
    FoodName: 'Tiger can',
    Price: 3500,
    Quantity: 2,
    OrderTime: '2026-11-22 19:05:00',
    PaymentMethod: 'kpay',
    ServiceCharges: 350,
    TaxCharges: 175.5,
    ReceiptNumber: 'AURFOOD202611220001',
  };

  it('reads the SPEC shape, OrderTime as the hotel wall clock', () => {
    expect(createFoodOrderSchema.parse(line)).toEqual({
      ...line,
      OrderTime: '2026-11-22T19:05:00.000Z',
    });
  });

  it.each([
    [{ Quantity: 0 }, 'Quantity must be at least 1'],
    [{ OrderTime: '22/11/2026 19:05' }, 'OrderTime must be a time written yyyy-mm-dd hh:mm:ss'],
    [{ PaymentMethod: 'visa' }, 'PaymentMethod must be one of: cash, kpay, ayapay, wavepay'],
    [{ Price: 1.234 }, 'Price can have at most 2 decimals'],
  ])('refuses %j', (change, message) => {
    expect(messages(createFoodOrderSchema.safeParse({ ...line, ...change }))).toContain(message);
  });
});

describe('create-food-revenue', () => {
  it('defaults to no guest and room 0', () => {
    expect(
      createFoodRevenueSchema.parse({ TotalAmount: 12000, PaymentMethod: 'cash' }),
    ).toMatchObject({ GuestID: null, RoomNumber: '0', ReceiptNumber: null });
  });
});

describe('drink stock summary query', () => {
  it('takes dates or ISO instants', () => {
    expect(
      drinkStockSummaryQuerySchema.safeParse({ start: '2026-11-15', end: '2026-11-22T10:00:00Z' })
        .success,
    ).toBe(true);
    expect(messages(drinkStockSummaryQuerySchema.safeParse({ start: 'last week' }))).toEqual([
      'start must be a date yyyy-mm-dd or an ISO time',
    ]);
  });
});

describe('a whole food order', () => {
  it('needs items and a payment method', () => {
    expect(
      messages(placeFoodOrderSchema.safeParse({ guestId: 1, roomNumber: '101', items: [] })),
    ).toEqual(['Please add items to your order', 'Please select a payment method']);
  });
});
