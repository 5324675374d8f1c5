import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { guestDueOut, roomsToCheckIn } from './due-out.ts';
import { checkoutAtNoon, shortStayEnd } from './stay-length.ts';
import { wallClockToInstant } from './wall-clock.ts';

const yangon = 'Asia/Yangon';
/** An instant written as the hotel's wall clock (Yangon, UTC+06:30). */
const at = (wallClock: string) => wallClockToInstant(wallClock, yangon);

describe('guestDueOut', () => {
  // Check-out times worked out by hand from the stay rules (12:00; session 3 h; daycation 12 h).
  it.each([
    // stay, check-out (hotel clock), now (hotel clock), due out today, overdue
    ['full night, morning of check-out', '2026-11-25T12:00', '2026-11-25T09:00', true, false],
    ['full night, at 12:00 sharp', '2026-11-25T12:00', '2026-11-25T12:00', true, false],
    ['full night, a minute past 12:00', '2026-11-25T12:00', '2026-11-25T12:01', true, true],
    ['full night, evening of check-out', '2026-11-25T12:00', '2026-11-25T23:59', true, true],
    ['full night, the day after', '2026-11-25T12:00', '2026-11-26T00:00', false, true],
    ['full night, the day before', '2026-11-25T12:00', '2026-11-24T23:59', false, false],
    ['session 14:00-17:00, at 16:59', '2026-11-25T17:00', '2026-11-25T16:59', true, false],
    ['session 14:00-17:00, at 17:30', '2026-11-25T17:00', '2026-11-25T17:30', true, true],
    ['session 22:30-01:30, at 23:00', '2026-11-26T01:30', '2026-11-25T23:00', false, false],
    ['session 22:30-01:30, at 01:31', '2026-11-26T01:30', '2026-11-26T01:31', true, true],
    ['daycation 09:00-21:00, at 20:00', '2026-11-25T21:00', '2026-11-25T20:00', true, false],
    ['daycation 09:00-21:00, at 21:15', '2026-11-25T21:00', '2026-11-25T21:15', true, true],
    ['daycation 15:00-03:00, at 23:59', '2026-11-26T03:00', '2026-11-25T23:59', false, false],
    ['long stay to 30/11, on 25/11', '2026-11-30T12:00', '2026-11-25T18:00', false, false],
  ])('%s', (_stay, checkout, now, dueOutToday, overdue) => {
    expect(guestDueOut(at(checkout), at(now), yangon)).toEqual({ dueOutToday, overdue });
  });

  it('reads "today" on the hotel clock, not in UTC', () => {
    // 00:10 on the 26th in Yangon is still 17:40 on the 25th in UTC.
    const now = new Date('2026-11-25T17:40:00.000Z');
    expect(guestDueOut(at('2026-11-26T12:00'), now, yangon).dueOutToday).toBe(true);
    expect(guestDueOut(at('2026-11-25T12:00'), now, yangon)).toEqual({
      dueOutToday: false,
      overdue: true,
    });
  });

  it('agrees with the stay rules: a session is overdue past 3 h, a daycation past 12 h', () => {
    const checkin = at('2026-11-25T14:00');
    const hour = 3600_000;
    const session = shortStayEnd('session', checkin);
    const daycation = shortStayEnd('daycation', checkin);
    expect(session).toEqual(at('2026-11-25T17:00'));
    expect(daycation).toEqual(at('2026-11-26T02:00'));
    const after = (hours: number) => new Date(checkin.getTime() + hours * hour + 60_000);
    expect(guestDueOut(session, after(2), yangon).overdue).toBe(false);
    expect(guestDueOut(session, after(3), yangon).overdue).toBe(true);
    expect(guestDueOut(daycation, after(11), yangon).overdue).toBe(false);
    expect(guestDueOut(daycation, after(12), yangon).overdue).toBe(true);
    expect(checkoutAtNoon('2026-11-26', yangon)).toEqual(at('2026-11-26T12:00'));
  });

  it('is overdue exactly after the check-out instant', () => {
    const base = at('2026-11-25T12:00').getTime();
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), (offset) => {
        const checkoutAt = new Date(base);
        const now = new Date(base + offset);
        expect(guestDueOut(checkoutAt, now, yangon).overdue).toBe(offset > 0);
      }),
    );
  });
});

describe('roomsToCheckIn', () => {
  it.each([
    [1, 0, 1],
    [3, 1, 2],
    [3, 3, 0],
    [2, 5, 0],
  ])('%i rooms reserved, %i checked in: %i to go', (roomCount, checkedIn, left) => {
    expect(roomsToCheckIn(roomCount, checkedIn)).toBe(left);
  });
});
