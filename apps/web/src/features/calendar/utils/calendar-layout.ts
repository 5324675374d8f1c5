import {
  addDays,
  holdsNights,
  maintenanceCoversNight,
  parseWallClock,
  RoomStatus,
  type CalendarStay,
  type IsoDate,
  type StayType,
} from '@frontdesk/domain';

/** The calendar's stretch of days: its first date and how many. */
export interface CalendarRange {
  from: IsoDate;
  days: number;
}

const minutesPerDay = 24 * 60;
/** The least width of a short stay's bar, as a share of its day, so its icon and name show. */
const shortStayWidth = 0.8;

const dayNumber = (date: IsoDate): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** Days from `from` to `date` (negative before it). */
export const daysBetween = (from: IsoDate, date: IsoDate): number =>
  dayNumber(date) - dayNumber(from);

/** The dates shown, in order. */
export const rangeDates = ({ from, days }: CalendarRange): IsoDate[] =>
  Array.from({ length: days }, (_, i) => addDays(from, i));

/** Minutes from the range's first midnight to a wall-clock time of the hotel. */
const minutesFrom = (from: IsoDate, wallClock: string): number => {
  const parts = parseWallClock(wallClock);
  if (!parts) return 0;
  return daysBetween(from, parts.date) * minutesPerDay + parts.hour * 60 + parts.minute;
};

/** Where a stay's bar lies in its room's row, as shares (0..1) of the whole range. */
export interface BarPlace {
  left: number;
  width: number;
  /** The stay began before the range / goes on after it (drawn open at that end). */
  beforeRange: boolean;
  afterRange: boolean;
}

/**
 * A stay's bar in the range (ADR 041), or null when it lies outside. Nights are drawn by the
 * clock: a full night from 14:00 to 12:00 two days later starts past the middle of its first day
 * and ends at the middle of its last. A daycation or session is drawn within its day, from its
 * check-in hour, at least `shortStayWidth` of the day wide (kept inside the day) so that it stays
 * readable.
 */
export const barPlace = (stay: CalendarStay, range: CalendarRange): BarPlace | null => {
  const total = range.days * minutesPerDay;
  const start = minutesFrom(range.from, stay.checkin);
  const end = Math.max(start, minutesFrom(range.from, stay.checkout));
  if (end <= 0 || start >= total) return null;
  if (!holdsNights(stay.stayType as StayType)) {
    const dayStart = Math.floor(start / minutesPerDay) * minutesPerDay;
    if (dayStart < 0) return null;
    const width = Math.min(minutesPerDay, Math.max(end - start, shortStayWidth * minutesPerDay));
    const left = Math.min(start, dayStart + minutesPerDay - width);
    return { left: left / total, width: width / total, beforeRange: false, afterRange: false };
  }
  const left = Math.max(0, start);
  const right = Math.min(total, end);
  return {
    left: left / total,
    width: (right - left) / total,
    beforeRange: start < 0,
    afterRange: end > total,
  };
};

/**
 * The dates a stay holds: from its first night by the nights rule (ADR 068; the check-in date
 * when not told) up to, not including, the check-out date.
 */
const heldDates = (stay: CalendarStay): Set<IsoDate> => {
  const dates = new Set<IsoDate>();
  if (!holdsNights(stay.stayType)) return dates;
  const first = stay.firstNight ?? stay.checkin.slice(0, 10);
  const last = stay.checkout.slice(0, 10);
  dates.add(first);
  for (let date = addDays(first, 1); date < last; date = addDays(date, 1)) dates.add(date);
  return dates;
};

/**
 * The dates a room's cell can start a booking on: from today on, not a night a stay holds nor a
 * night its maintenance takes out (up to, not including, its expected end: ADR 085); today only
 * while the room is Available (a check-in starts there).
 */
export const freeDates = (
  room: { room: string; status: number; maintenance?: { until: string | null } | undefined },
  stays: readonly CalendarStay[],
  dates: readonly IsoDate[],
  today: IsoDate,
): Set<IsoDate> => {
  const held = new Set<IsoDate>();
  for (const stay of stays) {
    if (stay.room === room.room) for (const date of heldDates(stay)) held.add(date);
  }
  return new Set(
    dates.filter(
      (date) =>
        date >= today &&
        !held.has(date) &&
        !(
          room.status === RoomStatus.Maintenance &&
          maintenanceCoversNight(
            { from: null, until: (room.maintenance?.until ?? null) as IsoDate | null },
            date,
          )
        ) &&
        (date !== today || room.status === RoomStatus.Available),
    ),
  );
};

/** The first date of the range moved by whole months (the day kept, or the month's last day). */
export const addMonths = (date: IsoDate, months: number): IsoDate => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
};
