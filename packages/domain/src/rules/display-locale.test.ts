import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDisplayDate, formatDisplayDateTime, formatTopBarDate } from './dates.ts';
import {
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
    }
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
