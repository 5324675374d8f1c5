import type { FieldError } from '../contract/errors.ts';

/**
 * Every amount the hotel stores lands in a numeric(14,2) column: 12 digits before the point.
 * An amount from 10^12 up cannot be stored (the database refuses it), so the server checks each
 * one, running totals included (a guest's charges after adding, an order's total), before
 * writing: the desk gets a 400 naming the amount, never a 500.
 */
export const moneyColumnLimit = 1_000_000_000_000;

/** The largest amount a money column holds, as the messages write it. */
export const largestStoredAmount = '999,999,999,999.99';

/** True when the amount (kyat) fits the money column, sign aside. */
export const fitsMoneyColumn = (kyat: number): boolean =>
  Number.isFinite(kyat) && Math.abs(kyat) < moneyColumnLimit;

export const moneyTooLargeMessage = (label: string): string =>
  `${label} is too large to record (at most ${largestStoredAmount} Ks)`;

/**
 * The amounts (field name to kyat) that do not fit the money column, each with its message;
 * empty when every amount fits. The label defaults to the field name.
 */
export const moneyColumnProblems = (
  amounts: Readonly<Record<string, number>>,
  labels: Readonly<Record<string, string>> = {},
): FieldError[] =>
  Object.entries(amounts)
    .filter(([, kyat]) => !fitsMoneyColumn(kyat))
    .map(([field]) => ({ field, message: moneyTooLargeMessage(labels[field] ?? field) }));
