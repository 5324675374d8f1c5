import { addDays, businessDate, zonedInstant, type IsoDate } from './dates.ts';

/** Full-night guests check out at 12:00 hotel time. */
export const checkoutTime = '12:00';
export const daycationHours = 12;
export const sessionHours = 3;

const dayMs = 24 * 3600_000;
const hourMs = 3600_000;

/** Nights of a stay: the ceiling of the days from check-in to check-out, at least 1. */
export const nightsBetween = (checkin: Date, checkout: Date): number =>
  Math.max(1, Math.ceil((checkout.getTime() - checkin.getTime()) / dayMs));

/**
 * Nights of a reservation check-in: counted from the day after check-in (00:00) to the check-out
 * date at 12:00, at least 1; that is the number of calendar days between the two dates.
 */
export const reservationNights = (checkinDate: IsoDate, checkoutDate: IsoDate): number => {
  const from = Date.parse(`${addDays(checkinDate, 1)}T00:00:00Z`);
  const to = Date.parse(`${checkoutDate}T12:00:00Z`);
  return Math.max(1, Math.ceil((to - from) / dayMs));
};

/** The end of a daycation (12 h) or session (3 h) that starts at `checkin`. */
export const shortStayEnd = (stayType: 'daycation' | 'session', checkin: Date): Date =>
  new Date(checkin.getTime() + (stayType === 'daycation' ? daycationHours : sessionHours) * hourMs);

/** Check-out at 12:00 hotel time on a business date. */
export const checkoutAtNoon = (date: IsoDate, timeZone: string): Date =>
  zonedInstant(date, checkoutTime, timeZone);

/** Tomorrow at 12:00 hotel time: the default (and earliest) full-night check-out. */
export const tomorrowAtNoon = (now: Date, timeZone: string): Date =>
  checkoutAtNoon(addDays(businessDate(now, timeZone), 1), timeZone);

/**
 * A reservation whose check-out is today or earlier is checked in with check-out moved to
 * tomorrow at 12:00.
 */
export const reservationCheckout = (checkout: Date, now: Date, timeZone: string): Date =>
  businessDate(checkout, timeZone) <= businessDate(now, timeZone)
    ? tomorrowAtNoon(now, timeZone)
    : checkout;
