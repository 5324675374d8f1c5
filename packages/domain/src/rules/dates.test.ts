import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  businessDate,
  businessDayBounds,
  formatDisplayDate,
  formatHotelClockTime,
  formatTopBarDate,
  intlZonedParts,
  isIsoDate,
  zonedInstant,
  zonedParts,
} from './dates.ts';

const yangon = 'Asia/Yangon';

describe('businessDate in the hotel time zone (UTC+06:30)', () => {
  it.each([
    ['2026-11-21T17:29:59Z', '2026-11-21'], // 23:59:59 in Yangon
    ['2026-11-21T17:30:00Z', '2026-11-22'], // midnight in Yangon
    ['2026-12-31T18:00:00Z', '2027-01-01'],
    ['2026-11-21T00:00:00Z', '2026-11-21'], // 06:30 in Yangon
  ])('%s is %s', (instant, date) => {
    expect(businessDate(new Date(instant), yangon)).toBe(date);
  });
});

describe("the hotel's wall clock read without ICU (Asia/Yangon, +06:30 since May 1945)", () => {
  it.each([
    [
      '2026-11-21T17:29:59Z',
      { year: 2026, month: 11, day: 21, hour: 23, minute: 59, second: 59, weekday: 'Saturday' },
    ],
    [
      '2026-11-21T17:30:00Z',
      { year: 2026, month: 11, day: 22, hour: 0, minute: 0, second: 0, weekday: 'Sunday' },
    ],
    [
      '2028-02-28T18:15:00Z',
      { year: 2028, month: 2, day: 29, hour: 0, minute: 45, second: 0, weekday: 'Tuesday' },
    ],
    [
      '1945-05-03T00:00:00Z',
      { year: 1945, month: 5, day: 3, hour: 6, minute: 30, second: 0, weekday: 'Thursday' },
    ],
  ])('%s reads %o', (instant, parts) => {
    expect(zonedParts(new Date(instant), yangon)).toEqual(parts);
  });

  it('reads as ICU does at every instant from May 1945 to the end of 2999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1945, 4, 3), max: Date.UTC(2999, 11, 31, 23, 59, 59) }),
        (ms) => {
          expect(zonedParts(new Date(ms), yangon)).toEqual(intlZonedParts(new Date(ms), yangon));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves earlier instants (+09:00 in 1942-1945) and other zones to ICU', () => {
    const wartime = new Date('1944-01-01T00:00:00Z');
    expect(zonedParts(wartime, yangon)).toMatchObject({ hour: 9, minute: 0 });
    const summer = new Date('2026-07-01T11:00:00Z');
    expect(zonedParts(summer, 'Europe/London')).toMatchObject({ hour: 12, minute: 0 });
    expect(() => zonedParts(new Date(Number.NaN), yangon)).toThrow(RangeError);
  });
});

describe('zonedInstant', () => {
  it.each([
    ['2026-11-22', '12:00', '2026-11-22T05:30:00.000Z'],
    ['2026-11-22', '00:00', '2026-11-21T17:30:00.000Z'],
    ['2026-03-01', '06:30', '2026-03-01T00:00:00.000Z'],
  ])('%s %s in Yangon is %s', (date, time, iso) => {
    expect(zonedInstant(date, time, yangon).toISOString()).toBe(iso);
  });

  it('handles a zone with daylight saving (Europe/London, spring forward)', () => {
    expect(zonedInstant('2026-07-01', '12:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T11:00:00.000Z',
    );
  });

  it('round-trips through businessDate for any day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 23 }),
        (offset, hour) => {
          const date = addDays('2000-01-01', offset);
          const instant = zonedInstant(date, `${String(hour).padStart(2, '0')}:00`, yangon);
          expect(businessDate(instant, yangon)).toBe(date);
        },
      ),
    );
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2026-11-21', 1, '2026-11-22'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-11-21', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['21/11/2026', false],
    ['2026-1-1', false],
    ['2999-12-31', true],
    ['9999-12-31', false], // the day after overflows the calendar
    ['1899-12-31', false],
  ])('isIsoDate(%s) is %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });

  it('bounds a business day at the hotel midnights', () => {
    const { start, end } = businessDayBounds('2026-11-21', yangon);
    expect(start.toISOString()).toBe('2026-11-20T17:30:00.000Z');
    expect(end.toISOString()).toBe('2026-11-21T17:30:00.000Z');
  });

  it('answers the same bounds again, whatever the last caller did with its Dates', () => {
    const first = businessDayBounds('2026-11-21', yangon);
    first.start.setTime(0);
    const again = businessDayBounds('2026-11-21', yangon);
    expect(again.start.toISOString()).toBe('2026-11-20T17:30:00.000Z');
    expect(businessDayBounds('2026-11-21', 'UTC').start.toISOString()).toBe(
      '2026-11-21T00:00:00.000Z',
    );
  });

  it('formats dates for screens', () => {
    expect(formatDisplayDate('2026-11-21')).toBe('21/11/2026');
    expect(formatTopBarDate(new Date('2026-11-21T18:00:00Z'), yangon)).toBe('Sunday, 22/11/2026');
  });
});

describe('formatHotelClockTime', () => {
  it.each([
    ['2026-11-25T07:35:00.000Z', 'latn', '14:05'],
    ['2026-11-25T07:35:00.000Z', 'mymr', '၁၄:၀၅'],
    ['2026-11-25T17:29:59.000Z', 'latn', '23:59'],
    ['2026-11-25T17:30:00.000Z', 'latn', '00:00'],
  ] as const)('%s on the hotel clock in %s digits is %s', (instant, digits, expected) => {
    expect(formatHotelClockTime(new Date(instant), yangon, { language: 'en', digits })).toBe(
      expected,
    );
  });
});
