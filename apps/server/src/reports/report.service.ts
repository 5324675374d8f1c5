import {
  buildReport,
  businessDayBounds,
  foodReceiptLine,
  incomeLine,
  roomNights,
  type IsoDate,
  type Nights,
  type Report,
  type ReportRange,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import {
  foodReceiptDays,
  foodReceiptSplits,
  incomeDays,
  incomeSplits,
  overnightStays,
  roomServiceChanges,
  roomsOfHotel,
  type Span,
} from './report.repository.ts';

const maintenance = '6';

/** The instants of the hotel's dates from..to (both included). */
export const spanOfRange = (hotel: HotelRow, { from, to }: ReportRange): Span => ({
  hotelId: hotel.id,
  timeZone: hotel.timeZone,
  start: businessDayBounds(from, hotel.timeZone).start,
  end: businessDayBounds(to, hotel.timeZone).end,
});

/**
 * Each room's nights in the house (from its 'room-add' entry, until its retirement) and its
 * spans in Maintenance, from the activity log (ADR 045: rooms older than the log were always
 * there; a room in Maintenance since before the log is counted in service).
 */
const roomsInService = async (db: Executor, hotel: HotelRow, end: Date) => {
  const [all, changes] = await Promise.all([
    roomsOfHotel(db, hotel.id, hotel.timeZone),
    roomServiceChanges(db, hotel.id, hotel.timeZone, end),
  ]);
  const added = new Map<string, IsoDate>();
  const out = new Map<string, Nights[]>();
  for (const c of changes) {
    if (c.kind === 'room-add') {
      added.set(c.room, c.date);
      continue;
    }
    const spans = out.get(c.room) ?? [];
    const open = spans.at(-1);
    if (c.after === maintenance && (open === undefined || open.until !== null))
      spans.push({ from: c.date, until: null });
    else if (c.before === maintenance && open !== undefined && open.until === null)
      open.until = c.date;
    out.set(c.room, spans);
  }
  return all.map((room) => ({
    from: added.get(room.number) ?? null,
    until: room.retiredOn,
    outOfService: out.get(room.number) ?? [],
  }));
};

export const createReportService = ({ db }: ReceptionDeps) => ({
  /** The owner's report of from..to (ADR 045). */
  async report(hotel: HotelRow, range: ReportRange): Promise<Report> {
    const span = spanOfRange(hotel, range);
    const [incomeByDay, incomeByMethod, foodByDay, foodByMethod, stays, rooms] = await Promise.all([
      incomeDays(db, span),
      incomeSplits(db, span),
      foodReceiptDays(db, span),
      foodReceiptSplits(db, span),
      overnightStays(db, span, hotel.arrivalDayHour),
      roomsInService(db, hotel, span.end),
    ]);
    // The money summed two ways (ADR 050): by day (kind only), over the range (by method and
    // stay type); buildReport answers the same as from every line.
    const income = <Row extends { depositRefund: boolean }>(r: Row) => ({
      ...r,
      type: r.depositRefund ? 'deposit-refund' : '',
    });
    const byDay = [
      ...incomeByDay.map((r) =>
        incomeLine({ ...income(r), date: r.date, method: '', stayType: null }),
      ),
      ...foodByDay.map((r) => foodReceiptLine({ ...r, method: '', stayType: null })),
    ];
    const overRange = [
      ...incomeByMethod.map((r) => incomeLine({ ...income(r), date: range.from })),
      ...foodByMethod.map((r) => foodReceiptLine({ ...r, date: range.from })),
    ];
    const nights = roomNights({ from: range.from, to: range.to, stays, rooms });
    return buildReport(range.from, range.to, byDay, nights, overRange);
  },
});
