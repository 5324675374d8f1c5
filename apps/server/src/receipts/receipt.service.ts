import {
  businessDate,
  formatReceiptNumber,
  maxReceiptCounter,
  parseReceiptNumber,
  receiptNumberProblem,
  receiptNumberUse,
  type ReceiptKind,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import {
  advanceReceiptCounter,
  lockReceipt,
  markReceiptUsed,
  recordReceipt,
  type ReceiptUse,
} from './receipt.repository.ts';

/**
 * Issues the hotel's next receipt number of a kind inside the caller's transaction
 * ('AUR202611220042'; food: 'AURFOOD202611220042'), dated with the hotel's business date. A
 * number the hotel already issued (the counter wrapped within one day) is skipped, so every
 * number is printed once. `use` says whether a record carries it now (the default) or it is
 * only issued for a print, so the first record sent with it takes it as-is (ADR 013).
 */
export const issueReceiptNumber = async (
  tx: Executor,
  hotel: Pick<HotelRow, 'id' | 'receiptPrefix' | 'timeZone'>,
  kind: ReceiptKind,
  now: Date,
  use: ReceiptUse = { used: true },
): Promise<string> => {
  const date = businessDate(now, hotel.timeZone);
  for (let attempt = 0; attempt < maxReceiptCounter; attempt += 1) {
    const counter = await advanceReceiptCounter(tx, hotel.id, kind);
    const number = formatReceiptNumber(hotel.receiptPrefix, kind, date, counter);
    if (await recordReceipt(tx, hotel.id, kind, number, now, use)) return number;
  }
  throw new Error(`Every ${kind} receipt number of ${date} is used`);
};

/**
 * The receipt number an operation records (ADR 013). SPEC.md's clients number their receipts
 * from a counter in the browser, print numbers from POST /receipt-numbers, and send one
 * receipt's number on each of its records (the check-in and its income, every line of a food
 * order and its revenue). So a well-formed number of this hotel and kind is taken as-is when the
 * hotel has not seen it, issued it for a print that nothing carries yet, or used it for the same
 * guest (`guestId`); a missing number, or one used for another guest or a payment of no guest,
 * gets the next server-issued number instead: never a 4xx, never one number on two guests. Two
 * clients sending one number at once both succeed, with different numbers (the row is locked).
 * A malformed number is a 400 naming `field`. Runs in the operation's transaction.
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
    /** The guest the record is for; null or absent for a payment of no guest. */
    guestId?: number | null;
  } = {},
): Promise<string> => {
  const field = options.field ?? 'receiptNumber';
  const guestId = options.guestId ?? null;
  const use = { used: true, guestId };
  const number = requested?.trim();
  if (!number) return issueReceiptNumber(tx, hotel, kind, now, use);
  if (!parseReceiptNumber(hotel.receiptPrefix, kind, number)) {
    const message = receiptNumberProblem(hotel.receiptPrefix, kind);
    throw badRequest(message, [{ field, message }]);
  }
  if (await recordReceipt(tx, hotel.id, kind, number, now, use)) return number;
  const recorded = await lockReceipt(tx, hotel.id, number, guestId);
  switch (receiptNumberUse(recorded, guestId)) {
    case 'use':
      await markReceiptUsed(tx, recorded!.id, guestId);
      return number;
    case 'same-receipt':
      return number;
    default:
      return issueReceiptNumber(tx, hotel, kind, now, use);
  }
};

export const createReceiptService = ({ db, now }: ReceptionDeps) => ({
  /** A number for a receipt printed outside a check-in (extensions, food, manual payments). */
  issue: (hotel: HotelRow, kind: ReceiptKind): Promise<string> =>
    db.transaction((tx) => issueReceiptNumber(tx, hotel, kind, now(), { used: false })),
});
