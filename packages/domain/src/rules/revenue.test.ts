import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foodRecordEntry,
  foodRevenueEntries,
  revenueSummary,
  revenueTotal,
  roomRevenueEntries,
  type RevenueEntry,
} from './revenue.ts';

const entry = (ID: number, change: Partial<RevenueEntry>): RevenueEntry => ({
  ID,
  Type: 'electricity',
  RoomNumber: '0',
  Amount: 1000,
  RevenueType: '',
  PaymentMethod: 'cash',
  CreatedAt: `2026-11-22T0${ID}:00:00.000Z`,
  ...change,
});

const incomes = [
  entry(1, { Type: 'checked-in', RoomNumber: '101', Amount: 40000, RevenueType: 'revenue' }),
  entry(2, { Amount: -15000 }),
  entry(3, { Type: 'extend', Amount: 30000, RevenueType: 'revenue', PaymentMethod: 'kpay' }),
  entry(4, { Type: 'guest-food', Amount: 2500.5, RevenueType: 'food-revenue' }),
  entry(5, {
    Type: 'employee-food',
    Amount: -1000,
    RevenueType: 'food-revenue',
    PaymentMethod: 'wavepay',
  }),
];
const food = [
  entry(6, { Type: 'food', RoomNumber: '102', Amount: 12000, RevenueType: 'food-revenue' }),
  entry(7, { Type: 'food', Amount: 8000.25, RevenueType: 'food-revenue', PaymentMethod: 'ayapay' }),
];
const ids = (entries: RevenueEntry[]) => entries.map((e) => e.ID);

describe('revenue lists', () => {
  it('a food revenue record is a food line of its total', () => {
    expect(
      foodRecordEntry({
        ID: 3,
        RoomNumber: '102',
        TotalAmount: 12600.5,
        PaymentMethod: 'kpay',
        CreatedAt: '2026-11-22T05:00:00.000Z',
      }),
    ).toEqual({
      ID: 3,
      Type: 'food',
      RoomNumber: '102',
      Amount: 12600.5,
      RevenueType: 'food-revenue',
      PaymentMethod: 'kpay',
      CreatedAt: '2026-11-22T05:00:00.000Z',
      FoodRecord: true,
    });
  });

  it.each([
    ['cash', [2, 1], 25000],
    ['online', [3], 30000],
  ] as const)('room revenue, %s: entries %j totalling %d', (filter, expected, total) => {
    const room = roomRevenueEntries(incomes, filter);
    expect(ids(room)).toEqual(expected);
    expect(revenueTotal(room)).toBe(total);
  });

  it.each([
    ['cash', [6, 4], 14500.5],
    ['online', [7, 5], 7000.25],
  ] as const)('food revenue, %s: entries %j totalling %d', (filter, expected, total) => {
    const list = foodRevenueEntries(food, incomes, filter);
    expect(ids(list)).toEqual(expected);
    expect(revenueTotal(list)).toBe(total);
  });

  it('the summary adds room and food to the pya', () => {
    expect(
      revenueSummary(
        roomRevenueEntries(incomes, 'cash'),
        foodRevenueEntries(food, incomes, 'cash'),
      ),
    ).toEqual({ roomRevenue: 25000, foodRevenue: 14500.5, total: 39500.5 });
  });

  it('cash + online = every entry, to the pya, whatever the amounts and methods', () => {
    const arbitraryEntry = fc.record({
      ID: fc.integer({ min: 1, max: 1000 }),
      Type: fc.constant('x'),
      RoomNumber: fc.constant('0'),
      Amount: fc.integer({ min: -10_000_000, max: 10_000_000 }).map((h) => h / 100),
      RevenueType: fc.constantFrom('revenue', '', 'food-revenue'),
      PaymentMethod: fc.constantFrom('cash', 'kpay', 'ayapay', 'wavepay'),
      CreatedAt: fc.constant('2026-11-22T05:00:00.000Z'),
    });
    fc.assert(
      fc.property(fc.array(arbitraryEntry), fc.array(arbitraryEntry), (inc, fd) => {
        const all = (filter: 'cash' | 'online') =>
          revenueSummary(roomRevenueEntries(inc, filter), foodRevenueEntries(fd, inc, filter));
        const cash = all('cash');
        const online = all('online');
        const everything = revenueTotal([...inc, ...fd]);
        expect(Math.round((cash.total + online.total) * 100)).toBe(Math.round(everything * 100));
      }),
    );
  });
});
