/**
 * Money is exact: amounts are carried as integer hundredths of a kyat while computed, and as JSON
 * numbers with at most two decimals on the wire.
 */
export type Hundredths = number & { readonly __brand: 'Hundredths' };

export const toHundredths = (kyat: number): Hundredths => Math.round(kyat * 100) as Hundredths;
export const fromHundredths = (hundredths: Hundredths): number => hundredths / 100;

/** Sum kyat amounts without float drift. */
export const sumKyat = (amounts: readonly number[]): number =>
  fromHundredths(amounts.reduce((total, a) => total + toHundredths(a), 0) as Hundredths);

/** '40,000 Ks' */
export const formatKyat = (kyat: number): string =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(kyat)} Ks`;

/** Incomes: negative red with a minus sign, otherwise green with a plus sign. */
export const formatSignedKyat = (kyat: number): string =>
  `${kyat < 0 ? '-' : '+'}${formatKyat(Math.abs(kyat))}`;
