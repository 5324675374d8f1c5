import {
  englishDisplay,
  formatNumber,
  type DisplayLanguage,
  type DisplayLocale,
} from './display-locale.ts';

/**
 * Money is exact: amounts are carried as integer hundredths of a kyat while computed, and as JSON
 * numbers with at most two decimals on the wire.
 */
export type Hundredths = number & { readonly __brand: 'Hundredths' };

export const toHundredths = (kyat: number): Hundredths => Math.round(kyat * 100) as Hundredths;
export const fromHundredths = (hundredths: Hundredths): number => hundredths / 100;

/**
 * The one rounding rule of the hotel (ADR 029): a percentage of an amount is computed on integer
 * hundredths of a kyat with the rate in hundredths of a percent (1.15 % -> 115), exactly (BigInt,
 * so numeric(14,2) amounts never lose a digit), and rounded half-up to the hundredth of a kyat
 * (half away from zero for a negative amount). 30 Ks at 1.15 % is 0.345 -> 0.35 Ks.
 */
export const percentOfHundredths = (amount: Hundredths, rate: number): Hundredths => {
  const product = BigInt(amount) * BigInt(Math.round(rate * 100));
  const negative = product < 0n;
  const rounded = ((negative ? -product : product) + 5_000n) / 10_000n;
  return Number(negative ? -rounded : rounded) as Hundredths;
};

/** percentOfHundredths for kyat amounts: the percent of `kyat`, rounded by the one rule. */
export const percentOfKyat = (kyat: number, rate: number): number =>
  fromHundredths(percentOfHundredths(toHundredths(kyat), rate));

/**
 * Shares `total` (hundredths, >= 0) over parts in proportion to their weights (hundredths, >= 0)
 * by the largest remainder: the shares add up to exactly the total, each is within a hundredth of
 * its exact share, and a share never exceeds its weight when the total does not exceed their sum.
 * Equal remainders go to the earlier part. All weights 0: nothing is shared (all shares 0).
 */
export const shareByLargestRemainder = (
  total: Hundredths,
  weights: readonly Hundredths[],
): Hundredths[] => {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) return weights.map(() => 0 as Hundredths);
  return apportion(
    total,
    weights.map((w) => BigInt(total) * BigInt(w)),
    sum,
  );
};

/**
 * Shares `total` (a percent of the amounts' sum, percentOfHundredths) over the amounts by their
 * own exact percents: each share is within a hundredth of its amount's exact percent, and the
 * shares add up to exactly the total (its rounding goes to the largest remainders). Shared in
 * proportion to the amounts instead, a line could be off its own percent by the total's rounding
 * too (0.015 Ks; issue 49's property test found it).
 */
export const shareOfPercent = (
  total: Hundredths,
  amounts: readonly Hundredths[],
  rate: number,
): Hundredths[] => {
  const rateHundredths = BigInt(Math.round(rate * 100));
  return apportion(
    total,
    amounts.map((a) => BigInt(a) * rateHundredths),
    10_000n,
  );
};

/**
 * The largest remainder method: each part's quota is numerator / denominator; each gets its
 * floor, and what is left of `total` goes one hundredth at a time to the largest remainders
 * (equal ones to the earlier part).
 */
const apportion = (
  total: Hundredths,
  numerators: readonly bigint[],
  denominator: bigint,
): Hundredths[] => {
  const shares = numerators.map((n) => n / denominator);
  let left = BigInt(total) - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = numerators
    .map((n, index) => ({ index, remainder: n % denominator }))
    .sort((a, b) =>
      b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index,
    );
  for (const { index, remainder } of byRemainder) {
    if (left <= 0n || remainder === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((s) => Number(s) as Hundredths);
};

/** Sum kyat amounts without float drift. */
export const sumKyat = (amounts: readonly number[]): number =>
  fromHundredths(amounts.reduce((total, a) => total + toHundredths(a), 0) as Hundredths);

const kyatSuffixes: Record<DisplayLanguage, string> = { en: 'Ks', my: 'ကျပ်' };

/** The word after an amount: 'Ks', in Burmese 'ကျပ်' (amounts shown and amount fields). */
export const kyatSuffix = (language: DisplayLanguage): string => kyatSuffixes[language];

/** '40,000 Ks'; in Burmese '40,000 ကျပ်' or '၄၀,၀၀၀ ကျပ်' with Myanmar digits. */
export const formatKyat = (kyat: number, display: DisplayLocale = englishDisplay): string =>
  `${formatNumber(kyat, display)} ${kyatSuffix(display.language)}`;

/** Incomes: negative red with a minus sign, otherwise green with a plus sign. */
export const formatSignedKyat = (kyat: number, display: DisplayLocale = englishDisplay): string =>
  `${kyat < 0 ? '-' : '+'}${formatKyat(Math.abs(kyat), display)}`;
