import { isIsoDate, zonedParts, type IsoDate } from './dates.ts';

/**
 * The hotel's wall-clock time written like an ISO instant: '2026-11-22T14:00:00.000Z' means
 * 14:00 on the hotel's clock, whatever its zone. The trailing Z is the wire format of SPEC.md
 * section 7 ("local-time strings ending with Z"), not UTC; only the hotel's time zone turns it
 * into a real instant.
 */
export type WallClock = string;

export interface WallClockParts {
  date: IsoDate;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

// yyyy-mm-dd, yyyy-mm-ddThh:mm, yyyy-mm-ddThh:mm:ss, yyyy-mm-ddThh:mm:ss.sss, each with an optional Z
// after the time. A real offset (+06:30) is refused: the sender would mean another thing by it.
const wallClockPattern =
  /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z?)?$/;

/** The parts of a wall-clock text, or undefined when it is not one (or not a real date/time). */
export const parseWallClock = (text: string): WallClockParts | undefined => {
  const match = wallClockPattern.exec(text);
  if (!match) return undefined;
  const [, date = '', hh = '0', mm = '0', ss = '0', fraction = '0'] = match;
  const [hour, minute, second] = [Number(hh), Number(mm), Number(ss)];
  if (!isIsoDate(date) || hour > 23 || minute > 59 || second > 59) return undefined;
  return { date, hour, minute, second, millisecond: Number(fraction.padEnd(3, '0')) };
};

export const isWallClock = (text: string): boolean => parseWallClock(text) !== undefined;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const formatWallClock = (parts: WallClockParts): WallClock =>
  `${parts.date}T${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}.${pad(parts.millisecond, 3)}Z`;

/** The canonical 'yyyy-mm-ddThh:mm:ss.sssZ' form of any accepted wall-clock text. */
export const normalizeWallClock = (text: string): WallClock => {
  const parts = parseWallClock(text);
  if (!parts) throw new RangeError(`Not a wall-clock time: ${text}`);
  return formatWallClock(parts);
};

/** The hotel's calendar date of a wall-clock text. */
export const wallClockDate = (text: WallClock): IsoDate => {
  const parts = parseWallClock(text);
  if (!parts) throw new RangeError(`Not a wall-clock time: ${text}`);
  return parts.date;
};

/** How far the zone's clock is ahead of UTC at a whole-second instant, in ms. */
const offsetAt = (epochMs: number, timeZone: string): number => {
  const p = zonedParts(new Date(epochMs), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - epochMs;
};

/**
 * The instant at which the hotel's clock shows this wall-clock time. In a zone's spring-forward
 * gap the time does not exist and an instant next to it is answered; in a fall-back overlap one
 * of the two is (Asia/Yangon has neither).
 */
export const wallClockToInstant = (text: string, timeZone: string): Date => {
  const parts = parseWallClock(text);
  if (!parts) throw new RangeError(`Not a wall-clock time: ${text}`);
  const [year, month, day] = parts.date.split('-').map(Number) as [number, number, number];
  // isIsoDate refuses years below 100, which Date.UTC would read as 19xx.
  const local = Date.UTC(year, month - 1, day, parts.hour, parts.minute, parts.second);
  // Two passes settle the offset even across a change of the zone's offset.
  let guess = local - offsetAt(local, timeZone);
  guess = local - offsetAt(guess, timeZone);
  return new Date(guess + parts.millisecond);
};

/** The hotel's wall-clock reading of an instant, in the wire form ('...T14:00:00.000Z'). */
export const instantToWallClock = (instant: Date, timeZone: string): WallClock => {
  const p = zonedParts(instant, timeZone);
  return formatWallClock({
    date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`,
    hour: p.hour,
    minute: p.minute,
    second: p.second,
    millisecond: instant.getUTCMilliseconds(),
  });
};
