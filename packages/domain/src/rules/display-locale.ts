/**
 * How numbers, amounts and dates are shown to a person: the app's language and the digits the
 * desk chose (Latin 0-9 or Myanmar ၀-၉). Every digit goes through Intl, never a digit table, so
 * the separators and the digits are the ones the platform's CLDR data gives for the locale.
 */
export type DisplayLanguage = 'en' | 'my';
export type DisplayDigits = 'latn' | 'mymr';

export interface DisplayLocale {
  language: DisplayLanguage;
  digits: DisplayDigits;
}

/** English with Latin digits: exactly the texts of SPEC.md. */
export const englishDisplay: DisplayLocale = { language: 'en', digits: 'latn' };

export const displayLanguages: readonly DisplayLanguage[] = ['en', 'my'];
export const displayDigits: readonly DisplayDigits[] = ['latn', 'mymr'];

export const isDisplayLanguage = (value: unknown): value is DisplayLanguage =>
  displayLanguages.includes(value as DisplayLanguage);
export const isDisplayDigits = (value: unknown): value is DisplayDigits =>
  displayDigits.includes(value as DisplayDigits);

/** The BCP 47 tag Intl formats with: Burmese is my-MM. */
export const intlLocale = (language: DisplayLanguage): string =>
  language === 'my' ? 'my-MM' : 'en-US';

/**
 * The BCP 47 tag of a choice, its digits as a Unicode extension: 'my-MM-u-nu-mymr',
 * 'en-US-u-nu-latn'. The web sends it as Accept-Language, so the server answers numbers in the
 * same digits, and gives it to the date pickers as their locale.
 */
export const displayLocaleTag = (display: DisplayLocale): string =>
  `${intlLocale(display.language)}-u-nu-${display.digits}`;

/** The digits a BCP 47 tag asks for (its -u-nu- extension), when they are ones the app shows. */
export const digitsOfTag = (tag: string): DisplayDigits | undefined => {
  try {
    const { numberingSystem } = new Intl.Locale(tag);
    return isDisplayDigits(numberingSystem) ? numberingSystem : undefined;
  } catch {
    return undefined; // Not a well-formed tag.
  }
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (
  display: DisplayLocale,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat => {
  const key = `${display.language}|${display.digits}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(display.language), {
      ...options,
      numberingSystem: display.digits,
    });
    numberFormats.set(key, format);
  }
  return format;
};

/** A count or amount with thousands separators and at most two decimals: '1,234' / '၁,၂၃၄'. */
export const formatNumber = (value: number, display: DisplayLocale = englishDisplay): string =>
  numberFormat(display, { maximumFractionDigits: 2 }).format(value);

/** A fixed-width number without separators, for dates and clocks: 7 -> '07' / '၀၇'. */
export const formatDigits = (
  value: number,
  width: number,
  display: DisplayLocale = englishDisplay,
): string =>
  numberFormat(display, { minimumIntegerDigits: width, useGrouping: false }).format(value);

// The numbering systems whose digits a person may type here; each digit's value is read back
// from Intl (the digit Intl writes for 0..9), so no digit is listed by hand.
const typedNumberingSystems = ['latn', 'mymr', 'mymrshan'] as const;
let digitValues: Map<string, string> | undefined;
const digitValueOf = (digit: string): string | undefined => {
  if (!digitValues) {
    digitValues = new Map();
    for (const numberingSystem of typedNumberingSystems) {
      let format: Intl.NumberFormat;
      try {
        format = new Intl.NumberFormat('en-US', { numberingSystem, useGrouping: false });
      } catch {
        continue; // A numbering system this platform's Intl does not know.
      }
      for (let value = 0; value <= 9; value += 1) {
        digitValues.set(format.format(value), String(value));
      }
    }
  }
  return digitValues.get(digit);
};

/**
 * Any decimal digit (Unicode category Nd) a person typed, e.g. Myanmar '၁၂၀၀၀', as the Latin
 * digit of the same value, so '၁၂၀၀၀' parses as 12000. Other characters are left as they are.
 */
export const normaliseDigits = (text: string): string =>
  text.replace(/\p{Nd}/gu, (digit) => digitValueOf(digit) ?? digit);
