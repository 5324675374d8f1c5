import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatClockTime,
  formatDayOfMonth,
  formatLongDate,
  formatMonthYear,
  formatYear,
  monthName,
} from './calendar-names.ts';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatTopBarDate,
  parseDisplayDate,
} from './dates.ts';
import {
  digitsOfTag,
  displayLocaleTag,
  englishDisplay,
  formatNumber,
  normaliseDigits,
  type DisplayLocale,
} from './display-locale.ts';
import { formatKyat, formatSignedKyat } from './money.ts';

const burmeseLatin: DisplayLocale = { language: 'my', digits: 'latn' };
const burmeseMyanmar: DisplayLocale = { language: 'my', digits: 'mymr' };
const englishMyanmar: DisplayLocale = { language: 'en', digits: 'mymr' };

describe('amounts in both digit settings', () => {
  it.each([
    [40000, englishDisplay, '40,000 Ks'],
    [1234567.5, englishDisplay, '1,234,567.5 Ks'],
    [0, englishDisplay, '0 Ks'],
    [40000, burmeseLatin, '40,000 ကျပ်'],
    [40000, burmeseMyanmar, '၄၀,၀၀၀ ကျပ်'],
    [1234567.5, burmeseMyanmar, '၁,၂၃၄,၅၆၇.၅ ကျပ်'],
    [12000.25, burmeseMyanmar, '၁၂,၀၀၀.၂၅ ကျပ်'],
    [0, burmeseMyanmar, '၀ ကျပ်'],
    [2500, englishMyanmar, '၂,၅၀၀ Ks'],
  ])('%s shown as %s -> %s', (amount, display, shown) => {
    expect(formatKyat(amount, display)).toBe(shown);
  });

  it.each([
    [-2500, burmeseMyanmar, '-၂,၅၀၀ ကျပ်'],
    [2500, burmeseMyanmar, '+၂,၅၀၀ ကျပ်'],
    [-2500, englishDisplay, '-2,500 Ks'],
  ])('signed %s -> %s', (amount, display, shown) => {
    expect(formatSignedKyat(amount, display)).toBe(shown);
  });

  it('counts keep their digits setting', () => {
    expect(formatNumber(12, burmeseMyanmar)).toBe('၁၂');
    expect(formatNumber(12, burmeseLatin)).toBe('12');
  });
});

describe('dates and times in both digit settings', () => {
  // 2026-11-21 09:05 in Yangon (UTC+06:30), a Saturday.
  const instant = new Date('2026-11-21T02:35:00.000Z');

  it.each([
    [englishDisplay, '21/11/2026', '21/11/2026 09:05'],
    [burmeseLatin, '21/11/2026', '21/11/2026 09:05'],
    [burmeseMyanmar, '၂၁/၁၁/၂၀၂၆', '၂၁/၁၁/၂၀၂၆ ၀၉:၀၅'],
  ])('%o: %s, %s', (display, date, dateTime) => {
    expect(formatDisplayDate('2026-11-21', display)).toBe(date);
    expect(formatDisplayDateTime(instant, 'Asia/Yangon', display)).toBe(dateTime);
  });

  it('the top bar names the weekday and month in Burmese', () => {
    expect(formatTopBarDate(instant, 'Asia/Yangon')).toBe('Saturday, 21/11/2026');
    expect(formatTopBarDate(instant, 'Asia/Yangon', burmeseLatin)).toBe('စနေ၊ 21 နိုဝင်ဘာ 2026');
    expect(formatTopBarDate(instant, 'Asia/Yangon', burmeseMyanmar)).toBe('စနေ၊ ၂၁ နိုဝင်ဘာ ၂၀၂၆');
    // Every weekday and month has its Burmese name, as CLDR (Node's full ICU) writes them.
    for (let day = 0; day < 7; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 4 + day, 6));
      const weekday = new Intl.DateTimeFormat('my-MM', { weekday: 'long', timeZone: 'UTC' });
      expect(formatTopBarDate(date, 'UTC', burmeseLatin)).toContain(weekday.format(date));
    }
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 15));
      const name = new Intl.DateTimeFormat('my-MM', { month: 'long', timeZone: 'UTC' });
      expect(formatTopBarDate(date, 'UTC', burmeseLatin)).toContain(name.format(date));
      const short = new Intl.DateTimeFormat('my-MM', { month: 'short', timeZone: 'UTC' });
      expect(monthName(month + 1, burmeseLatin, 'short')).toBe(short.format(date));
    }
  });
});

// The date fields and their calendars (apps/web/src/i18n/dates-theme.ts).
describe('date fields and calendars in both digit settings', () => {
  it.each([
    [englishDisplay, '05/11/2026', 'November 2026', '5 November 2026', '5', 'Nov', '2026', '09:30'],
    [burmeseLatin, '05/11/2026', 'နိုဝင်ဘာ 2026', '5 နိုဝင်ဘာ 2026', '5', 'နို', '2026', '09:30'],
    [burmeseMyanmar, '၀၅/၁၁/၂၀၂၆', 'နိုဝင်ဘာ ၂၀၂၆', '၅ နိုဝင်ဘာ ၂၀၂၆', '၅', 'နို', '၂၀၂၆', '၀၉:၃၀'],
    [englishMyanmar, '၀၅/၁၁/၂၀၂၆', 'November ၂၀၂၆', '၅ November ၂၀၂၆', '၅', 'Nov', '၂၀၂၆', '၀၉:၃၀'],
  ])('%o', (display, field, header, day, cell, shortMonth, year, time) => {
    expect(formatDisplayDate('2026-11-05', display)).toBe(field);
    expect(formatMonthYear('2026-11-05', display)).toBe(header);
    expect(formatLongDate('2026-11-05', display)).toBe(day);
    expect(formatDayOfMonth('2026-11-05', display)).toBe(cell);
    expect(monthName(11, display, 'short')).toBe(shortMonth);
    expect(formatYear(2026, display)).toBe(year);
    expect(formatClockTime('09:30', display)).toBe(time);
  });

  it('names the months in English as the calendars always did', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(9, englishDisplay, 'short')).toBe('Sep');
    expect(formatMonthYear('2026-08-01', burmeseMyanmar)).toBe('ဩဂုတ် ၂၀၂၆');
  });

  it.each([
    ['25/11/2026', '2026-11-25'],
    ['၂၅/၁၁/၂၀၂၆', '2026-11-25'],
    ['၅/၁၁/၂၀၂၆', '2026-11-05'],
    [' 25/11/၂၀၂၆ ', '2026-11-25'],
    ['၃၁/၀၂/၂၀၂၆', null],
    ['2026-11-25', null],
    ['', null],
  ])('a typed %s reads as %s', (typed, date) => {
    expect(parseDisplayDate(typed)).toBe(date);
  });

  it('every date shown reads back as the same date, in both digit settings', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        fc.constantFrom(englishDisplay, burmeseMyanmar),
        (instant, display) => {
          const date = instant.toISOString().slice(0, 10);
          expect(parseDisplayDate(formatDisplayDate(date, display))).toBe(date);
        },
      ),
    );
  });
});

describe('the locale tag of a choice (Accept-Language, the date pickers)', () => {
  it.each([
    [englishDisplay, 'en-US-u-nu-latn'],
    [burmeseMyanmar, 'my-MM-u-nu-mymr'],
    [burmeseLatin, 'my-MM-u-nu-latn'],
  ])('%o -> %s, and back', (display, tag) => {
    expect(displayLocaleTag(display)).toBe(tag);
    expect(digitsOfTag(tag)).toBe(display.digits);
  });

  it('reads no digits from a tag without them, or with digits the app does not show', () => {
    expect(digitsOfTag('my')).toBeUndefined();
    expect(digitsOfTag('my-MM-u-nu-arab')).toBeUndefined();
    expect(digitsOfTag('not a tag')).toBeUndefined();
  });
});

describe('typed digits', () => {
  it.each([
    ['၁၂၀၀၀', '12000'],
    ['၄၀,၀၀၀', '40,000'],
    ['12၃', '123'],
    ['၂၁/၁၁/၂၀၂၆', '21/11/2026'],
    ['Room ၁၀၁', 'Room 101'],
    ['abc', 'abc'],
  ])('%s reads as %s', (typed, read) => {
    expect(normaliseDigits(typed)).toBe(read);
  });

  it('every number shown in Myanmar digits reads back as the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        const shown = formatNumber(n, burmeseMyanmar);
        expect(Number(normaliseDigits(shown).replaceAll(',', ''))).toBe(n);
      }),
    );
  });
});
