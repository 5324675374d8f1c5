import { addDays, businessDate, type IsoDate } from './dates.ts';
import { fromHundredths, toHundredths, type Hundredths } from './money.ts';
import type { Nights } from './report.ts';
import { countNights, daysFromTo, type NightTimes } from './stay-length.ts';

/**
 * Hotel metrics as hotels define them (issue 44 item 2, ADR 081): what the rooms were sold for,
 * night by night, without tax and service; day use apart.
 */

/** The stay types whose guests sleep in the room: their nights are room-nights sold. */
export const overnightStayTypes: readonly string[] = ['full-night', 'long-stay'];
/** The stay types that use a room by day: counted and summed on their own, outside ADR. */
export const dayUseStayTypes: readonly string[] = ['daycation', 'session'];

/** One stay (one room) as the reports sell it. */
export interface StaySale {
  stayType: string;
  arrival: Date;
  /** When the guest left, or is to leave (an extension's new check-out included). */
  departure: Date;
  /**
   * What the room was sold for, tax and service apart: the stay's room charges (its nights, extra
   * bed, early check-in charge, extensions and a swap's difference), less the extra charges the
   * desk typed on the account (laundry, minibar: not room sales).
   */
  roomRevenue: number;
  tax: number;
  service: number;
}

/**
 * A stay with its nights by THE nights rule (countNights, ADR 068): an overnight stay holds its
 * room the nights `from` up to, not including, `until` (an arrival before the arrival-day hour
 * from the night before its date); a day-use stay holds no night and is dated by its arrival.
 */
export type DatedSale = StaySale & Nights & { from: IsoDate; until: IsoDate; nights: number };

export const datedSale = (stay: StaySale, times: NightTimes): DatedSale => {
  if (!overnightStayTypes.includes(stay.stayType)) {
    const date = businessDate(stay.arrival, times.timeZone);
    return { ...stay, from: date, until: date, nights: 0 };
  }
  const { firstNight, nights } = countNights(stay, times);
  return { ...stay, from: firstNight, until: addDays(firstNight, nights), nights };
};

/** The figures of a range's room sales. */
export interface RoomSales {
  /** Every night of every overnight stay that falls in the range, one a room. */
  roomNightsSold: number;
  /** Those nights' share of what the rooms were sold for, without tax and service. */
  roomRevenue: number;
  /** The tax and service charged on that room revenue, beside it. */
  roomTax: number;
  roomService: number;
  /** Daycations and sessions that arrived in the range: how many, and their money likewise. */
  dayUseCount: number;
  dayUseRevenue: number;
  dayUseTax: number;
  dayUseService: number;
}

const floorDiv = (a: bigint, b: bigint) => (a % b !== 0n && a < 0n !== b < 0n ? a / b - 1n : a / b);

/**
 * The share of `amount` (hundredths) of nights [start, end) of a stay of `nights` nights: each
 * night gets the amount evenly, to the pya, the pya left over going to the later nights. The
 * shares of a stay's nights add up to the amount exactly, so a range split in two adds up to the
 * whole (first k nights: floor(k x amount / nights)).
 */
const shareOfNights = (amount: Hundredths, nights: number, start: number, end: number) => {
  const upTo = (k: number) => floorDiv(BigInt(amount) * BigInt(k), BigInt(nights));
  return Number(upTo(end) - upTo(start));
};

/**
 * Room sales of the hotel's dates from..to (both included): the nights of overnight stays in the
 * range, each with its even share of the stay's room revenue, tax and service; day use by its
 * arrival date. A stay across the range's ends counts only its nights inside.
 */
export const roomSales = (from: IsoDate, to: IsoDate, stays: readonly DatedSale[]): RoomSales => {
  const sums = { nights: 0, revenue: 0, tax: 0, service: 0 };
  const day = { count: 0, revenue: 0, tax: 0, service: 0 };
  for (const stay of stays) {
    const money = [stay.roomRevenue, stay.tax, stay.service].map(toHundredths);
    const [revenue, tax, service] = money as [Hundredths, Hundredths, Hundredths];
    if (stay.nights > 0) {
      const start = Math.min(stay.nights, Math.max(0, daysFromTo(stay.from, from)));
      const end = Math.min(stay.nights, Math.max(0, daysFromTo(stay.from, to) + 1));
      if (end <= start) continue;
      sums.nights += end - start;
      sums.revenue += shareOfNights(revenue, stay.nights, start, end);
      sums.tax += shareOfNights(tax, stay.nights, start, end);
      sums.service += shareOfNights(service, stay.nights, start, end);
    } else if (dayUseStayTypes.includes(stay.stayType) && stay.from >= from && stay.from <= to) {
      day.count += 1;
      day.revenue += revenue;
      day.tax += tax;
      day.service += service;
    }
  }
  const kyat = (hundredths: number) => fromHundredths(hundredths as Hundredths);
  return {
    roomNightsSold: sums.nights,
    roomRevenue: kyat(sums.revenue),
    roomTax: kyat(sums.tax),
    roomService: kyat(sums.service),
    dayUseCount: day.count,
    dayUseRevenue: kyat(day.revenue),
    dayUseTax: kyat(day.tax),
    dayUseService: kyat(day.service),
  };
};

const toPya = (kyat: number) => Math.round(kyat * 100) / 100;

/**
 * Occupancy = room-nights sold / room-nights in service (a fraction: 0.5 is 50 %); ADR = room
 * revenue / room-nights sold; RevPAR = room revenue / room-nights in service (kyat, to the pya).
 * Null where the divisor is 0. Day use is in none of them.
 */
export const hotelMetrics = (
  sales: Pick<RoomSales, 'roomNightsSold' | 'roomRevenue'>,
  roomNightsInService: number,
) => ({
  occupancy: roomNightsInService === 0 ? null : sales.roomNightsSold / roomNightsInService,
  adr: sales.roomNightsSold === 0 ? null : toPya(sales.roomRevenue / sales.roomNightsSold),
  revpar: roomNightsInService === 0 ? null : toPya(sales.roomRevenue / roomNightsInService),
});
