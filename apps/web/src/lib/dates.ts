import {
  businessDate,
  defaultTimeZone,
  isIsoDate,
  normaliseDigits,
  type IsoDate,
} from '@frontdesk/domain';

const displayDatePattern = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/**
 * 'dd/MM/yyyy' as typed by a user, in Latin or Myanmar digits -> yyyy-mm-dd, or null when it is
 * not a real date.
 */
export const parseDisplayDate = (text: string): IsoDate | null => {
  const match = displayDatePattern.exec(normaliseDigits(text));
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
};

/** The hotel's date today (never the browser's, which may be set to another zone). */
export const hotelToday = (timeZone: string = defaultTimeZone, now: Date = new Date()): IsoDate =>
  businessDate(now, timeZone);
