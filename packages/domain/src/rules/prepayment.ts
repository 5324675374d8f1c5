import { fromHundredths, shareByLargestRemainder, toHundredths, type Hundredths } from './money.ts';
import { paymentMethods, type PaymentMethod } from './stay-types.ts';

export interface PrepaymentCredit {
  /** The part of the prepayment each room is credited, in the rooms' order. */
  shares: number[];
  /** All credited now: the prepayment capped at the rooms' totals. */
  credited: number;
  /** What the rooms still cost now: their totals minus the credit, never below 0. */
  due: number[];
  /** The part of the prepayment the rooms' totals do not use (kept as credit or refunded). */
  overpaid: number;
}

/**
 * What a reservation's prepayment pays of the rooms checked in (SPEC.md section 9: amount due =
 * total minus prior AmountPaid, whatever prepaidDivider says; ADR 030). `available` is what is
 * left of it (AmountPaid less what earlier check-ins were already credited), so a prepayment is
 * never credited twice. It is shared over the rooms in proportion to their totals by the largest
 * remainder, to the hundredth of a kyat, and never gives a room more than its total.
 */
export const creditPrepayment = (
  totals: readonly number[],
  available: number,
): PrepaymentCredit => {
  const roomTotals = totals.map((t) => toHundredths(t));
  const sum = roomTotals.reduce((a, b) => a + b, 0);
  const left = Math.max(0, toHundredths(available));
  const credited = Math.min(left, sum) as Hundredths;
  const shares = shareByLargestRemainder(credited, roomTotals);
  return {
    shares: shares.map(fromHundredths),
    credited: fromHundredths(credited),
    due: roomTotals.map((total, i) => fromHundredths((total - (shares[i] ?? 0)) as Hundredths)),
    overpaid: fromHundredths((left - credited) as Hundredths),
  };
};

/** Income types of a reservation's deposit and of its refund (room revenue, ADR 030). */
export const depositIncomeType = 'deposit';
export const depositRefundIncomeType = 'deposit-refund';

/** What becomes of a deposit when its reservation is deleted or cancelled. */
export const depositChoices = ['keep', 'refund'] as const;
export type DepositChoice = (typeof depositChoices)[number];

/**
 * The method a deposit was taken by: the reservation's payment type; 'none' with an amount is
 * money handed over at the desk, so cash (ADR 030).
 */
export const depositPaymentMethod = (paymentType: string): PaymentMethod =>
  (paymentMethods as readonly string[]).includes(paymentType)
    ? (paymentType as PaymentMethod)
    : 'cash';
