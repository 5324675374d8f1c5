import type { TFunction } from 'i18next';
import { businessDate, isPaymentMethod, type Folio, type FolioLine } from '@frontdesk/domain';
import { displayFormat, paymentMethodText } from '../../i18n/format.ts';
import { folioLineLabel } from './folio-line-label.ts';
import type { ReceiptContent, ReceiptHotel, ReceiptItem } from './receipt-html.ts';

/**
 * A stay's bill on the one 58 mm layout (ADR 033): its charges, its payments (method, receipt
 * number), total paid and the balance due or credit. Amounts are the server's. Titled Bill,
 * with no receipt number: a bill is not a receipt, and never carries one's number (ADR 069).
 */
export const billReceipt = (
  bill: Folio,
  hotel: ReceiptHotel & { timeZone: string },
  t: TFunction,
  issuedAt: Date,
): ReceiptContent => {
  const format = displayFormat();
  const payment = (line: FolioLine): ReceiptItem => ({
    label: folioLineLabel(line, t),
    detail:
      [
        isPaymentMethod(line.PaymentMethod)
          ? paymentMethodText(t, line.PaymentMethod)
          : line.PaymentMethod,
        line.ReceiptNumber,
        line.CreatedAt ? format.dateTime(new Date(line.CreatedAt), hotel.timeZone) : null,
      ]
        .filter(Boolean)
        .join(' · ') || undefined,
    amount: line.Amount,
  });
  return {
    hotel,
    title: 'bill',
    receiptNumber: null,
    issuedAt,
    timeZone: hotel.timeZone,
    rooms: [bill.RoomNumber],
    guest: bill.Name,
    items: bill.Charges.map((line) => ({
      label: folioLineLabel(line, t),
      // An extension's date: the day it was added.
      detail:
        line.Type === 'extension' && line.CreatedAt
          ? format.date(businessDate(new Date(line.CreatedAt), hotel.timeZone))
          : undefined,
      amount: line.Amount,
    })),
    subtotal: bill.TotalCharges,
    taxRate: 0,
    tax: 0,
    serviceRate: 0,
    service: 0,
    total: bill.TotalCharges,
    bill: {
      payments: bill.Payments.map(payment),
      totalPaid: bill.TotalPaid,
      balance: bill.Balance,
    },
  };
};
