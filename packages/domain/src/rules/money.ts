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
