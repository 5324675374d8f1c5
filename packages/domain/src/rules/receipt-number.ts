import type { HotelKey } from '../contract/hotel.ts';
import { isIsoDate, type IsoDate } from './dates.ts';

export const receiptPrefixes: Record<HotelKey, string> = { aureo: 'AUR', swe: 'SMH' };
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

/** What a malformed receipt number is told, naming the expected shape. */
export const receiptNumberProblem = (prefix: string, kind: ReceiptKind): string =>
  `Receipt number must be ${prefix}${kind === 'food' ? 'FOOD' : ''} followed by a date yyyymmdd and 4 digits (0001-9999)`;
