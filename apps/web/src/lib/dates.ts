import { businessDate, defaultTimeZone, type IsoDate } from '@frontdesk/domain';

/** 'dd/MM/yyyy' as typed, in Latin or Myanmar digits -> yyyy-mm-dd (the rule lives in the domain). */
export { parseDisplayDate } from '@frontdesk/domain';

/** The hotel's date today (never the browser's, which may be set to another zone). */
export const hotelToday = (timeZone: string = defaultTimeZone, now: Date = new Date()): IsoDate =>
  businessDate(now, timeZone);
