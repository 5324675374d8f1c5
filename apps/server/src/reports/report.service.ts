import {
  buildReport,
  businessDate,
  businessDayBounds,
  datedSale,
  expenseTotals,
  foodReceiptLine,
  incomeLine,
  isExpense,
  roomNights,
  reservationsBySource,
  roomSales,
  servicePeriods,
  type ExpenseCategory,
  type Nights,
  type Report,
  type ReportRange,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import {
  expenseDays,
  foodReceiptDays,
  foodReceiptSplits,
  incomeDays,
  incomeSplits,
  reservationSourceCounts,
  roomServiceChanges,
  roomsOfHotel,
  staySales,
  type Span,
} from './report.repository.ts';
import { roomHistoryBefore } from '../rooms/room-history.repository.ts';

const maintenance = '6';

/** The instants of the hotel's dates from..to (both included). */
export const spanOfRange = (hotel: HotelRow, { from, to }: ReportRange): Span => ({
  hotelId: hotel.id,
  timeZone: hotel.timeZone,
  start: businessDayBounds(from, hotel.timeZone).start,
  end: businessDayBounds(to, hotel.timeZone).end,
});

/**
 * Each room's nights in service from its history (ADR 076), less its spans in Maintenance from
 * the activity log (a room in Maintenance since before the log is counted in service). Only
 * records dated before the range's end count, and each is dated: a later change of rooms never
 * moves a past night.
 */
const roomsInService = async (db: Executor, hotel: HotelRow, end: Date) => {
  const [all, history, changes] = await Promise.all([
    roomsOfHotel(db, hotel.id),
    roomHistoryBefore(db, hotel.id, end),
    roomServiceChanges(db, hotel.id, hotel.timeZone, end),
  ]);
  const out = new Map<string, Nights[]>();
  for (const c of changes) {
    const spans = out.get(c.room) ?? [];
    const open = spans.at(-1);
    if (c.after === maintenance && (open === undefined || open.until !== null))
      spans.push({ from: c.date, until: null });
    else if (c.before === maintenance && open !== undefined && open.until === null)
      open.until = c.date;
    out.set(c.room, spans);
  }
  const periods = servicePeriods(
    history.map((h) => ({
      room: h.roomId,
      kind: h.kind,
      date: businessDate(h.at, hotel.timeZone),
    })),
  );
  return all.flatMap((room) =>
    (periods.get(room.id) ?? []).map((period) => ({
      ...period,
      outOfService: out.get(room.number) ?? [],
    })),
  );
};

export const createReportService = ({ db }: ReceptionDeps) => ({
  /** The owner's report of from..to (ADR 045). */
  async report(hotel: HotelRow, range: ReportRange): Promise<Report> {
    const span = spanOfRange(hotel, range);
    const [incomeByDay, incomeByMethod, foodByDay, foodByMethod, sold, rooms, paidOut, sources] =
      await Promise.all([
        incomeDays(db, span),
        incomeSplits(db, span),
        foodReceiptDays(db, span),
        foodReceiptSplits(db, span),
        staySales(db, span),
        roomsInService(db, hotel, span.end),
        expenseDays(db, span),
        reservationSourceCounts(db, span),
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
    // Each stay's nights by the one nights rule, its room revenue shared over them (ADR 081).
    const times = { timeZone: hotel.timeZone, arrivalDayHour: hotel.arrivalDayHour };
    const stays = sold.map((s) =>
      datedSale({ ...s, arrival: new Date(s.arrival), departure: new Date(s.departure) }, times),
    );
    const nights = roomNights({ from: range.from, to: range.to, stays, rooms });
    const sales = roomSales(range.from, range.to, stays);
    // The report's expenses by category and by day (ADR 082), as positive amounts.
    const expenses = expenseTotals(
      paidOut
        .filter((r) => isExpense(income(r)))
        .map((r) => ({ date: r.date, category: r.category as ExpenseCategory, amount: -r.amount })),
    );
    return {
      ...buildReport(range.from, range.to, byDay, nights, sales, overRange),
      expenses,
      bySource: reservationsBySource(sources),
    };
  },
});
