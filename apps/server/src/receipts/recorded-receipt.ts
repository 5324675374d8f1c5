import { and, eq, sql } from 'drizzle-orm';
import {
  receiptDocumentSchema,
  recordedCheckInReceiptDocument,
  type ReceiptIssue,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { issuedReceipts } from '../db/schema.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { receiptIssue } from './issued-receipt.repository.ts';
import { receiptRecords } from './receipt-records.repository.ts';
import { copyOfRecords, documentOfRecords } from './rebuilt-receipt.ts';

/**
 * A receipt a SPEC client records by its own calls (create-guest, create-income,
 * create-food-order, create-food-revenue: ADR 074), kept as its records make it: call it in each
 * record's transaction, after the record is written. The client prints its receipt itself and
 * sends one number on a few records, so the document is made again from every record of the
 * number, with the hotel's details, time and server of its first record; a later change of the
 * hotel, its prices or the stay does not reach it. A number the app issued its own receipt
 * under (POST /check-in, a payment, ...) keeps that document untouched.
 */
export const keepRecordedReceipt = async (
  tx: Executor,
  hotel: HotelRow,
  number: string,
  at: Date,
): Promise<void> => {
  const [kept] = await tx
    .select({ document: issuedReceipts.document, recorded: issuedReceipts.recorded })
    .from(issuedReceipts)
    .where(and(eq(issuedReceipts.hotelId, hotel.id), eq(issuedReceipts.receiptNumber, number)));
  if (kept && !kept.recorded) return;
  const first = kept ? receiptDocumentSchema.parse(kept.document) : undefined;
  const issue: ReceiptIssue = first
    ? { hotel: first.Hotel, issuedAt: new Date(first.IssuedAt), servedBy: first.ServedBy }
    : receiptIssue(hotel, at);
  const records = await receiptRecords(tx, hotel.id, number);
  const document =
    records.stays.length > 0
      ? recordedCheckInReceiptDocument(
          issue,
          number,
          records.stays.map((s) => ({
            guest: s.name,
            roomNumber: s.roomNumber,
            stayType: s.roomType,
            checkinAt: s.checkinAt,
            checkoutAt: s.checkoutAt,
            roomCharges: s.roomCharges,
            taxCharges: s.taxCharges,
            serviceCharges: s.serviceCharges,
            paymentType: s.paymentType,
          })),
        )
      : documentOfRecords(
          await copyOfRecords(tx, hotel, number, records, { finalBill: false }),
          issue,
        );
  await tx
    .insert(issuedReceipts)
    .values({
      hotelId: hotel.id,
      receiptNumber: number,
      kind: document.Kind,
      document,
      recorded: true,
    })
    .onConflictDoUpdate({
      target: [issuedReceipts.hotelId, issuedReceipts.receiptNumber],
      targetWhere: sql`${issuedReceipts.receiptNumber} is not null`,
      set: { kind: document.Kind, document },
      setWhere: sql`${issuedReceipts.recorded}`,
    });
};
