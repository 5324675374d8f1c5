import { englishDisplay, formatDigits, type DisplayLocale } from './display-locale.ts';

/**
 * Month and weekday names, and the calendar's labels (the date pickers' headers, year and month
 * grids, day numbers), in the chosen language and digits. Both languages' names are CLDR's, kept
 * here as lists: browsers ship Intl without Burmese names (Chromium answers 'Monday, November' for
 * my-MM), and making the English ones with Intl.DateTimeFormat when the module loaded cost a desk
 * about 35 ms of every start on a slow tablet (ADR 055). The tests check both against Node's full
 * ICU. The digits always come from Intl (formatDigits).
 */

/** CLDR 'en' weekdays (format, wide), Sunday first, as Date.getUTCDay() counts. */
export const englishWeekdays: readonly string[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
/** CLDR 'en' months (format, wide). */
export const englishMonths: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** CLDR 'en' months (format, abbreviated). */
export const englishShortMonths: readonly string[] = englishMonths.map((name) => name.slice(0, 3));

/** CLDR 'my' weekdays (format, wide), Sunday first. */
export const burmeseWeekdays: readonly string[] = [
  'တနင်္ဂနွေ',
  'တနင်္လာ',
  'အင်္ဂါ',
  'ဗုဒ္ဓဟူး',
  'ကြာသပတေး',
  'သောကြာ',
  'စနေ',
];
/** CLDR 'my' months (format, wide). */
export const burmeseMonths: readonly string[] = [
  'ဇန်နဝါရီ',
  'ဖေဖော်ဝါရီ',
  'မတ်',
  'ဧပြီ',
  'မေ',
  'ဇွန်',
  'ဇူလိုင်',
  'ဩဂုတ်',
  'စက်တင်ဘာ',
  'အောက်တိုဘာ',
  'နိုဝင်ဘာ',
  'ဒီဇင်ဘာ',
];
/** CLDR 'my' months (format, abbreviated). */
export const burmeseShortMonths: readonly string[] = [
  'ဇန်',
  'ဖေ',
  'မတ်',
  'ဧ',
  'မေ',
  'ဇွန်',
  'ဇူ',
  'ဩ',
  'စက်',
  'အောက်',
  'နို',
  'ဒီ',
];

/** A month (1-12) by name: 'November' / 'နိုဝင်ဘာ'; `short`: 'Nov' / 'နို'. */
export const monthName = (
  month: number,
  display: DisplayLocale = englishDisplay,
  width: 'long' | 'short' = 'long',
): string => {
  const names =
    display.language === 'my'
      ? width === 'long'
        ? burmeseMonths
        : burmeseShortMonths
      : width === 'long'
        ? englishMonths
        : englishShortMonths;
  return names[month - 1] ?? '';
};

const partsOf = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return { year, month, day };
};

/** A year as the calendars show it: '2026' / '၂၀၂၆'. */
export const formatYear = (year: number, display: DisplayLocale = englishDisplay): string =>
  formatDigits(year, 4, display);

/** The day of the month of a yyyy-mm-dd date, as a calendar's day cell shows it: '5' / '၅'. */
export const formatDayOfMonth = (date: string, display: DisplayLocale = englishDisplay): string =>
  formatDigits(partsOf(date).day, 1, display);

/** A calendar's month header: 'November 2026' / 'နိုဝင်ဘာ ၂၀၂၆'. */
export const formatMonthYear = (date: string, display: DisplayLocale = englishDisplay): string => {
  const { year, month } = partsOf(date);
  return `${monthName(month, display)} ${formatYear(year, display)}`;
};

/** A day spelled out, as a calendar names its day cells: '5 November 2026' / '၅ နိုဝင်ဘာ ၂၀၂၆'. */
export const formatLongDate = (date: string, display: DisplayLocale = englishDisplay): string => {
  const { year, month, day } = partsOf(date);
  return `${formatDigits(day, 1, display)} ${monthName(month, display)} ${formatYear(year, display)}`;
};

/** A wall-clock time 'hh:mm' (24-hour) in the chosen digits: '14:30' / '၁၄:၃၀'. */
export const formatClockTime = (time: string, display: DisplayLocale = englishDisplay): string => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  return `${formatDigits(Number(match[1]), 2, display)}:${formatDigits(Number(match[2]), 2, display)}`;
};
