import { addDays, businessDate, isIsoDate } from './dates.ts';
import { checkoutAtNoon, shortStayEnd } from './stay-length.ts';
import type { StayType } from './stay-types.ts';
import { parseWallClock, wallClockToInstant } from './wall-clock.ts';

/** How far a client's clock may run behind the server's before its check-in is 'in the past'. */
export const checkinClockSkewMinutes = 10;
export const checkoutNotBeforeTomorrowMessage = 'Check-out date must be tomorrow or later';
/** An arrival before the arrival-day hour may leave today at 12:00, not earlier (ADR 075). */
export const checkoutNotBeforeTodayMessage = 'Check-out date must be today or later';
/** The longest stay one check-in may take (a year ahead); longer stays are extended. */
export const maxStayNights = 366;
export const checkoutTooLateMessage = 'Check-out date must be within a year';

const minuteMs = 60_000;

/**
 * Full-night and long-stay guests' dates travel as the hotel's wall-clock time with a trailing Z;
 * daycation and session dates as true ISO instants (SPEC.md section 7, create-guest).
 */
const wallClockStayTypes: readonly StayType[] = ['full-night', 'long-stay'];
export const datesAreWallClock = (stayType: StayType) => wallClockStayTypes.includes(stayType);

/** The instant a guest's date text means, given the guest's stay type and the hotel's zone. */
export const guestDateInstant = (text: string, stayType: StayType, timeZone: string): Date =>
  datesAreWallClock(stayType) ? wallClockToInstant(text, timeZone) : new Date(text);

export interface GuestStayDates {
  roomType: StayType;
  /** Wall-clock text (full night, long stay), an ISO instant (daycation, session), or a date. */
  checkinDate: string;
  checkoutDate: string;
}

export type GuestStay =
  | { ok: true; checkinAt: Date; checkoutAt: Date }
  | { ok: false; field: 'checkinDate' | 'checkoutDate'; message: string };

const refuse = (field: 'checkinDate' | 'checkoutDate', message: string): GuestStay => ({
  ok: false,
  field,
  message,
});

/**
 * The instant a check-in date means: a date alone is today's check-in, now (or 00:00 of a later
 * day at the hotel); a time is the hotel's wall clock or an instant by the stay type.
 */
const checkinInstant = (dates: GuestStayDates, now: Date, timeZone: string): Date => {
  const text = dates.checkinDate;
  if (isIsoDate(text)) {
    return text === businessDate(now, timeZone) ? now : wallClockToInstant(text, timeZone);
  }
  return guestDateInstant(text, dates.roomType, timeZone);
};

/**
 * The stay a create-guest payload asks for, checked as the check-in forms check it (SPEC.md
 * section 5): the check-in is not in the past (beyond a few minutes of clock skew) nor more than
 * a year ahead; a full night or long stay checks out tomorrow or later, after its check-in date,
 * within a year (a check-out date alone means 12:00); a daycation or session lasts its 12 h / 3 h
 * at most, and a check-out date alone gives it exactly that from the check-in instant.
 */
export const guestStay = (dates: GuestStayDates, now: Date, timeZone: string): GuestStay => {
  const checkinAt = checkinInstant(dates, now, timeZone);
  if (checkinAt.getTime() < now.getTime() - checkinClockSkewMinutes * minuteMs) {
    return refuse('checkinDate', 'Check-in date cannot be in the past');
  }
  const today = businessDate(now, timeZone);
  const lastDay = addDays(today, maxStayNights);
  if (businessDate(checkinAt, timeZone) > lastDay) {
    return refuse('checkinDate', 'Check-in date must be within a year');
  }
  const { roomType, checkoutDate } = dates;
  if (roomType === 'daycation' || roomType === 'session') {
    const end = shortStayEnd(roomType, checkinAt);
    if (isIsoDate(checkoutDate)) return { ok: true, checkinAt, checkoutAt: end };
    const checkoutAt = new Date(checkoutDate);
    if (checkoutAt <= checkinAt || checkoutAt > end) {
      const hours = roomType === 'daycation' ? 12 : 3;
      return refuse(
        'checkoutDate',
        `Check-out of a ${roomType} must be within ${hours} hours after check-in`,
      );
    }
    return { ok: true, checkinAt, checkoutAt };
  }
  const checkoutAt = isIsoDate(checkoutDate)
    ? checkoutAtNoon(checkoutDate, timeZone)
    : wallClockToInstant(checkoutDate, timeZone);
  const checkoutDay = parseWallClock(checkoutDate)?.date ?? businessDate(checkoutAt, timeZone);
  const earliest = addDays([today, businessDate(checkinAt, timeZone)].sort().at(-1) ?? today, 1);
  if (checkoutDay < earliest) {
    return refuse(
      'checkoutDate',
      earliest === addDays(today, 1)
        ? checkoutNotBeforeTomorrowMessage
        : 'Check-out date must be after the check-in date',
    );
  }
  if (checkoutDay > lastDay) return refuse('checkoutDate', checkoutTooLateMessage);
  return { ok: true, checkinAt, checkoutAt };
};
