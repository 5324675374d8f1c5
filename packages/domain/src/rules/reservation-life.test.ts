import { describe, expect, it } from 'vitest';
import {
  noShowBeforeArrivalDayMessage,
  noShowRefusal,
  reservationsBySource,
} from './reservation-life.ts';
import { wallClockToInstant } from './wall-clock.ts';

const yangon = 'Asia/Yangon';
/** An instant written as the hotel's wall clock (Yangon, UTC+06:30). */
const at = (wallClock: string) => wallClockToInstant(wallClock, yangon);

describe('noShowRefusal', () => {
  // Arrival days and clocks worked out by hand on the hotel clock.
  it.each([
    // check-in (hotel clock), now (hotel clock), allowed
    ['2026-11-25T14:00', '2026-11-24T20:00', false], // the day before
    ['2026-11-25T14:00', '2026-11-25T09:00', false], // arrival morning
    ['2026-11-25T14:00', '2026-11-25T23:59', false], // last minute of the arrival day
    ['2026-11-25T14:00', '2026-11-26T00:00', true], // the arrival day is over
    ['2026-11-25T14:00', '2026-11-26T08:00', true], // the next morning
    ['2026-11-25T14:00', '2026-12-03T10:00', true], // long after
    ['2026-11-25T23:30', '2026-11-25T23:45', false], // a late arrival, same day
  ])('check-in %s, now %s: allowed %s', (checkin, now, allowed) => {
    expect(noShowRefusal(at(checkin), at(now), yangon)).toBe(
      allowed ? null : noShowBeforeArrivalDayMessage,
    );
  });

  it('reads the arrival day on the hotel clock, not in UTC', () => {
    // 00:10 on the 26th in Yangon is still 17:40 on the 25th in UTC: the 25th is over.
    const now = new Date('2026-11-25T17:40:00.000Z');
    expect(noShowRefusal(at('2026-11-25T14:00'), now, yangon)).toBeNull();
    // 23:00 on the 25th in Yangon is 16:30 UTC: the arrival day is not over.
    expect(
      noShowRefusal(at('2026-11-25T14:00'), new Date('2026-11-25T16:30:00.000Z'), yangon),
    ).toBe(noShowBeforeArrivalDayMessage);
  });
});

describe('reservationsBySource', () => {
  it('adds each source up by status, the sources with a reservation in the list order', () => {
    expect(
      reservationsBySource([
        { source: 'phone', status: 'confirmed', n: 2 },
        { source: 'desk', status: 'checked-in', n: 5 },
        { source: 'phone', status: 'no-show', n: 1 },
        { source: 'phone', status: 'checked-in', n: 3 },
        { source: 'messenger', status: 'cancelled', n: 4 },
        { source: 'airbnb', status: 'confirmed', n: 0 },
      ]),
    ).toEqual([
      { source: 'desk', reservations: 5, checkedIn: 5, noShows: 0, cancelled: 0 },
      { source: 'phone', reservations: 6, checkedIn: 3, noShows: 1, cancelled: 0 },
      { source: 'messenger', reservations: 4, checkedIn: 0, noShows: 0, cancelled: 4 },
    ]);
  });

  it('answers no row without reservations', () => {
    expect(reservationsBySource([])).toEqual([]);
  });
});
