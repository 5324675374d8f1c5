import { businessDate } from './dates.ts';

/**
 * Where an in-house guest stands against their check-out time (issue 19, "today at a glance").
 * A guest is due out today when their check-out falls on the hotel's date of `now`, and overdue
 * once `now` is past their check-out time: 12:00 for a full night or a long stay, 3 h after
 * check-in for a session and 12 h for a daycation (stay-length.ts), later when extended. The
 * check-out time itself is not yet overdue.
 */
export interface GuestDueOut {
  dueOutToday: boolean;
  overdue: boolean;
}

export const guestDueOut = (checkoutAt: Date, now: Date, timeZone: string): GuestDueOut => ({
  dueOutToday: businessDate(checkoutAt, timeZone) === businessDate(now, timeZone),
  overdue: now.getTime() > checkoutAt.getTime(),
});

/**
 * The rooms of a reservation still to check in: its room count less the guests already checked
 * in from it (a reservation is checked in room by room), never below 0.
 */
export const roomsToCheckIn = (roomCount: number, checkedIn: number): number =>
  Math.max(0, roomCount - checkedIn);
