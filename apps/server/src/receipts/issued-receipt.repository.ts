import { and, eq } from 'drizzle-orm';
import {
  receiptDocumentSchema,
  shiftReportDocumentSchema,
  type ReceiptDocument,
  type ReceiptIssue,
  type ShiftReportDocument,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { issuedReceipts } from '../db/schema.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { currentActingUser } from '../http/acting-user.ts';

/**
 * What a receipt issued now is issued with (ADR 069): the hotel's details as they are at this
 * write (so a later change of address or name does not reach it), the instant, and who served.
 */
export const receiptIssue = (hotel: HotelRow, issuedAt: Date): ReceiptIssue => ({
  hotel: {
    Name: hotel.name,
    Address: hotel.address,
    City: hotel.city,
    Phone: hotel.phone,
    TimeZone: hotel.timeZone,
  },
  issuedAt,
  servedBy: currentActingUser()?.userName ?? null,
});

/**
 * The one place a receipt is kept as printed: call it in the write's own transaction, so the
 * document and its money are kept or rolled back together. A number keeps its first document
 * (a check-in's overpayment refund shares the check-in's number and prints with it). Answers
 * the document, for the write's response.
 */
export const storeIssuedReceipt = async (
  tx: Executor,
  hotelId: number,
  document: ReceiptDocument,
): Promise<ReceiptDocument> => {
  await tx
    .insert(issuedReceipts)
    .values({
      hotelId,
      receiptNumber: document.ReceiptNumber,
      kind: document.Kind,
      document,
    })
    .onConflictDoNothing();
  return document;
};

/** The document issued under `number`, as it was printed; undefined for older receipts. */
export const findIssuedReceipt = async (
  db: Executor,
  hotelId: number,
  number: string,
): Promise<ReceiptDocument | undefined> => {
  const [row] = await db
    .select({ document: issuedReceipts.document })
    .from(issuedReceipts)
    .where(and(eq(issuedReceipts.hotelId, hotelId), eq(issuedReceipts.receiptNumber, number)));
  return row ? receiptDocumentSchema.parse(row.document) : undefined;
};

/** A shift's report as printed at its close (ADR 079), kept in the close's own transaction. */
export const storeShiftReport = async (
  tx: Executor,
  hotelId: number,
  shiftId: number,
  report: ShiftReportDocument,
): Promise<ShiftReportDocument> => {
  await tx
    .insert(issuedReceipts)
    .values({ hotelId, receiptNumber: null, kind: report.Kind, shiftId, document: report })
    .onConflictDoNothing();
  return report;
};

/** The report kept at a shift's close; undefined for a shift closed before reports were kept. */
export const findShiftReport = async (
  db: Executor,
  hotelId: number,
  shiftId: number,
): Promise<ShiftReportDocument | undefined> => {
  const [row] = await db
    .select({ document: issuedReceipts.document })
    .from(issuedReceipts)
    .where(and(eq(issuedReceipts.hotelId, hotelId), eq(issuedReceipts.shiftId, shiftId)));
  return row ? shiftReportDocumentSchema.parse(row.document) : undefined;
};
