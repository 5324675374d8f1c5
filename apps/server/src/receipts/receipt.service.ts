import {
  businessDate,
  formatReceiptNumber,
  maxReceiptCounter,
  parseReceiptNumber,
  receiptNumberProblem,
  type ReceiptKind,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
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

/**
 * The receipt number an operation records (ADR 013): a well-formed number of this hotel and kind
 * that the hotel has not used yet is taken as the client's own (SPEC.md's clients number their
 * receipts from a counter in the browser) and recorded, so the server never issues it again; a
 * missing number, or one already used, gets the next server-issued number instead, so two
 * clients with the same number both succeed, with different numbers. A malformed number is a
 * 400 naming `field`. Runs in the operation's transaction.
 */
export const recordReceiptNumber = async (
  tx: Executor,
  hotel: Pick<HotelRow, 'id' | 'receiptPrefix' | 'timeZone'>,
  kind: ReceiptKind,
  requested: string | null | undefined,
  now: Date,
  options: {
    /** The payload field the number came in, named in a 400. */
    field?: string;
    /** The guest the receipt is for, if any (TODO ADR 013: the same guest's receipt may span records). */
    guestId?: number | null;
  } = {},
): Promise<string> => {
  const field = options.field ?? 'receiptNumber';
  const number = requested?.trim();
  if (!number) return issueReceiptNumber(tx, hotel, kind, now);
  if (!parseReceiptNumber(hotel.receiptPrefix, kind, number)) {
    const message = receiptNumberProblem(hotel.receiptPrefix, kind);
    throw badRequest(message, [{ field, message }]);
  }
  if (await recordReceipt(tx, hotel.id, kind, number, now)) return number;
  return issueReceiptNumber(tx, hotel, kind, now);
};

export const createReceiptService = ({ db, now }: ReceptionDeps) => ({
  /** A number for a receipt printed outside a check-in (extensions, food, manual payments). */
  issue: (hotel: HotelRow, kind: ReceiptKind): Promise<string> =>
    db.transaction((tx) => issueReceiptNumber(tx, hotel, kind, now())),
});
