import { z } from 'zod';
import { paymentMethods } from '../rules/stay-types.ts';
import { choice, instantText, kyat, requiredText, storedId, typedNumber } from './input-fields.ts';

/** Voids and refunds (ADR 034): entries that reverse or give back money, never edits. */
export const correctionLimits = { reasonLength: 200, maxAmount: 1_000_000_000 } as const;

const reasonField = requiredText('Reason', correctionLimits.reasonLength);

/** POST /incomes/{id}/void and /food-revenues/{id}/void: why the payment is reversed. */
export const voidPaymentSchema = z.object(
  { reason: reasonField },
  { error: 'The reason is required' },
);
export type VoidPayment = z.output<typeof voidPaymentSchema>;

const refundAmount = kyat('Amount', { min: 0, max: correctionLimits.maxAmount }).refine(
  (n) => n > 0,
  'Amount must be more than 0',
);

/** POST /guests/{id}/refunds: money given back to a guest, of one stay (and one payment). */
export const refundSchema = z.object(
  {
    amount: refundAmount,
    paymentMethod: choice('Payment method', paymentMethods),
    reason: reasonField,
    /** The stay's payment (an income) the refund gives back, if any. */
    incomeId: storedId('Payment')
      .nullish()
      .transform((id) => id ?? null),
  },
  { error: 'The refund is required' },
);
export type Refund = z.output<typeof refundSchema>;

/** The Refund dialog: the amount as typed (never rewritten), the method and the reason. */
export const refundFormSchema = z.object({
  amount: typedNumber(refundAmount, { label: 'Amount' }),
  paymentMethod: choice('Payment method', paymentMethods),
  reason: reasonField,
});
export type RefundForm = z.output<typeof refundFormSchema>;

/** A void or refund as recorded: a negative entry of its method, with its own receipt. */
export const correctionSchema = z.object({
  Kind: z.enum(['void', 'refund']),
  ID: z.number().int(),
  GuestID: z.number().int().nullable(),
  RoomNumber: z.string(),
  /** Negative for a void of a payment or a refund (money out), of the original's method. */
  Amount: z.number(),
  PaymentMethod: z.string(),
  /** 'revenue' (room) or 'food-revenue': where the money counts. */
  RevenueType: z.string(),
  ReceiptNumber: z.string(),
  /** The receipt of the payment voided or refunded, if any. */
  OriginalReceiptNumber: z.string().nullable(),
  Reason: z.string(),
  CreatedAt: instantText,
});
export type Correction = z.infer<typeof correctionSchema>;
