import {
  businessDate,
  businessDayBounds,
  formatReceiptNumber,
  parseReceiptNumber,
  receiptNumbersUsedUpMessage,
  receiptNumberProblem,
  receiptNumberUse,
  tooManyUnusedReceiptNumbersMessage,
  unusedReceiptNumbersPerUserDay,
  type ReceiptKind,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import { takeAttempts } from '../auth/limit.repository.ts';
import { actingUserId } from '../http/acting-user.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest, conflict, tooManyRequests } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import {
  advanceReceiptCounter,
  countRecentReceiptsOfActingUser,
  countUnusedReceiptsOfActingUser,
  firstFreeReceiptCounter,
  lockReceipt,
  setReceiptCounter,
  markReceiptUsed,
  recordReceipt,
  type ReceiptUse,
} from './receipt.repository.ts';

/** Numbers one user may be issued (or record) a minute, in every session together (ADR 031). */
export const receiptNumbersPerUserMinute = 60;
export const tooManyReceiptNumbersMessage =
  'Too many receipt numbers asked for. Please wait a minute.';

/**
 * 429 when the signed-in user already had 60 numbers in the last minute: counted from the
 * receipts table, so signing in again does not reset it and no desk can use up a day's 9999.
 * A number for a print only (`use.used` false) is also refused past the user's 300 of the hotel
 * day that no record carries (ADR 077), so every check-in of the day still gets its number.
 */
const assertUnderReceiptLimit = async (
  tx: Executor,
  hotel: Pick<HotelRow, 'id' | 'timeZone'>,
  now: Date,
  use: ReceiptUse = { used: true },
) => {
  const userId = actingUserId();
  if (userId === undefined) return;
  // Checked and counted in one step (ADR 072): this upsert's row stays locked to the end of the
  // transaction, so one user's numbers are counted one request at a time, in every process.
  const expiresAt = new Date(now.getTime() + 60_000);
  await takeAttempts(tx, [{ key: `receipt-numbers:${hotel.id}:${userId}`, expiresAt }], now);
  const since = new Date(now.getTime() - 60_000);
  const recent = await countRecentReceiptsOfActingUser(tx, hotel.id, since, now);
  if (recent !== undefined && recent >= receiptNumbersPerUserMinute) {
    throw tooManyRequests(tooManyReceiptNumbersMessage);
  }
  if (use.used) return;
  const day = businessDayBounds(businessDate(now, hotel.timeZone), hotel.timeZone);
  const unused = await countUnusedReceiptsOfActingUser(tx, hotel.id, day.start, day.end);
  if (unused !== undefined && unused >= unusedReceiptNumbersPerUserDay) {
    throw tooManyRequests(tooManyUnusedReceiptNumbersMessage());
  }
};

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
  await assertUnderReceiptLimit(tx, hotel, now, use);
  const date = businessDate(now, hotel.timeZone);
  const numberOf = (counter: number) =>
    formatReceiptNumber(hotel.receiptPrefix, kind, date, counter);
  // The counter's row stays locked to the end of the transaction: no other desk issues now.
  let counter = await advanceReceiptCounter(tx, hotel.id, kind);
  // Taken numbers (a wrap within one day, or a client's own) are skipped in one statement, never
  // by a loop over the range; a client may take the found number meanwhile, hence a few tries.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await recordReceipt(tx, hotel.id, kind, numberOf(counter), now, use)) {
      return numberOf(counter);
    }
    const head = numberOf(1).slice(0, -4);
    const free = await firstFreeReceiptCounter(tx, hotel.id, head, counter);
    if (free === undefined) break;
    await setReceiptCounter(tx, hotel.id, kind, free);
    counter = free;
  }
  throw conflict(receiptNumbersUsedUpMessage(kind, date));
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
  const parsed = parseReceiptNumber(hotel.receiptPrefix, kind, number);
  if (!parsed) {
    const message = receiptNumberProblem(hotel.receiptPrefix, kind);
    throw badRequest(message, [{ field, message }]);
  }
  // A client's own number is taken only of today's business date; one of another date is taken
  // only when the hotel already has it (issued for a print, or this guest's receipt).
  const ofToday = parsed.date === businessDate(now, hotel.timeZone);
  if (ofToday) await assertUnderReceiptLimit(tx, hotel, now);
  if (ofToday && (await recordReceipt(tx, hotel.id, kind, number, now, use))) return number;
  const recorded = await lockReceipt(tx, hotel.id, number, guestId);
  switch (receiptNumberUse(recorded, guestId)) {
    case 'use':
      await markReceiptUsed(tx, recorded!.id, guestId);
      return number;
    case 'same-receipt':
      return number;
    // 'record' (a number of another date the hotel never had) or 'renumber'.
    default:
      return issueReceiptNumber(tx, hotel, kind, now, use);
  }
};

export const createReceiptService = ({ db, now }: ReceptionDeps) => ({
  /** A number for a receipt printed outside a check-in (extensions, food, manual payments). */
  issue: (hotel: HotelRow, kind: ReceiptKind): Promise<string> =>
    db.transaction(async (tx) => {
      const number = await issueReceiptNumber(tx, hotel, kind, now(), { used: false });
      await recordActivity(tx, actingAs(hotel), {
        kind: 'receipt-number',
        subject: `receipt:${number}`,
        params: { number },
      });
      return number;
    }),
});
