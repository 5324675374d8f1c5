import type { ReceiptDocument } from '@frontdesk/domain';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { findIssuedReceipt } from './issued-receipt.repository.ts';
import { receiptRecords } from './receipt-records.repository.ts';
import { copyOfRecords, documentOfRebuilt } from './rebuilt-receipt.ts';

/**
 * Reprints (ADR 069, ADR 074): the receipt as it was issued and stored; only a receipt from
 * before stored documents is rebuilt from its records (marked Rebuilt). Writes nothing.
 */
export const createReceiptCopyService = ({ db }: ReceptionDeps) => ({
  async copyOf(hotel: HotelRow, number: string): Promise<ReceiptDocument> {
    const stored = await findIssuedReceipt(db, hotel.id, number);
    if (stored) return stored;
    // FALLBACK for receipts issued before ADR 069: rebuilt from the records of its number.
    const copy = await db.transaction(async (tx) =>
      copyOfRecords(tx, hotel, number, await receiptRecords(tx, hotel.id, number), {
        finalBill: true,
      }),
    );
    return documentOfRebuilt(copy, hotel);
  },
});
