import { addDays, type IsoDate } from './dates.ts';
import { stockSummaryDrinks } from './menu.ts';
import {
  fromHundredths,
  percentOfHundredths,
  shareOfPercent,
  toHundredths,
  type Hundredths,
} from './money.ts';
import { parseRate } from './pricing.ts';

export interface FoodLineInput {
  foodName: string;
  price: number;
  quantity: number;
}

export interface PricedFoodLine extends FoodLineInput {
  /** price x quantity */
  amount: number;
  /** The line's share of the order's tax and service (they add up to the order's). */
  tax: number;
  service: number;
}

export interface FoodOrderTotals {
  lines: PricedFoodLine[];
  taxRate: number;
  serviceRate: number;
  subtotal: number;
  tax: number;
  service: number;
  grandTotal: number;
}

/**
 * An order's amounts (SPEC.md section 9): subtotal = sum of price x quantity; tax = subtotal x
 * tax rate / 100 and service likewise, each rounded to 2 decimals; grand total = subtotal + tax
 * + service. Rates outside 0-100 or unreadable count as parseRate says (empty = 0).
 */
export const foodOrderTotals = (
  lines: readonly FoodLineInput[],
  taxRate: unknown,
  serviceRate: unknown,
): FoodOrderTotals => {
  const tax = parseRate(taxRate);
  const service = parseRate(serviceRate);
  const amounts = lines.map((line) => (toHundredths(line.price) * line.quantity) as Hundredths);
  const subtotal = amounts.reduce((a, b) => a + b, 0) as Hundredths;
  const taxTotal = percentOfHundredths(subtotal, tax);
  const serviceTotal = percentOfHundredths(subtotal, service);
  // Each line carries its part of the order's tax and service: its own percent, the total's
  // rounding to the largest remainders.
  const taxShares = shareOfPercent(taxTotal, amounts, tax);
  const serviceShares = shareOfPercent(serviceTotal, amounts, service);
  return {
    lines: lines.map((line, index) => ({
      ...line,
      amount: fromHundredths(amounts[index] ?? (0 as Hundredths)),
      tax: fromHundredths((taxShares[index] ?? 0) as Hundredths),
      service: fromHundredths((serviceShares[index] ?? 0) as Hundredths),
    })),
    taxRate: tax,
    serviceRate: service,
    subtotal: fromHundredths(subtotal),
    tax: fromHundredths(taxTotal),
    service: fromHundredths(serviceTotal),
    grandTotal: fromHundredths((subtotal + taxTotal + serviceTotal) as Hundredths),
  };
};

/** What one order line charges the guest: price x quantity plus its tax and service. */
export const foodLineCharge = (line: {
  price: number;
  quantity: number;
  tax: number;
  service: number;
}): number =>
  fromHundredths(
    (toHundredths(line.price) * line.quantity +
      toHundredths(line.tax) +
      toHundredths(line.service)) as Hundredths,
  );

/** Menu search (SPEC.md section 9): case-insensitive substring of FoodName; blank finds all. */
export const searchMenu = <T extends { FoodName: string }>(items: readonly T[], query: string) => {
  const needle = query.trim().toLocaleLowerCase();
  return needle
    ? items.filter((item) => item.FoodName.toLocaleLowerCase().includes(needle))
    : [...items];
};

export interface OrderedItem {
  menuItemId: number;
  foodName: string;
  price: number;
  quantity: number;
}

/** Adding a menu item to the order: one more of it, or a new line of 1. */
export const addToOrder = (
  order: readonly OrderedItem[],
  item: { ID: number; FoodName: string; FoodPrice: number },
): OrderedItem[] =>
  order.some((line) => line.menuItemId === item.ID)
    ? order.map((line) =>
        line.menuItemId === item.ID ? { ...line, quantity: line.quantity + 1 } : line,
      )
    : [
        ...order,
        { menuItemId: item.ID, foodName: item.FoodName, price: item.FoodPrice, quantity: 1 },
      ];

/** A new quantity for a line; 0 or below removes it (SPEC.md section 5). */
export const setOrderQuantity = (
  order: readonly OrderedItem[],
  menuItemId: number,
  quantity: number,
): OrderedItem[] =>
  quantity <= 0 || !Number.isFinite(quantity)
    ? order.filter((line) => line.menuItemId !== menuItemId)
    : order.map((line) =>
        line.menuItemId === menuItemId ? { ...line, quantity: Math.floor(quantity) } : line,
      );

/** An order line as the menu stands now; `onMenu` false when its item was taken off the menu. */
export type OrderLineOnMenu = OrderedItem & { onMenu: boolean };

/**
 * The order as the menu now stands (ADR 065): each line takes its item's current name and price,
 * as the server will when it prices the order; a line whose item left the menu keeps what it
 * showed and is marked, so the desk can take it out. Quantities and order never change.
 */
export const orderOnMenu = (
  order: readonly OrderedItem[],
  menu: readonly { ID: number; FoodName: string; FoodPrice: number }[],
): OrderLineOnMenu[] => {
  const items = new Map(menu.map((item) => [item.ID, item]));
  return order.map((line) => {
    const item = items.get(line.menuItemId);
    return item
      ? { ...line, foodName: item.FoodName, price: item.FoodPrice, onMenu: true }
      : { ...line, onMenu: false };
  });
};

export type StockSummaryDrink = (typeof stockSummaryDrinks)[number];

/**
 * The drink counts of the stock summary: every drink of the fixed list, 0 when not ordered.
 * An order line counts for a drink when its name is the drink's, ignoring case and spaces around.
 */
export const drinkStockCounts = (
  ordered: readonly { foodName: string; quantity: number }[],
): Record<StockSummaryDrink, number> => {
  const counts = Object.fromEntries(stockSummaryDrinks.map((drink) => [drink, 0])) as Record<
    StockSummaryDrink,
    number
  >;
  const byKey = new Map(stockSummaryDrinks.map((drink) => [drink.toLowerCase(), drink]));
  for (const line of ordered) {
    const drink = byKey.get(line.foodName.trim().toLowerCase());
    if (drink) counts[drink] += line.quantity;
  }
  return counts;
};

/** The stock summary's default range: 7 days back to today (both days included). */
export const defaultStockSummaryRange = (today: IsoDate): { start: IsoDate; end: IsoDate } => ({
  start: addDays(today, -7),
  end: today,
});
