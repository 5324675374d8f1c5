import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addToOrder,
  defaultStockSummaryRange,
  drinkStockCounts,
  foodLineCharge,
  foodOrderTotals,
  orderOnMenu,
  searchMenu,
  setOrderQuantity,
} from './food-order.ts';
import { toHundredths } from './money.ts';

describe('foodOrderTotals (hand-computed)', () => {
  it.each([
    // lines, tax %, service %, subtotal, tax, service, grand total
    [[[3500, 2]], 0, 0, 7000, 0, 0, 7000],
    [
      [
        [3500, 2],
        [8000, 1],
      ],
      5,
      10,
      15000,
      750,
      1500,
      17250,
    ],
    [[[1234, 1]], 7.5, 0, 1234, 92.55, 0, 1326.55],
    [[[999, 3]], 3.33, 1.11, 2997, 99.8, 33.27, 3130.07],
    [[[1, 1]], 50, 0, 1, 0.5, 0, 1.5],
    [[[0.05, 1]], 10, 0, 0.05, 0.01, 0, 0.06], // 0.005 rounds half-up to 0.01
    [[[2500, 3]], '', 'abc', 7500, 0, 0, 7500], // empty and unreadable rates count as 0
  ])('%j tax %s service %s', (lines, taxRate, serviceRate, subtotal, tax, service, grand) => {
    const totals = foodOrderTotals(
      lines.map(([price, quantity]) => ({ foodName: 'x', price: price!, quantity: quantity! })),
      taxRate,
      serviceRate,
    );
    expect(totals).toMatchObject({ subtotal, tax, service, grandTotal: grand });
  });

  it('shares the tax between lines so that they add up to the order tax', () => {
    const totals = foodOrderTotals(
      [
        { foodName: 'a', price: 1, quantity: 1 },
        { foodName: 'b', price: 1, quantity: 1 },
        { foodName: 'c', price: 1, quantity: 1 },
      ],
      50,
      0,
    );
    // 3 x 0.5 = 1.5: the exact shares are 0.5 each.
    expect(totals.lines.map((l) => l.tax)).toEqual([0.5, 0.5, 0.5]);
    const odd = foodOrderTotals(
      [
        { foodName: 'a', price: 0.01, quantity: 1 },
        { foodName: 'b', price: 0.01, quantity: 1 },
        { foodName: 'c', price: 0.01, quantity: 1 },
      ],
      50,
      0,
    );
    // 0.03 x 50 % = 0.015 -> 0.02, shared 0.01 + 0.01 + 0.
    expect(odd.tax).toBe(0.02);
    expect(odd.lines.map((l) => l.tax)).toEqual([0.01, 0.01, 0]);
  });
});

const lineArb = fc.record({
  foodName: fc.constant('x'),
  price: fc.integer({ min: 0, max: 10_000_000 }).map((h) => h / 100),
  quantity: fc.integer({ min: 1, max: 50 }),
});
const rateArb = fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100);

describe('foodOrderTotals (properties)', () => {
  it('amounts have at most 2 decimals and the grand total adds up', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 20 }),
        rateArb,
        rateArb,
        (lines, t, s) => {
          const totals = foodOrderTotals(lines, t, s);
          for (const n of [totals.subtotal, totals.tax, totals.service, totals.grandTotal]) {
            expect(Number(n.toFixed(2))).toBe(n);
          }
          expect(toHundredths(totals.grandTotal)).toBe(
            toHundredths(totals.subtotal) + toHundredths(totals.tax) + toHundredths(totals.service),
          );
          // Tax is the subtotal's percentage within half a hundredth.
          expect(Math.abs(totals.tax * 100 - totals.subtotal * t)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });

  it("gives each line its own percent within a hundredth, the total's rounding included", () => {
    // The property's counterexample: shared in proportion to the amounts, the last line's tax
    // was 1.5 hundredths off its own 93.83 %.
    const lines = [
      { foodName: 'x', price: 12899.29, quantity: 6 },
      { foodName: 'x', price: 48417.82, quantity: 38 },
      { foodName: 'x', price: 98000.88, quantity: 2 },
      { foodName: 'x', price: 8450.68, quantity: 17 },
    ];
    const totals = foodOrderTotals(lines, 93.83, 0);
    for (const line of totals.lines) {
      const exact = (toHundredths(line.amount) * 93.83) / 100;
      expect(Math.abs(toHundredths(line.tax) - exact)).toBeLessThan(1);
    }
    expect(totals.lines.reduce((sum, line) => sum + toHundredths(line.tax), 0)).toBe(
      toHundredths(totals.tax),
    );
  });

  it("lines' shares add up to the order's tax and service, each within a hundredth", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 20 }),
        rateArb,
        rateArb,
        (lines, t, s) => {
          const totals = foodOrderTotals(lines, t, s);
          const sum = (pick: (l: (typeof totals.lines)[number]) => number) =>
            totals.lines.reduce((a, l) => a + toHundredths(pick(l)), 0);
          expect(sum((l) => l.tax)).toBe(toHundredths(totals.tax));
          expect(sum((l) => l.service)).toBe(toHundredths(totals.service));
          for (const line of totals.lines) {
            const exact = (toHundredths(line.amount) * t) / 100;
            expect(Math.abs(toHundredths(line.tax) - exact)).toBeLessThan(1 + 1e-6);
            expect(line.tax).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

const menu = [
  { ID: 1, FoodName: 'Fried Rice', FoodPrice: 5000 },
  { ID: 2, FoodName: 'Tiger can', FoodPrice: 3500 },
  { ID: 3, FoodName: 'Tiger bottle', FoodPrice: 4500 },
];

describe('foodLineCharge', () => {
  it.each([
    [{ price: 3500, quantity: 2, tax: 0, service: 0 }, 7000],
    [{ price: 0.1, quantity: 3, tax: 0.02, service: 0.01 }, 0.33],
    [{ price: 1234.56, quantity: 1, tax: 92.59, service: 12.35 }, 1339.5],
  ])('%j charges %d', (line, charge) => {
    expect(foodLineCharge(line)).toBe(charge);
  });
});

describe('searchMenu', () => {
  it.each([
    ['', [1, 2, 3]],
    ['  ', [1, 2, 3]],
    ['tiger', [2, 3]],
    ['RICE', [1]],
    ['r b', [3]],
    ['er c', [2]],
    ['noodle', []],
  ])('%j finds %j', (query, ids) => {
    expect(searchMenu(menu, query).map((item) => item.ID)).toEqual(ids);
  });

  it('every result contains the query, ignoring case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), (query) => {
        for (const item of searchMenu(menu, query)) {
          expect(item.FoodName.toLowerCase()).toContain(query.trim().toLowerCase());
        }
      }),
    );
  });
});

describe('order lines', () => {
  it('adds a menu item once, then counts it up', () => {
    const once = addToOrder([], menu[1]!);
    const twice = addToOrder(once, menu[1]!);
    expect(twice).toEqual([{ menuItemId: 2, foodName: 'Tiger can', price: 3500, quantity: 2 }]);
    expect(addToOrder(twice, menu[0]!)).toHaveLength(2);
  });

  it.each([
    [3, [3]],
    [1, [1]],
    [0, []],
    [-2, []],
  ])('quantity %d leaves %j', (quantity, left) => {
    const order = addToOrder([], menu[0]!);
    expect(setOrderQuantity(order, 1, quantity).map((l) => l.quantity)).toEqual(left);
  });
});

describe('orderOnMenu', () => {
  const tigerTwo = { menuItemId: 2, foodName: 'Tiger can', price: 3500, quantity: 2 };
  const riceOne = { menuItemId: 1, foodName: 'Fried Rice', price: 5000, quantity: 1 };
  it.each([
    ['the menu as it was', [tigerTwo], menu, [{ ...tigerTwo, onMenu: true }]],
    [
      'a new price',
      [tigerTwo, riceOne],
      [{ ID: 2, FoodName: 'Tiger can', FoodPrice: 4000 }, menu[0]!],
      [
        { ...tigerTwo, price: 4000, onMenu: true },
        { ...riceOne, onMenu: true },
      ],
    ],
    [
      'a new name',
      [tigerTwo],
      [{ ID: 2, FoodName: 'Tiger (can)', FoodPrice: 3500 }],
      [{ ...tigerTwo, foodName: 'Tiger (can)', onMenu: true }],
    ],
    [
      'an item taken off the menu',
      [riceOne, tigerTwo],
      [menu[0]!],
      [
        { ...riceOne, onMenu: true },
        { ...tigerTwo, onMenu: false },
      ],
    ],
    ['an empty menu', [riceOne], [], [{ ...riceOne, onMenu: false }]],
    ['an empty order', [], menu, []],
  ])('%s', (_, order, current, expected) => {
    expect(orderOnMenu(order, current)).toEqual(expected);
  });

  it('keeps every line and its quantity; a line on the menu has its price', () => {
    const itemArb = fc.record({
      ID: fc.integer({ min: 1, max: 8 }),
      FoodName: fc.string({ minLength: 1, maxLength: 6 }),
      FoodPrice: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(itemArb),
        fc.uniqueArray(itemArb, { selector: (item) => item.ID }),
        (picked, current) => {
          const order = picked.reduce(addToOrder, []);
          const now = orderOnMenu(order, current);
          expect(now.map((l) => [l.menuItemId, l.quantity])).toEqual(
            order.map((l) => [l.menuItemId, l.quantity]),
          );
          for (const line of now) {
            const item = current.find((i) => i.ID === line.menuItemId);
            expect(line.onMenu).toBe(item !== undefined);
            if (item) expect(line.price).toBe(item.FoodPrice);
          }
        },
      ),
    );
  });
});

describe('drinkStockCounts', () => {
  it('counts every drink of the list, 0 when none, matching names loosely', () => {
    expect(
      drinkStockCounts([
        { foodName: 'Tiger can', quantity: 2 },
        { foodName: ' tiger CAN ', quantity: 1 },
        { foodName: 'Coca-Cola', quantity: 4 },
        { foodName: 'Fried Rice', quantity: 9 },
      ]),
    ).toEqual({
      'Myanmar Beer can': 0,
      'Tiger can': 3,
      'Heineken can': 0,
      'ABC can': 0,
      'Coca-Cola': 4,
      REDBULL: 0,
      'Tiger bottle': 0,
      'ABC bottle': 0,
    });
  });
});

describe('defaultStockSummaryRange', () => {
  it('is 7 days back to today', () => {
    expect(defaultStockSummaryRange('2026-03-03')).toEqual({
      start: '2026-02-24',
      end: '2026-03-03',
    });
  });
});
