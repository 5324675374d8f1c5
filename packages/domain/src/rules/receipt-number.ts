import { isIsoDate, type IsoDate } from './dates.ts';

export const receiptKinds = ['room', 'food'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

export const maxReceiptCounter = 9999;

/** The counter after `current`: increments by one and wraps to 1 after 9999. */
export const nextReceiptCounter = (current: number): number =>
  current >= maxReceiptCounter || current < 0 ? 1 : current + 1;

/**
 * AUR20261121 0042 -> 'AUR202611210042'; food receipts carry FOOD between prefix and date:
 * 'AURFOOD202611210042'. `date` is the hotel's business date, yyyy-mm-dd.
 */
export const formatReceiptNumber = (
  prefix: string,
  kind: ReceiptKind,
  date: string,
  counter: number,
): string => {
  if (!Number.isInteger(counter) || counter < 1 || counter > maxReceiptCounter) {
    throw new RangeError(`Receipt counter out of range: ${counter}`);
  }
  const compactDate = date.replaceAll('-', '');
  return `${prefix}${kind === 'food' ? 'FOOD' : ''}${compactDate}${String(counter).padStart(4, '0')}`;
};

export interface ParsedReceiptNumber {
  /** The business date the number carries, yyyy-mm-dd. */
  date: IsoDate;
  counter: number;
}

/**
 * Reads a receipt number a client numbered itself (SPEC.md section 3: the browser keeps a counter
 * per hotel): this hotel's prefix, FOOD for food receipts, a real date yyyymmdd and a counter
 * 0001-9999. Anything else (another hotel's prefix, the other kind, not a date, not 4 digits)
 * is undefined: a malformed number.
 */
export const parseReceiptNumber = (
  prefix: string,
  kind: ReceiptKind,
  text: string,
): ParsedReceiptNumber | undefined => {
  const head = `${prefix}${kind === 'food' ? 'FOOD' : ''}`;
  if (!text.startsWith(head)) return undefined;
  const match = /^(\d{4})(\d{2})(\d{2})(\d{4})$/.exec(text.slice(head.length));
  if (!match) return undefined;
  const [, year, month, day, digits] = match;
  const date = `${year}-${month}-${day}`;
  const counter = Number(digits);
  if (!isIsoDate(date) || counter < 1) return undefined;
  return { date, counter };
};

/**
 * The kind of receipt an income's number is: a food number (FOOD after the prefix) is food, any
 * other is a room receipt, except that a food-revenue income without a number gets a food one.
 */
export const incomeReceiptKind = (
  prefix: string,
  receiptNumber: string | null | undefined,
  revenueType: string,
): ReceiptKind => {
  if (receiptNumber?.trim()) {
    return receiptNumber.trim().startsWith(`${prefix}FOOD`) ? 'food' : 'room';
  }
  return revenueType === 'food-revenue' ? 'food' : 'room';
};

/** What a malformed receipt number is told, naming the expected shape. */
export const receiptNumberProblem = (prefix: string, kind: ReceiptKind): string =>
  `Receipt number must be ${prefix}${kind === 'food' ? 'FOOD' : ''} followed by a date yyyymmdd and 4 digits (0001-9999)`;

/** What the hotel has recorded of a receipt number (ADR 013). */
export interface RecordedReceipt {
  /** False while the number was only issued for a print (POST /receipt-numbers). */
  used: boolean;
  /** The guest whose receipt it is, or null for a payment of no guest. */
  guestId: number | null;
  /** Whether the guest named by the new record carries this number as their check-in receipt. */
  guestHoldsIt?: boolean;
}

/**
 * How an operation takes a well-formed number a client sent (ADR 013):
 * - 'record': the hotel has never seen it, record it as the client's own;
 * - 'use': the hotel issued it for a print and nothing carries it yet, take it as-is;
 * - 'same-receipt': already used for the guest this record is for (one receipt spans several
 *   records: the check-in and its income, each line of a food order), take it as-is;
 * - 'renumber': used for another guest or a payment of no guest, issue the next free number.
 */
export type ReceiptNumberUse = 'record' | 'use' | 'same-receipt' | 'renumber';

export const receiptNumberUse = (
  recorded: RecordedReceipt | undefined,
  guestId: number | null | undefined,
): ReceiptNumberUse => {
  if (!recorded) return 'record';
  if (!recorded.used) return 'use';
  const forThisGuest =
    guestId !== null &&
    guestId !== undefined &&
    (recorded.guestId === guestId || recorded.guestHoldsIt === true);
  return forThisGuest ? 'same-receipt' : 'renumber';
};

/** The receipt-number rule as the OpenAPI document states it (ADR 013). */
export const receiptNumberRule =
  'Receipt numbers (ADR 013): a well-formed number of this hotel and kind (prefix, FOOD for ' +
  'food, date yyyymmdd, 4 digits 0001-9999) is recorded as sent when the hotel has not used it ' +
  'yet, when it was issued by POST /receipt-numbers and nothing carries it yet, or when it is ' +
  'already on a record of the same guest (GuestID / the guest it checked in): one receipt may ' +
  'span several records. A missing number, or one used for another guest or a payment of no ' +
  'guest, gets the next free server-issued number instead: never a 4xx, never one number on two ' +
  'guests. A malformed number is 400 naming the field. The answer carries the recorded number.';

/**
 * What the desk is told when a day's 9999 numbers of a kind are all used: the operation is not
 * done (nothing is written) and the dialog keeps what was typed; numbers start again tomorrow.
 */
export const receiptNumbersUsedUpMessage = (kind: ReceiptKind, date: string): string =>
  `Every ${kind} receipt number of ${date} is used (${maxReceiptCounter}). Nothing was saved: ` +
  'receipt numbers start again tomorrow; until then record this on paper.';

/**
 * Numbers one user may take in a hotel day for a print that no record carries yet (ADR 077):
 * far below a day's 9999 of a kind, so no desk (a script, a stuck key) can use up the numbers
 * every check-in of the day still needs. A busy desk prints a few dozen such receipts a day.
 */
export const unusedReceiptNumbersPerUserDay = 300;

/** The 429 a user gets asking for a number past the day's cap of numbers no record carries. */
export const tooManyUnusedReceiptNumbersMessage = (): string =>
  `You already have ${unusedReceiptNumbersPerUserDay} receipt numbers today that no receipt ` +
  'uses. Use those first; numbers are counted again tomorrow.';
