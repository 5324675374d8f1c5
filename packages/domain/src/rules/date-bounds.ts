import { addDays, businessDate } from './dates.ts';
import { checkinClockSkewMinutes, maxStayNights } from './guest-stay.ts';

/**
 * Bounds on the dates a desk may change after check-in (PUT /guests/{id}) and on an order's
 * time: the same year-wide window the check-in forms allow, so 1900-01-01 or 2999-12-31 is a
 * typing slip answered with 400, never a stay or an order stored decades away.
 */
export const checkinOutsideYearMessage = 'Check-in date must be within a year';
export const checkoutOutsideYearMessage = 'Check-out date must be within a year';
export const orderTimeInFutureMessage = 'OrderTime cannot be in the future';
export const orderTimeTooOldMessage = 'OrderTime must be within a year';

const withinYearOf = (instant: Date, now: Date, timeZone: string): boolean => {
  const today = businessDate(now, timeZone);
  const day = businessDate(instant, timeZone);
  return day >= addDays(today, -maxStayNights) && day <= addDays(today, maxStayNights);
};

/**
 * A guest's corrected check-in or check-out: its hotel date within a year of today, either way
 * (a stay being corrected may have begun before today; a long stay runs up to a year ahead).
 */
export const guestEditDateProblem = (
  field: 'checkinDate' | 'checkoutDate',
  instant: Date,
  now: Date,
  timeZone: string,
): string | undefined => {
  if (withinYearOf(instant, now, timeZone)) return undefined;
  return field === 'checkinDate' ? checkinOutsideYearMessage : checkoutOutsideYearMessage;
};

/**
 * An order's time as a client sends it: not after now (beyond the clocks' usual skew) and not
 * more than a year before today (an order written up late is still the hotel's).
 */
export const orderTimeProblem = (
  orderAt: Date,
  now: Date,
  timeZone: string,
): string | undefined => {
  if (orderAt.getTime() > now.getTime() + checkinClockSkewMinutes * 60_000) {
    return orderTimeInFutureMessage;
  }
  return withinYearOf(orderAt, now, timeZone) ? undefined : orderTimeTooOldMessage;
};
