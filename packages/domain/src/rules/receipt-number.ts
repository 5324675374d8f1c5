import type { HotelKey } from '../contract/hotel.ts';

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
