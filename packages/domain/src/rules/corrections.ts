import { sumKyat } from './money.ts';

/** What a payment is, for deciding whether it can be voided (ADR 034). */
export interface VoidablePayment {
  /** 'void' for a void entry, 'refund' for a refund, null for any other record. */
  correction: 'void' | 'refund' | null;
  /** A reservation's deposit (or its refund): corrected on the reservation, not voided. */
  isDeposit: boolean;
  /** A void of it is already recorded. */
  voided: boolean;
}

export const alreadyVoidedMessage = 'This payment is already voided.';
export const voidOfVoidMessage = 'A void cannot be voided.';
export const depositVoidMessage =
  "A deposit is corrected by editing its reservation's amount paid, not voided.";

/** Why a payment cannot be voided (a 409), or undefined when it can. */
export const voidRefusal = (payment: VoidablePayment): string | undefined => {
  if (payment.correction === 'void') return voidOfVoidMessage;
  if (payment.voided) return alreadyVoidedMessage;
  if (payment.isDeposit) return depositVoidMessage;
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
  `A refund can be at most ${limit.toLocaleString('en-US', { maximumFractionDigits: 2 })} Ks (what was paid and not yet given back).`;

/** Why a refund of `amount` is refused (a 400), or undefined when it is within the limit. */
export const refundRefusal = (amount: number, limit: number): string | undefined =>
  amount > limit ? refundTooLargeMessage(limit) : undefined;
