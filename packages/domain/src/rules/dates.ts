import { burmeseWeekdays, englishWeekdays, formatClockTime, monthName } from './calendar-names.ts';
import {
  englishDisplay,
  formatDigits,
  normaliseDigits,
  type DisplayLocale,
} from './display-locale.ts';

/**
 * Business dates are computed in the hotel's time zone (default Asia/Yangon, UTC+06:30),
 * never in the server's or the browser's zone.
 */
export const defaultTimeZone = 'Asia/Yangon';

export type IsoDate = string; // yyyy-mm-dd

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The years a hotel's business date may fall in; beyond them date arithmetic overflows. */
export const businessYears = { min: 1900, max: 2999 } as const;

/** True for a real calendar date written yyyy-mm-dd, in the years 1900-2999. */
export const isIsoDate = (value: string): value is IsoDate => {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < businessYears.min || year > businessYears.max) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
};

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'long',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/**
 * A zone whose offset from UTC has not changed since an instant: its wall clock is read by
 * arithmetic. Asia/Yangon has kept +06:30 since 3 May 1945 (IANA tzdata), so a desk reads the
 * hotel's date without loading ICU's zone data, which costs the first `Intl.DateTimeFormat` with
 * a time zone about 23 ms in a fresh page (ADR 055). Other zones, and earlier instants, ask Intl.
 */
export const fixedOffsetZone = {
  name: defaultTimeZone,
  sinceMs: Date.UTC(1945, 4, 3),
  offsetMinutes: 390,
} as const;

/** The wall-clock reading of an instant in a time zone. */
export const zonedParts = (instant: Date, timeZone: string): ZonedParts => {
  const ms = instant.getTime();
  const wall = new Date(ms + fixedOffsetZone.offsetMinutes * 60_000);
  // Other zones, earlier instants, and years beyond what a Date can hold: ICU reads them.
  if (
    timeZone !== fixedOffsetZone.name ||
    !(ms >= fixedOffsetZone.sinceMs) ||
    Number.isNaN(wall.getTime())
  ) {
    return intlZonedParts(instant, timeZone);
  }
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: englishWeekdays[wall.getUTCDay()]!,
  };
};

/** The same reading, by ICU: any zone, any instant (the fixed-offset reading is tested on it). */
export const intlZonedParts = (instant: Date, timeZone: string): ZonedParts => {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: get('weekday'),
  };
};

/** hh:mm, 24-hour, of an instant on the hotel's clock, in the chosen digits. */
export const formatHotelClockTime = (
  instant: Date,
  timeZone: string,
  display: DisplayLocale = englishDisplay,
): string => {
  const { hour, minute } = zonedParts(instant, timeZone);
  return formatClockTime(`${hour}:${String(minute).padStart(2, '0')}`, display);
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The hotel's calendar date (yyyy-mm-dd) at an instant. */
export const businessDate = (instant: Date, timeZone: string): IsoDate => {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
};

/** The instant at which the hotel's wall clock shows `date` `hh:mm`. */
export const zonedInstant = (date: IsoDate, time: string, timeZone: string): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset even across a zone's offset change.
  let guess = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const p = zonedParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += asUtc - shown;
  }
  return new Date(guess);
};

/** Calendar arithmetic on yyyy-mm-dd dates. */
export const addDays = (date: IsoDate, days: number): IsoDate => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
};

// Every dated dashboard call asks for the same few days: working them out takes four Intl
// formatToParts calls (about 100 us on a small server), remembering them a Map lookup.
const dayBoundsMs = new Map<string, [number, number]>();

/** The hotel's instants bounding one business date: [start, end). */
export const businessDayBounds = (date: IsoDate, timeZone: string): { start: Date; end: Date } => {
  const key = `${timeZone} ${date}`;
  let bounds = dayBoundsMs.get(key);
  if (!bounds) {
    bounds = [
      zonedInstant(date, '00:00', timeZone).getTime(),
      zonedInstant(addDays(date, 1), '00:00', timeZone).getTime(),
    ];
    if (dayBoundsMs.size >= 1000) dayBoundsMs.clear();
    dayBoundsMs.set(key, bounds);
  }
  return { start: new Date(bounds[0]), end: new Date(bounds[1]) };
};

const displayDatePattern = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/**
 * A date typed as dd/mm/yyyy, in Latin or Myanmar digits (or both), as yyyy-mm-dd; null when it
 * is not a real date. The inverse of formatDisplayDate in either digit setting.
 */
export const parseDisplayDate = (text: string): IsoDate | null => {
  const match = displayDatePattern.exec(normaliseDigits(text));
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
};

const dayMonthYear = (day: number, month: number, year: number, display: DisplayLocale) =>
  `${formatDigits(day, 2, display)}/${formatDigits(month, 2, display)}/${formatDigits(year, 4, display)}`;

/** dd/mm/yyyy, the date format of the screens and receipts, in the chosen digits. */
export const formatDisplayDate = (
  date: IsoDate,
  display: DisplayLocale = englishDisplay,
): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dayMonthYear(day, month, year, display);
};

/** dd/mm/yyyy hh:mm, 24-hour, on the hotel's clock (receipts). */
export const formatDisplayDateTime = (
  instant: Date,
  timeZone: string,
  display: DisplayLocale = englishDisplay,
): string => {
  const p = zonedParts(instant, timeZone);
  const time = `${formatDigits(p.hour, 2, display)}:${formatDigits(p.minute, 2, display)}`;
  return `${dayMonthYear(p.day, p.month, p.year, display)} ${time}`;
};

/**
 * The dashboard top bar's date in the hotel's zone: 'Saturday, 21/11/2026' in English; in
 * Burmese the weekday and the month by name: 'စနေ၊ ၂၁ နိုဝင်ဘာ ၂၀၂၆'.
 */
export const formatTopBarDate = (
  instant: Date,
  timeZone: string,
  display: DisplayLocale = englishDisplay,
): string => {
  const p = zonedParts(instant, timeZone);
  if (display.language === 'my') {
    const weekday = burmeseWeekdays[englishWeekdays.indexOf(p.weekday)] ?? p.weekday;
    const month = monthName(p.month, display);
    return `${weekday}၊ ${formatDigits(p.day, 1, display)} ${month} ${formatDigits(p.year, 4, display)}`;
  }
  return `${p.weekday}, ${dayMonthYear(p.day, p.month, p.year, display)}`;
};
