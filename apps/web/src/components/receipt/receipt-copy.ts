import type { TFunction } from 'i18next';
import {
  paymentMethodLabels,
  receiptCopySchema,
  type Hotel,
  type PaymentMethod,
  type ReceiptCopy,
} from '@frontdesk/domain';
import { api } from '../../lib/api-client.ts';
import { billReceipt } from './bill-receipt.ts';
import type { ReceiptContent } from './receipt-html.ts';

/** GET /api/{hotel}/reception/receipts/{number}: a receipt rebuilt from its records (ADR 034). */
export const getReceiptCopy = (receiptNumber: string): Promise<ReceiptCopy> =>
  api.get(`/reception/receipts/${encodeURIComponent(receiptNumber)}`, {
    schema: receiptCopySchema,
  });

const knownLines = [
  'checked-in',
  'extend',
  'extend-long-stay',
  'food',
  'deposit',
  'deposit-refund',
  'payment',
] as const;

const rateOf = (amount: number, of: number) =>
  of > 0 && amount > 0 ? Math.round((amount / of) * 10000) / 100 : 0;

/**
 * A receipt from its stored lines (or the final bill it paid, ADR 033), with the same number, marked COPY for a reprint (not for the
 * first print of a void or refund); the amounts are the server's.
 */
export const receiptOfCopy = (
  copy: ReceiptCopy,
  hotel: Hotel,
  t: TFunction,
  asCopy = true,
): ReceiptContent => {
  // The checkout's payment (or a checked-out stay's last receipt): the final bill, as at checkout.
  if (copy.FinalBill) {
    return {
      ...billReceipt(
        copy.FinalBill.Folio,
        hotel,
        t,
        new Date(copy.FinalBill.CheckedOutAt),
        copy.ReceiptNumber,
      ),
      receiptNumber: copy.ReceiptNumber,
      copy: asCopy,
    };
  }
  const label = (text: string) => {
    if (text === 'void' || text === 'refund') return t(`corrections.${text}`);
    return (knownLines as readonly string[]).includes(text)
      ? t(`revenue.types.${text as (typeof knownLines)[number]}`)
      : text;
  };
  const subtotal = copy.Lines.reduce((sum, line) => sum + Math.round(line.Amount * 100), 0) / 100;
  return {
    hotel,
    receiptNumber: copy.ReceiptNumber,
    issuedAt: new Date(copy.IssuedAt),
    timeZone: hotel.timeZone,
    rooms: copy.Rooms,
    guest: copy.Guest?.Name,
    items: copy.Lines.map((line) => ({
      label: label(line.Label),
      detail:
        line.Quantity !== null && line.Price !== null
          ? `${line.Quantity} x ${line.Price.toLocaleString('en-US')}`
          : undefined,
      amount: line.Amount,
    })),
    subtotal,
    // A food order's rates are one per order: its tax over its dishes gives it back.
    taxRate: rateOf(copy.Tax, subtotal),
    tax: copy.Tax,
    serviceRate: rateOf(copy.Service, subtotal),
    service: copy.Service,
    total: copy.Total,
    paymentMethod: copy.PaymentMethod
      ? (paymentMethodLabels[copy.PaymentMethod as PaymentMethod] ?? copy.PaymentMethod)
      : undefined,
    copy: asCopy,
    correction: copy.Correction
      ? {
          kind: copy.Correction,
          reason: copy.Reason ?? '',
          originalReceiptNumber: copy.OriginalReceiptNumber,
        }
      : undefined,
  };
};
