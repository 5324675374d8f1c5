import { sumKyat } from './money.ts';

/** What a payment is, for deciding whether it can be voided (ADR 034). */
export interface VoidablePayment {
  /** 'void' for a void entry, 'refund' for a refund, null for any other record. */
  correction: 'void' | 'refund' | null;
  /** A reservation's deposit (or its refund): corrected on the reservation, not voided. */
  isDeposit: boolean;
  /** A void of it is already recorded. */
  voided: boolean;
  /** What refunds of it have given back so far (a positive sum; ADR 071). */
  refunded?: number;
  /**
   * What the void would take from the stay's AmountPaid, and what AmountPaid holds now (ADR
   * 071): a void never takes it below 0. Absent for a record outside AmountPaid.
   */
  stay?: { takes: number; holds: number };
}

export const alreadyVoidedMessage = 'This payment is already voided.';
export const voidOfVoidMessage = 'A void cannot be voided.';
const kyatText = (amount: number) => amount.toLocaleString('en-US', { maximumFractionDigits: 2 });

export const refundedVoidMessage = (refunded: number) =>
  `This payment has refunds of ${kyatText(refunded)} Ks: it cannot be voided. Refund what is left of it instead.`;
export const stayHoldsLessMessage = (holds: number) =>
  `This payment cannot be voided: the stay holds only ${kyatText(holds)} Ks of what was paid (the rest was given back).`;
export const depositVoidMessage =
  "A deposit is corrected by editing its reservation's amount paid, not voided.";

/** Why a payment cannot be voided (a 409), or undefined when it can. */
export const voidRefusal = (payment: VoidablePayment): string | undefined => {
  if (payment.correction === 'void') return voidOfVoidMessage;
  if (payment.voided) return alreadyVoidedMessage;
  if (payment.isDeposit) return depositVoidMessage;
  // A void says the payment never happened; money given back against it did (ADR 071).
  if ((payment.refunded ?? 0) > 0) return refundedVoidMessage(payment.refunded ?? 0);
  if (payment.stay && payment.stay.takes > payment.stay.holds) {
    return stayHoldsLessMessage(Math.max(0, payment.stay.holds));
  }
  return undefined;
};

/**
 * The most a refund of a stay may give back: what the stay's payments hold now (the guest's
 * AmountPaid: prepayment and payments, less earlier refunds and voids), and, for a refund of one
 * payment, what is left of that payment after its earlier refunds.
 */
export const refundLimit = (
  stayPaid: number,
  payment?: { amount: number; refunded: number },
): number => {
  const ofStay = Math.max(0, stayPaid);
  if (!payment) return ofStay;
  return Math.min(ofStay, Math.max(0, sumKyat([payment.amount, -payment.refunded])));
};

export const refundTooLargeMessage = (limit: number) =>
  `A refund can be at most ${kyatText(limit)} Ks (what was paid and not yet given back).`;

/** Why a refund of `amount` is refused (a 400), or undefined when it is within the limit. */
export const refundRefusal = (amount: number, limit: number): string | undefined =>
  amount > limit ? refundTooLargeMessage(limit) : undefined;
