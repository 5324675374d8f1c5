import { addDays, type IsoDate } from './dates.ts';
import { stockSummaryDrinks } from './menu.ts';
import { fromHundredths, toHundredths, type Hundredths } from './money.ts';
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

/** A rate 0-100 with two decimals as whole hundredths of a percent (7.5 -> 750). */
const rateHundredths = (rate: number) => Math.round(rate * 100);

/** Percent of an amount in hundredths of a kyat, rounded half-up to the hundredth (integer math). */
const percentHundredths = (amount: Hundredths, rate: number): number =>
  Math.round((amount * rateHundredths(rate)) / 10_000);

/**
 * Shares `total` (hundredths) between lines in proportion to their amounts (largest remainder):
 * the shares add up to exactly the total and each is within a hundredth of its exact share.
 */
const shareByAmount = (amounts: readonly Hundredths[], rate: number, total: number): number[] => {
  const exact = amounts.map((amount) => amount * rateHundredths(rate));
  const floors = exact.map((e) => Math.floor(e / 10_000));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, index) => ({ index, remainder: e % 10_000 }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const shares = [...floors];
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
};

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
  const taxTotal = percentHundredths(subtotal, tax);
  const serviceTotal = percentHundredths(subtotal, service);
  const taxShares = shareByAmount(amounts, tax, taxTotal);
  const serviceShares = shareByAmount(amounts, service, serviceTotal);
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
    tax: fromHundredths(taxTotal as Hundredths),
    service: fromHundredths(serviceTotal as Hundredths),
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
