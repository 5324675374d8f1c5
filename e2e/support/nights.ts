import { checkoutAtNoon, countNights, type NightsCount } from '@frontdesk/domain';

/** The demo hotels' night times (ADR 068): Yangon, arrivals from 06:00 sleep that date's night. */
const times = { timeZone: 'Asia/Yangon', arrivalDayHour: 6 };

/**
 * The nights a check-in at `at` pays up to `checkoutDate` at 12:00, counted as the server counts
 * them: before 06:00 the night the guest arrived in counts too, so a test run at 02:39 expects
 * one night more than one run at 14:00.
 */
export const nightsOfCheckInAt = (checkoutDate: string, at = new Date()): NightsCount =>
  countNights({ arrival: at, departure: checkoutAtNoon(checkoutDate, times.timeZone) }, times);
