import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { zonedInstant } from './dates.ts';
import {
  nightsBetween,
  reservationCheckout,
  reservationNights,
  shortStayEnd,
  tomorrowAtNoon,
} from './stay-length.ts';

const yangon = 'Asia/Yangon';
const at = (date: string, time: string) => zonedInstant(date, time, yangon);

describe('nightsBetween (walk-in check-in to a check-out at 12:00)', () => {
  it.each([
    ['2026-11-21', '15:00', '2026-11-22', '12:00', 1], // 21 h
    ['2026-11-21', '12:00', '2026-11-22', '12:00', 1], // exactly 24 h
    ['2026-11-21', '10:00', '2026-11-22', '12:00', 2], // 26 h: an early arrival is a second night
    ['2026-11-21', '14:00', '2026-11-24', '12:00', 3], // 70 h
    ['2026-11-30', '22:00', '2026-12-02', '12:00', 2], // across a month
    ['2026-11-21', '15:00', '2026-11-21', '15:00', 1], // nothing: at least 1
    ['2026-11-21', '15:00', '2026-11-20', '12:00', 1], // backwards: at least 1
  ])('%s %s -> %s %s is %i', (inDate, inTime, outDate, outTime, nights) => {
    expect(nightsBetween(at(inDate, inTime), at(outDate, outTime))).toBe(nights);
  });

  it('is at least 1 and grows by one per added day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000_000 }),
        fc.integer({ min: 0, max: 400 }),
        (span, days) => {
          const checkin = new Date(Date.UTC(2026, 0, 1));
          const checkout = new Date(checkin.getTime() + span);
          const n = nightsBetween(checkin, checkout);
          expect(n).toBeGreaterThanOrEqual(1);
          if (span > 0) {
            expect(nightsBetween(checkin, new Date(checkout.getTime() + days * 86_400_000))).toBe(
              n + days,
            );
          }
        },
      ),
    );
  });
});

describe('reservationNights (from the day after check-in to check-out at 12:00)', () => {
  it.each([
    ['2026-11-21', '2026-11-22', 1],
    ['2026-11-21', '2026-11-23', 2],
    ['2026-11-21', '2026-12-01', 10],
    ['2028-02-28', '2028-03-01', 2], // leap day
    ['2026-12-31', '2027-01-02', 2],
    ['2026-11-21', '2026-11-21', 1], // same day: at least 1
  ])('%s -> %s is %i', (checkin, checkout, nights) => {
    expect(reservationNights(checkin, checkout)).toBe(nights);
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
