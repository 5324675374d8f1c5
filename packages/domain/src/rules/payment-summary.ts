import type { Folio } from '../contract/folio.ts';
import { sumKyat } from './money.ts';

/** Guest Details' Payment Summary: the stay's account in the figures the desk reads. */
export interface PaymentSummary {
  /**
   * The room itself: nights, extra bed, an early check-in charge, extensions, a swap's price
   * difference (what the parts do not explain too).
   */
  roomCharges: number;
  /** Extra charges on the account (laundry, minibar), apart from the room (ADR 033). */
  otherCharges: number;
  foodCharges: number;
  taxCharges: number;
  serviceCharges: number;
  /** Everything paid for the stay: deposit, check-in, extensions, payments, food receipts. */
  amountPaid: number;
  /** Above 0 the guest owes it, below 0 it is the guest's credit. */
  balance: number;
}

const roomTypes: ReadonlySet<string> = new Set([
  'room',
  'nights',
  'extra-bed',
  'early-check-in',
  'extension',
  'room-change',
]);

const sumOf = (folio: Folio, wanted: (type: string) => boolean) =>
  sumKyat(folio.Charges.filter((line) => wanted(line.Type)).map((line) => line.Amount));

/**
 * The Payment Summary is the folio's sums (issue 43): one set of figures in Guest Details, so
 * its Amount Paid is the Account's Total Paid, and an extra charge is not counted in the room.
 */
export const paymentSummaryOf = (folio: Folio): PaymentSummary => ({
  roomCharges: sumOf(folio, (type) => roomTypes.has(type)),
  otherCharges: sumOf(folio, (type) => type === 'other'),
  foodCharges: sumOf(folio, (type) => type === 'food'),
  taxCharges: sumOf(folio, (type) => type === 'tax'),
  serviceCharges: sumOf(folio, (type) => type === 'service'),
  amountPaid: folio.TotalPaid,
  balance: folio.Balance,
});
