import {
  businessDate,
  formatReceiptNumber,
  maxReceiptCounter,
  type ReceiptKind,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { ReceptionDeps } from '../reception-features.ts';
import { advanceReceiptCounter, recordReceipt } from './receipt.repository.ts';

/**
 * Issues the hotel's next receipt number of a kind inside the caller's transaction
 * ('AUR202611220042'; food: 'AURFOOD202611220042'), dated with the hotel's business date. A
 * number the hotel already issued (the counter wrapped within one day) is skipped, so every
 * number is printed once.
 */
export const issueReceiptNumber = async (
  tx: Executor,
  hotel: Pick<HotelRow, 'id' | 'receiptPrefix' | 'timeZone'>,
  kind: ReceiptKind,
  now: Date,
): Promise<string> => {
  const date = businessDate(now, hotel.timeZone);
  for (let attempt = 0; attempt < maxReceiptCounter; attempt += 1) {
    const counter = await advanceReceiptCounter(tx, hotel.id, kind);
    const number = formatReceiptNumber(hotel.receiptPrefix, kind, date, counter);
    if (await recordReceipt(tx, hotel.id, kind, number, now)) return number;
  }
  throw new Error(`Every ${kind} receipt number of ${date} is used`);
};

export const createReceiptService = ({ db, now }: ReceptionDeps) => ({
  /** A number for a receipt printed outside a check-in (extensions, food, manual payments). */
  issue: (hotel: HotelRow, kind: ReceiptKind): Promise<string> =>
    db.transaction((tx) => issueReceiptNumber(tx, hotel, kind, now())),
});
