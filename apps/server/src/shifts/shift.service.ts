import {
  cashDifference,
  countedShiftLines,
  foodShiftKind,
  incomeShiftKind,
  paymentMethods,
  shiftNeedsNote,
  shiftMethodTotals,
  shiftNoteMessage,
  shiftSummary,
  type ClosedShift,
  type CloseShift,
  type CurrentShift,
  type OpenShift,
  type Shift,
  type ShiftDetail,
  type ShiftListEntry,
  type ShiftReportDocument,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { Caller } from '../auth/auth.service.ts';
import type { Executor } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import {
  findShiftReport,
  receiptIssue,
  storeShiftReport,
} from '../receipts/issued-receipt.repository.ts';
import {
  closeShiftRow,
  findOpenShift,
  findShift,
  insertShift,
  lastClosedShift,
  listShifts,
  shiftRecords,
  type ShiftWithUser,
} from './shift.repository.ts';

const alreadyOpen = 'You already have an open shift: close it first.';
const noOpenShift = 'You have no open shift.';
const noSuchShift = 'No such shift in this hotel.';
const stillOpen = 'This shift is still open: its report prints when it is closed.';
const notYourShift = "Only the owner can reprint another receptionist's shift report.";

/** The report of a closed shift, with the hotel's details as `hotel` is now (ADR 079). */
const shiftReport = (hotel: HotelRow, shift: Shift, at: Date): ShiftReportDocument => ({
  Kind: 'shift-report',
  IssuedAt: at.toISOString(),
  Hotel: receiptIssue(hotel, at).hotel,
  Shift: shift,
});

/** The records the user made in the shift, incomes then food receipts, each with its kind. */
const recordsOf = async (db: Executor, shift: ShiftWithUser['shift']) => {
  const { incomeRows, foodRows } = await shiftRecords(db, shift);
  return [
    ...incomeRows.map((row) => ({ ...row, kind: incomeShiftKind(row) })),
    ...foodRows.map((row) => ({
      ...row,
      type: 'food',
      kind: foodShiftKind({ isVoid: row.voidsFoodRevenueId !== null }),
    })),
  ];
};
type ShiftRecord = Awaited<ReturnType<typeof recordsOf>>[number];

/** The shift as the API answers it: its figures from the records the user made in it. */
const presentShift = async (
  db: Executor,
  { shift, userName }: ShiftWithUser,
  records?: readonly ShiftRecord[],
): Promise<Shift> => {
  records ??= await recordsOf(db, shift);
  const { float, ...summary } = shiftSummary(shift.float, records);
  // A voided payment never happened: it is in no total, and not on the wallet list either.
  const lines = countedShiftLines(records);
  return {
    id: shift.id,
    userId: shift.userId,
    userName,
    openedAt: shift.openedAt.toISOString(),
    closedAt: shift.closedAt?.toISOString() ?? null,
    float,
    ...summary,
    // Once closed, the figures recorded at the close stand.
    expectedCash: shift.expectedCash ?? summary.expectedCash,
    countedCash: shift.countedCash,
    difference: shift.difference,
    note: shift.note,
    walletPayments: lines
      .filter((line) => line.paymentMethod !== 'cash')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((line) => ({
        at: line.createdAt.toISOString(),
        room: line.roomNumber,
        amount: line.amount,
        paymentMethod: line.paymentMethod,
        walletReference: line.walletReference,
      })),
  };
};

export const createShiftService = ({ db, events, now }: ReceptionDeps) => ({
  /** The caller's open shift, and the float the last close handed over. */
  async current(hotel: HotelRow, caller: Caller): Promise<CurrentShift> {
    const open = await findOpenShift(db, hotel.id, caller.userId);
    const last = await lastClosedShift(db, hotel.id);
    return {
      shift: open ? await presentShift(db, open) : null,
      suggestedFloat: last?.countedCash ?? 0,
    };
  },

  /** Opens a shift for the caller with the float in the drawer; one open shift at a time. */
  async open(
    hotel: HotelRow,
    caller: Caller,
    body: OpenShift,
    idempotencyKey?: string,
  ): Promise<Shift> {
    const at = now();
    const outcome = await runIdempotent(
      db,
      { hotelId: hotel.id, key: idempotencyKey, operation: 'open-shift', request: body, at },
      async (tx) => {
        if (await findOpenShift(tx, hotel.id, caller.userId)) throw conflict(alreadyOpen);
        const shift = await insertShift(tx, {
          hotelId: hotel.id,
          userId: caller.userId,
          float: body.float,
          openedAt: at,
        });
        await recordActivity(tx, actingAs(hotel), {
          kind: 'shift-open',
          subject: `shift:${shift.id}`,
          params: { float: body.float },
        });
        return presentShift(tx, { shift, userName: caller.userName });
      },
    ).catch((error: unknown) => {
      // Two desks of one user opening at once: the index lets one through.
      if (isUniqueViolation(error, 'shifts_one_open_per_user')) throw conflict(alreadyOpen);
      throw error;
    });
    if (!outcome.replayed) await events.publish(hotel.id, { type: 'shift_updated' });
    return outcome.answer;
  },

  /**
   * Closes the caller's open shift with the cash counted: the expected cash, the difference and
   * the note are recorded and never changed afterwards (a trigger refuses it).
   */
  async close(
    hotel: HotelRow,
    caller: Caller,
    body: CloseShift,
    idempotencyKey?: string,
  ): Promise<ClosedShift> {
    const at = now();
    const outcome = await runIdempotent(
      db,
      { hotelId: hotel.id, key: idempotencyKey, operation: 'close-shift', request: body, at },
      async (tx) => {
        const open = await findOpenShift(tx, hotel.id, caller.userId);
        if (!open) throw notFound(noOpenShift);
        // Timed once the row is locked, after every payment that held the shift committed: each
        // of them is counted, and none made earlier is left outside (ADR 071).
        const closedAt = new Date(Math.max(at.getTime(), now().getTime()));
        const live = await presentShift(tx, {
          ...open,
          shift: { ...open.shift, closedAt },
        });
        const expected = live.expectedCash;
        if (shiftNeedsNote(body.countedCash, expected) && !body.note) {
          throw badRequest(shiftNoteMessage, [{ field: 'note', message: shiftNoteMessage }]);
        }
        const difference = cashDifference(body.countedCash, expected);
        const shift = await closeShiftRow(tx, open.shift.id, {
          closedAt,
          expectedCash: expected,
          countedCash: body.countedCash,
          difference,
          note: body.note,
        });
        await recordActivity(tx, actingAs(hotel), {
          kind: 'shift-close',
          subject: `shift:${shift.id}`,
          params: { expected, counted: body.countedCash, difference, note: body.note },
        });
        const closed = await presentShift(tx, { shift, userName: open.userName });
        // The report as it prints now, kept with the close (ADR 079): its reprint is this.
        const report = await storeShiftReport(
          tx,
          hotel.id,
          shift.id,
          shiftReport(hotel, closed, closedAt),
        );
        return { ...closed, report };
      },
    );
    if (!outcome.replayed) await events.publish(hotel.id, { type: 'shift_updated' });
    return outcome.answer;
  },

  /**
   * A closed shift's report as it was printed at the close (ADR 079), for a reprint: the owner
   * may reprint any, a receptionist their own. A shift closed before reports were kept is made
   * again from its records with today's hotel details, marked Rebuilt. Writes nothing.
   */
  async report(hotel: HotelRow, caller: Caller, id: number): Promise<ShiftReportDocument> {
    const found = await findShift(db, hotel.id, id);
    if (!found) throw notFound(noSuchShift);
    if (caller.role !== 'admin' && found.shift.userId !== caller.userId) {
      throw forbidden(notYourShift);
    }
    if (!found.shift.closedAt) throw conflict(stillOpen);
    const kept = await findShiftReport(db, hotel.id, id);
    if (kept) return kept;
    // FALLBACK for shifts closed before ADR 079: the figures its records give today.
    const rebuilt = shiftReport(hotel, await presentShift(db, found), found.shift.closedAt);
    return { ...rebuilt, Rebuilt: true };
  },

  /**
   * One shift as the owner reads it (issue 44, ADR 080): its figures, every record made in it
   * oldest first (a payment voided since marked), and each method's money. Writes nothing.
   */
  async detail(hotel: HotelRow, id: number): Promise<ShiftDetail> {
    const found = await findShift(db, hotel.id, id);
    if (!found) throw notFound(noSuchShift);
    const records = await recordsOf(db, found.shift);
    const shift = await presentShift(db, found, records);
    const byMethod = shiftMethodTotals(records);
    return {
      ...shift,
      entries: records
        .map((record) => ({
          at: record.createdAt.toISOString(),
          kind: record.kind,
          type: record.type,
          receiptNumber: record.receiptNumber,
          guest: record.guest,
          room: record.roomNumber,
          paymentMethod: record.paymentMethod,
          amount: record.amount,
          walletReference: record.walletReference,
          voided: record.voided,
          reason: record.reason,
        }))
        .sort((a, b) => a.at.localeCompare(b.at)),
      methodTotals: paymentMethods.map((method) => ({ method, ...byMethod[method] })),
    };
  },

  /** Every shift of the hotel, newest first (the owner's page). */
  async list(hotel: HotelRow): Promise<ShiftListEntry[]> {
    const rows = await listShifts(db, hotel.id, 200);
    const answers: ShiftListEntry[] = [];
    for (const row of rows) {
      const { walletPayments: _, ...entry } = await presentShift(db, row);
      answers.push(entry);
    }
    return answers;
  },
});
