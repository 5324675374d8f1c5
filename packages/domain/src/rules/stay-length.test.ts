import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, zonedInstant } from './dates.ts';
import {
  arrivalNight,
  checkInNightsOfDates,
  checkoutAtNoon,
  countNights,
  isEarlyArrival,
  nightsFromDates,
  reservationCheckout,
  shortStayEnd,
  tomorrowAtNoon,
} from './stay-length.ts';

const yangon = 'Asia/Yangon';
const at = (date: string, time: string) => zonedInstant(date, time, yangon);

const times = { timeZone: yangon, arrivalDayHour: 6 };
const nightsOf = (inDate: string, inTime: string, outDate: string, outTime = '12:00', hour = 6) =>
  countNights(
    { arrival: at(inDate, inTime), departure: at(outDate, outTime) },
    { timeZone: yangon, arrivalDayHour: hour },
  ).nights;

describe('countNights: the one nights rule (hand-computed, issue 43)', () => {
  // Arriving on 5 Dec at each hour, leaving 6 Dec at 12:00: from 06:00 the night of the 5th
  // alone; before 06:00 the guest arrived in the night of the 4th, which counts too.
  const hours = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
  it.each(hours.map((time, h) => [time, h < 6 ? 2 : 1] as const))(
    'arriving 05/12 %s, leaving 06/12 12:00: %i night(s)',
    (time, nights) => {
      expect(nightsOf('2026-12-05', time, '2026-12-06')).toBe(nights);
    },
  );

  it.each([
    ['2026-12-05', '07:55', '2026-12-06', '12:00', 1], // the morning walk-in of issue 43
    ['2026-12-05', '05:59', '2026-12-06', '12:00', 2], // a minute before the arrival-day hour
    ['2026-12-05', '06:00', '2026-12-06', '12:00', 1],
    ['2026-12-05', '02:10', '2026-12-06', '12:00', 2], // the night of the 4th and of the 5th
    ['2026-12-05', '23:59', '2026-12-06', '12:00', 1],
    ['2026-12-02', '07:55', '2026-12-09', '12:00', 7], // the long stay 02/12 to 09/12
    ['2026-12-02', '15:00', '2026-12-09', '12:00', 7],
    ['2026-11-30', '22:00', '2026-12-02', '12:00', 2], // across a month
    ['2026-12-31', '10:00', '2027-01-02', '12:00', 2], // across a year
    ['2028-02-28', '14:00', '2028-03-01', '12:00', 2], // leap day
    ['2026-12-05', '14:00', '2026-12-07', '15:00', 2], // extended by 3 hours: no night more
    ['2026-12-05', '15:00', '2026-12-05', '15:00', 1], // nothing: at least 1
    ['2026-12-05', '15:00', '2026-12-04', '12:00', 1], // backwards: at least 1
  ])('%s %s -> %s %s is %i', (inDate, inTime, outDate, outTime, nights) => {
    expect(nightsOf(inDate, inTime, outDate, outTime)).toBe(nights);
  });

  it.each([
    [0, '00:30', 1], // the owner counts every arrival in its own date's night
    [0, '05:00', 1],
    [3, '02:59', 2],
    [3, '03:00', 1],
    [12, '11:00', 2],
  ])('arrival-day hour %i: arriving 05/12 %s, leaving 06/12 is %i night(s)', (hour, time, n) => {
    expect(nightsOf('2026-12-05', time, '2026-12-06', '12:00', hour)).toBe(n);
  });

  it('says which night came first and when an early hour added one', () => {
    expect(
      countNights(
        { arrival: at('2026-12-05', '02:10'), departure: at('2026-12-06', '12:00') },
        times,
      ),
    ).toEqual({
      nights: 2,
      firstNight: '2026-12-04',
      departureDate: '2026-12-06',
      arrivedBeforeDayHour: true,
    });
    expect(arrivalNight(at('2026-12-05', '07:55'), times)).toBe('2026-12-05');
  });

  it('grows by one night per day added to the departure', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 23 }),
        (arrival, days, hour) => {
          const t = { timeZone: yangon, arrivalDayHour: hour };
          const first = arrivalNight(arrival, t);
          const departure = checkoutAtNoon(addDays(first, days), yangon);
          expect(countNights({ arrival, departure }, t).nights).toBe(days);
          const later = checkoutAtNoon(addDays(first, days + 1), yangon);
          expect(countNights({ arrival, departure: later }, t).nights).toBe(days + 1);
        },
      ),
    );
  });
});

describe("nightsFromDates (a reservation's dates)", () => {
  it.each([
    ['2026-11-21', '2026-11-22', 1],
    ['2026-11-21', '2026-11-23', 2],
    ['2026-11-21', '2026-12-01', 10],
    ['2028-02-28', '2028-03-01', 2], // leap day
    ['2026-12-31', '2027-01-02', 2],
    ['2026-11-21', '2026-11-21', 1], // same day: at least 1
  ])('%s -> %s is %i', (checkin, checkout, nights) => {
    expect(nightsFromDates(checkin, checkout)).toBe(nights);
  });
});

describe('isEarlyArrival (the early check-in charge applies)', () => {
  it.each([
    ['05:59', false], // pays the night before instead
    ['06:00', true],
    ['07:55', true],
    ['11:59', true],
    ['12:00', false],
    ['15:00', false],
    ['23:30', false],
  ])('arriving at %s: %s', (time, early) => {
    expect(isEarlyArrival(at('2026-12-05', time), times)).toBe(early);
  });
});

describe('short stays', () => {
  it('daycation lasts 12 hours and session 3 hours', () => {
    const start = new Date('2026-11-21T03:30:00Z');
    expect(shortStayEnd('daycation', start).toISOString()).toBe('2026-11-21T15:30:00.000Z');
    expect(shortStayEnd('session', start).toISOString()).toBe('2026-11-21T06:30:00.000Z');
  });
});

describe('check-out defaults in the hotel zone', () => {
  it.each([
    ['2026-11-21T10:00:00Z', '2026-11-22T05:30:00.000Z'], // 16:30 in Yangon
    ['2026-11-21T17:29:00Z', '2026-11-22T05:30:00.000Z'], // 23:59 in Yangon
    ['2026-11-21T18:00:00Z', '2026-11-23T05:30:00.000Z'], // 00:30 on the 22nd in Yangon
  ])('tomorrow at 12:00 from %s is %s', (now, expected) => {
    expect(tomorrowAtNoon(new Date(now), yangon).toISOString()).toBe(expected);
  });

  it.each([
    ['2026-11-21T05:30:00Z', '2026-11-21T10:00:00Z', '2026-11-22T05:30:00.000Z'], // today: moved
    ['2026-11-19T05:30:00Z', '2026-11-21T10:00:00Z', '2026-11-22T05:30:00.000Z'], // past: moved
    ['2026-11-23T05:30:00Z', '2026-11-21T10:00:00Z', '2026-11-23T05:30:00.000Z'], // future: kept
  ])(
    'a reservation checking out %s, checked in at %s, checks out %s',
    (checkout, now, expected) => {
      expect(reservationCheckout(new Date(checkout), new Date(now), yangon).toISOString()).toBe(
        expected,
      );
    },
  );
});

describe('checkInNightsOfDates: a corrected stay, its extensions apart (hand-computed)', () => {
  it.each([
    ['14:00', '2026-12-07', 0, 2], // 5th and 6th
    ['14:00', '2026-12-10', 2, 3], // 5 nights, 2 of them the extensions'
    ['02:10', '2026-12-05', 0, 1], // the night of the 4th
    ['14:00', '2026-12-06', 3, 1], // more extended than the dates hold: at least 1
  ])('arriving 05/12 %s, leaving %s, %i days extended: %i', (time, out, days, nights) => {
    const stay = { arrival: at('2026-12-05', time), departure: at(out, '12:00') };
    expect(checkInNightsOfDates(stay, times, days)).toBe(nights);
  });
});
