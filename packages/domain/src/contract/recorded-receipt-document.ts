import { sumKyat } from '../rules/money.ts';
import {
  receiptBase,
  receiptLine,
  type ReceiptDocument,
  type ReceiptIssue,
} from './receipt-document.ts';

/** A stay a SPEC client created (create-guest) under a receipt number: what it charged. */
export interface RecordedStay {
  guest: string;
  roomNumber: string;
  stayType: string;
  checkinAt: Date;
  checkoutAt: Date;
  roomCharges: number;
  taxCharges: number;
  serviceCharges: number;
  paymentType: string;
}

/** A rate read back from its amount (2 decimals): what a SPEC client's charges were priced at. */
export const rateOfAmount = (amount: number, of: number): number =>
  of > 0 && amount > 0 ? Math.round((amount / of) * 10000) / 100 : 0;

/**
 * The check-in receipt a SPEC client recorded by its own calls (ADR 074): one room line per
 * stay created under the number, with the charges the client sent (its own: SPEC.md section 9's
 * formula is the client's), their tax and service, and the stay's dates. The client counted the
 * nights itself, so none are printed.
 */
export const recordedCheckInReceiptDocument = (
  issue: ReceiptIssue,
  receiptNumber: string,
  stays: readonly RecordedStay[],
): ReceiptDocument => {
  const [first] = stays;
  const subtotal = sumKyat(stays.map((s) => s.roomCharges));
  const tax = sumKyat(stays.map((s) => s.taxCharges));
  const service = sumKyat(stays.map((s) => s.serviceCharges));
  return {
    ...receiptBase('check-in', receiptNumber, issue),
    Guest: first?.guest ?? null,
    Rooms: stays.map((s) => s.roomNumber),
    Stay: first
      ? {
          StayType: first.stayType,
          CheckinDate: first.checkinAt.toISOString(),
          CheckoutDate: first.checkoutAt.toISOString(),
          Nights: null,
        }
      : null,
    Lines: stays.map((s) =>
      receiptLine('room', s.roomCharges, { Room: s.roomNumber, StayType: s.stayType }),
    ),
    Subtotal: subtotal,
    TaxRate: rateOfAmount(tax, subtotal),
    Tax: tax,
    ServiceRate: rateOfAmount(service, subtotal),
    Service: service,
    Total: sumKyat([subtotal, tax, service]),
    PaymentMethod: first?.paymentType ?? null,
  };
};
