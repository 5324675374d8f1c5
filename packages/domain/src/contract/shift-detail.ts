import { z } from 'zod';
import { instantText } from './input-fields.ts';
import { paymentMethods } from '../rules/stay-types.ts';
import { shiftLineKinds } from '../rules/shift.ts';
import { shiftSchema } from './shifts.ts';

/**
 * GET /admin/shifts/{id} (issue 44, ADR 080): one shift as the owner reads it. Every record the
 * receptionist made in it (payments, food receipts, expenses, refunds, voids), each payment
 * voided since marked and out of the totals, and each method's money with the wallets'
 * transaction IDs, beside the shift's figures as the list gives them.
 */
export const shiftEntrySchema = z.object({
  at: instantText,
  kind: z.enum(shiftLineKinds),
  /** The income's Type ('room', 'electricity', 'deposit-refund'...); 'food' for a food receipt. */
  type: z.string(),
  receiptNumber: z.string().nullable(),
  /** The guest's name, or a deposit's reservation's; null for money of no guest. */
  guest: z.string().nullable(),
  /** '0': no room. */
  room: z.string(),
  paymentMethod: z.string(),
  amount: z.number(),
  walletReference: z.string().nullable(),
  /** Voided since (by anyone, at any time): it is in no total (ADR 072). */
  voided: z.boolean(),
  /** A void's or refund's reason. */
  reason: z.string().nullable(),
});
export type ShiftEntry = z.infer<typeof shiftEntrySchema>;

const methodTotalsSchema = z.object({
  method: z.enum(paymentMethods),
  taken: z.number(),
  paidOut: z.number(),
  total: z.number(),
  count: z.number().int(),
  references: z.array(z.string()),
});

export const shiftDetailSchema = shiftSchema.extend({
  /** Oldest first. */
  entries: z.array(shiftEntrySchema),
  /** Cash, KPay, AyaPay, WavePay in that order (shiftMethodTotals). */
  methodTotals: z.array(methodTotalsSchema),
});
export type ShiftDetail = z.infer<typeof shiftDetailSchema>;
