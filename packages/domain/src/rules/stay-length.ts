import { addDays, businessDate, zonedInstant, zonedParts, type IsoDate } from './dates.ts';

/** Full-night guests check out at 12:00 hotel time. */
export const checkoutTime = '12:00';
export const daycationHours = 12;
export const sessionHours = 3;

const hourMs = 3600_000;

/**
 * The hotel's own times that count nights (issue 43, ADR 068): its zone, and the hour from which
 * an arrival belongs to that day's night (before it, to the previous date's night). Check-out
 * is at `checkoutTime` (12:00).
 */
export interface NightTimes {
  timeZone: string;
  /** 0-23: an arrival at or after this hour sleeps that date's night; before it, the night before. */
  arrivalDayHour: number;
}

export const defaultArrivalDayHour = 6;
export const arrivalDayHourLimits = { min: 0, max: 23 } as const;

/** The hotel date whose night an arrival belongs to: 02:10 on the 5th is the night of the 4th. */
export const arrivalNight = (arrival: Date, times: NightTimes): IsoDate => {
  const date = businessDate(arrival, times.timeZone);
  return zonedParts(arrival, times.timeZone).hour < times.arrivalDayHour ? addDays(date, -1) : date;
};

/** Whole days from one hotel date to another (negative when `to` is earlier). */
export const daysFromTo = (from: IsoDate, to: IsoDate): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * hourMs));

export interface NightsCount {
  nights: number;
  /** The date of the first night charged (the arrival's night). */
  firstNight: IsoDate;
  /** The hotel date the guest leaves on (at 12:00 for a full night or long stay). */
  departureDate: IsoDate;
  /** The guest arrived before the arrival-day hour: the night before the arrival date counts. */
  arrivedBeforeDayHour: boolean;
}

/**
 * THE nights rule (issue 43, ADR 068), for every path that counts a stay's nights: walk-ins and
 * reservation check-ins of every stay type, long stays, extensions, the calendar, guest history
 * and the reports. The nights from the arrival's night (see arrivalNight) up to the departure
 * date, at least 1: arriving at 07:55 and leaving tomorrow at 12:00 is one night; arriving at
 * 02:10 (before 06:00) also pays the night it arrived in. A departure later than 12:00 on its
 * date (an extension by hours) adds no night.
 */
/** Nights from a first night's date to a departure date, at least 1 (a reservation's dates). */
export const nightsFromDates = (firstNight: IsoDate, departureDate: IsoDate): number =>
  Math.max(1, daysFromTo(firstNight, departureDate));

export const countNights = (
  stay: { arrival: Date; departure: Date },
  times: NightTimes,
): NightsCount => {
  const firstNight = arrivalNight(stay.arrival, times);
  const departureDate = businessDate(stay.departure, times.timeZone);
  return {
    nights: nightsFromDates(firstNight, departureDate),
    firstNight,
    departureDate,
    arrivedBeforeDayHour: firstNight !== businessDate(stay.arrival, times.timeZone),
  };
};

/**
 * The nights a stay's check-in covers once its dates are corrected (PUT /guests): the nights of
 * the new dates by the rule (countNights), less the days its extensions added (each extension
 * keeps its own count), at least 1.
 */
export const checkInNightsOfDates = (
  stay: { arrival: Date; departure: Date },
  times: NightTimes,
  daysExtended: number,
): number => Math.max(1, countNights(stay, times).nights - daysExtended);

/**
 * An early arrival: on its own night's date, before the check-out time (the room was not yet
 * due to be free). The owner's early check-in charge, when set, is charged for it on a line of
 * its own, never as a hidden extra night.
 */
export const isEarlyArrival = (arrival: Date, times: NightTimes): boolean => {
  if (arrivalNight(arrival, times) !== businessDate(arrival, times.timeZone)) return false;
  const { hour, minute } = zonedParts(arrival, times.timeZone);
  const [checkoutHour, checkoutMinute] = checkoutTime.split(':').map(Number) as [number, number];
  return hour * 60 + minute < checkoutHour * 60 + checkoutMinute;
};

/** The end of a daycation (12 h) or session (3 h) that starts at `checkin`. */
export const shortStayEnd = (stayType: 'daycation' | 'session', checkin: Date): Date =>
  new Date(checkin.getTime() + (stayType === 'daycation' ? daycationHours : sessionHours) * hourMs);

/** Check-out at 12:00 hotel time on a business date. */
export const checkoutAtNoon = (date: IsoDate, timeZone: string): Date =>
  zonedInstant(date, checkoutTime, timeZone);

/**
 * The earliest check-out date of a full night or long stay arriving at `arrivedAt` (issue 43, ADR
 * 075): the day after the night it is charged for (arrivalNight), and never a 12:00 at or before
 * the arrival. At or after the arrival-day hour that is tomorrow (SPEC.md section 5's minimum);
 * before it (02:10: the night before is charged) it is today, at 12:00.
 */
export const earliestCheckoutDate = (arrivedAt: Date, times: NightTimes): IsoDate => {
  const today = businessDate(arrivedAt, times.timeZone);
  const afterItsNight = addDays(arrivalNight(arrivedAt, times), 1);
  const firstNoon = arrivedAt < checkoutAtNoon(today, times.timeZone) ? today : addDays(today, 1);
  return afterItsNight > firstNoon ? afterItsNight : firstNoon;
};

/** Tomorrow at 12:00 hotel time: the default full-night check-out (ADR 075: not the earliest). */
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
