import { describe, expect, it } from 'vitest';
import {
  burmeseMonths,
  burmeseShortMonths,
  burmeseWeekdays,
  englishMonths,
  englishShortMonths,
  englishWeekdays,
} from './calendar-names.ts';

/** What Node's full ICU names, the browsers' source for English (1 January 2023 was a Sunday). */
const intlNames = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return options.weekday
    ? Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, i + 1))))
    : Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2023, i, 15))));
};

describe('calendar names are CLDR', () => {
  it.each([
    ['English weekdays', englishWeekdays, 'en-US', { weekday: 'long' }],
    ['English months', englishMonths, 'en-US', { month: 'long' }],
    ['English short months', englishShortMonths, 'en-US', { month: 'short' }],
    ['Burmese weekdays', burmeseWeekdays, 'my-MM', { weekday: 'long' }],
    ['Burmese months', burmeseMonths, 'my-MM', { month: 'long' }],
    ['Burmese short months', burmeseShortMonths, 'my-MM', { month: 'short' }],
  ] as const)('%s', (_, names, locale, options) => {
    expect(names).toEqual(intlNames(locale, options));
  });

  it('spells out the hand-checked ones', () => {
    expect(englishWeekdays[0]).toBe('Sunday');
    expect(englishShortMonths[8]).toBe('Sep');
    expect(burmeseMonths[10]).toBe('နိုဝင်ဘာ');
  });
});
