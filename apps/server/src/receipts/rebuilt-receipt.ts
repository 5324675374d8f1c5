import {
  receiptBase,
  receiptLine,
  sumKyat,
  type ReceiptCopy,
  type ReceiptDocument,
  type ReceiptDocumentKind,
} from '@frontdesk/domain';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { receiptIssue } from './issued-receipt.repository.ts';

const kindOfLines = (copy: ReceiptCopy): ReceiptDocumentKind => {
  if (copy.Correction) return copy.Correction;
  const first = copy.Lines[0];
  if (!first) return 'payment';
  if (first.Quantity !== null || first.Label === 'food') return 'food';
  if (first.Label === 'checked-in') return 'check-in';
  if (first.Label === 'extend' || first.Label === 'extend-long-stay') return 'extension';
  if (first.Label === 'deposit') return 'deposit';
  return 'payment';
};

const rateOf = (amount: number, of: number) =>
  of > 0 && amount > 0 ? Math.round((amount / of) * 10000) / 100 : 0;

/**
 * FALLBACK (ADR 069) for a receipt issued before receipts were stored: its records rebuilt
 * (receipt-copy.service.ts) as a document with today's hotel details, marked `Rebuilt`. A stay's
 * final bill is a bill of no number of its own.
 */
export const documentOfRebuilt = (copy: ReceiptCopy, hotel: HotelRow): ReceiptDocument => {
  const issue = { ...receiptIssue(hotel, new Date(copy.IssuedAt)), servedBy: null };
  if (copy.FinalBill) {
    return {
      ...receiptBase('bill', null, { ...issue, issuedAt: new Date(copy.FinalBill.CheckedOutAt) }),
      Guest: copy.FinalBill.Folio.Name,
      Rooms: [copy.FinalBill.Folio.RoomNumber],
      Subtotal: copy.FinalBill.Folio.TotalCharges,
      Total: copy.FinalBill.Folio.TotalCharges,
      Bill: copy.FinalBill.Folio,
      Rebuilt: true,
    };
  }
  const subtotal = sumKyat(copy.Lines.map((line) => line.Amount));
  return {
    ...receiptBase(kindOfLines(copy), copy.ReceiptNumber, issue),
    Guest: copy.Guest?.Name ?? null,
    Rooms: copy.Rooms,
    Stay: copy.Guest
      ? {
          StayType: copy.Guest.RoomType,
          CheckinDate: copy.Guest.CheckinDate,
          CheckoutDate: copy.Guest.CheckoutDate,
          Nights: null,
        }
      : null,
    Lines: copy.Lines.map((line) =>
      line.Quantity !== null && line.Price !== null
        ? receiptLine('dish', line.Amount, {
            Label: line.Label,
            Quantity: line.Quantity,
            Price: line.Price,
          })
        : receiptLine('record', line.Amount, { Label: line.Label }),
    ),
    Subtotal: subtotal,
    // A food order's rates are one per order: its tax over its dishes gives it back.
    TaxRate: rateOf(copy.Tax, subtotal),
    Tax: copy.Tax,
    ServiceRate: rateOf(copy.Service, subtotal),
    Service: copy.Service,
    Total: copy.Total,
    PaymentMethod: copy.PaymentMethod,
    Correction: copy.Correction
      ? {
          Kind: copy.Correction,
          Reason: copy.Reason ?? '',
          OriginalReceiptNumber: copy.OriginalReceiptNumber,
        }
      : null,
    Rebuilt: true,
  };
};
