import { z } from 'zod';
import { paymentMethods } from '../rules/stay-types.ts';
import {
  choice,
  hasAtMostTwoDecimals,
  instantText,
  optionalText,
  requiredText,
  roomNumberField,
  storedId,
  typedNumber,
  withThousands,
} from './input-fields.ts';
import {
  walletReferenceField,
  walletReferenceLength,
  walletReferenceOf,
} from './wallet-reference.ts';

export const manualIncomeTypes = ['electricity', 'employee-food', 'guest-food', 'others'] as const;
export type ManualIncomeType = (typeof manualIncomeTypes)[number];

/** SPEC.md section 5: 'others' is a choice of the form, never a type; the desk names it. */
export const specifyOthersMessage = 'Please specify the payment type for others';

/**
 * The Type a manual payment records: the chosen type, or for 'others' the text typed (trimmed);
 * undefined when 'others' has no text.
 */
export const manualIncomeType = (
  chosen: ManualIncomeType,
  othersText: string,
): string | undefined => (chosen === 'others' ? othersText.trim() || undefined : chosen);

/** 'revenue' and '' are room revenue; 'food-revenue' counts with food. */
export const revenueTypes = ['revenue', 'food-revenue', ''] as const;
export type RevenueType = (typeof revenueTypes)[number];
export const roomRevenueTypes: readonly RevenueType[] = ['revenue', ''];

export const incomeLimits = { typeLength: 100, maxAmount: 1_000_000_000 } as const;

/** Room number of a payment that belongs to no room (manual payments). */
export const noRoomNumber = '0';

const amountMessage = 'Amount must be a number';

/** An income's Amount: may be negative (money paid out), never 0, at most 2 decimals. */
const incomeAmountField = z
  .number({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? 'Amount is required' : amountMessage,
  })
  .refine((n) => n !== 0, 'Amount cannot be 0')
  .refine(
    (n) => Math.abs(n) <= incomeLimits.maxAmount,
    `Amount must be between -${withThousands(incomeLimits.maxAmount)} and ${withThousands(incomeLimits.maxAmount)}`,
  )
  .refine(hasAtMostTwoDecimals, 'Amount can have at most 2 decimals');

/** POST /create-income (SPEC.md section 7). Amount may be negative (a refund), never 0. */
export const createIncomeSchema = z.object(
  {
    Type: requiredText('Type', incomeLimits.typeLength).refine(
      (type) => type.toLowerCase() !== 'others',
      specifyOthersMessage,
    ),
    GuestID: storedId('GuestID')
      .nullish()
      .transform((id) => id ?? null),
    RoomNumber: roomNumberField('RoomNumber').default(noRoomNumber),
    Amount: incomeAmountField,
    RevenueType: choice('RevenueType', revenueTypes).default(''),
    PaymentMethod: choice('PaymentMethod', paymentMethods),
    ReceiptNumber: optionalText('ReceiptNumber', 40),
    /**
     * Beyond SPEC (issue 20, ADR 044): a wallet payment's transaction reference, to match the
     * wallet's statement at shift close. Optional: SPEC's clients send none.
     */
    WalletReference: optionalText('WalletReference', walletReferenceLength).optional(),
  },
  { error: 'The income is required' },
);
export type CreateIncomeInput = z.input<typeof createIncomeSchema>;
export type CreateIncome = z.output<typeof createIncomeSchema>;

/**
 * Beyond SPEC.md (ADR 034): a void or refund says so, why and what it corrects (the ID of the
 * income or food receipt), and a voided payment says it is voided. Optional: SPEC's answers
 * without them stay valid.
 */
export const correctionFields = {
  Correction: z.enum(['void', 'refund']).nullable().optional(),
  Reason: z.string().nullable().optional(),
  CorrectsID: z.number().int().nullable().optional(),
  Voided: z.boolean().optional(),
};

/** An income record as the API answers it (SPEC.md section 3). */
export const incomeSchema = z.object({
  ID: z.number().int(),
  Type: z.string(),
  GuestID: z.number().int().nullable(),
  RoomNumber: z.string(),
  Amount: z.number(),
  RevenueType: z.string(),
  PaymentMethod: z.string(),
  ReceiptNumber: z.string().nullable(),
  CreatedAt: instantText,
  /** The linked guest's stay type and room; null for payments of no guest. */
  Guest: z.object({ RoomType: z.string(), RoomNumber: z.string() }).nullable(),
  ...correctionFields,
  /** Beyond SPEC, only on a reservation's deposit and its refund: the reservation's name. */
  GuestName: z.string().optional(),
});
export type Income = z.infer<typeof incomeSchema>;
export const incomeListSchema = z.array(incomeSchema);

/**
 * The Add Payment / Add Food Payment form (SPEC.md section 5): a type ('others' needs the desk's
 * own text), an amount (negative for an expense) and a payment method.
 */
export const manualPaymentFormSchema = z
  .object({
    paymentType: choice('Payment type', manualIncomeTypes),
    othersText: z
      .string()
      .max(
        incomeLimits.typeLength,
        `Payment type must be at most ${incomeLimits.typeLength} characters`,
      ),
    // As typed: '' is 'Amount is required', '-5,000' an expense of 5,000 Ks.
    amount: typedNumber(incomeAmountField, { label: 'Amount' }),
    paymentMethod: choice('Payment method', paymentMethods),
    /** A wallet payment's transaction reference (ADR 044, 051); optional, ignored for cash. */
    walletReference: walletReferenceField,
  })
  // Checked even while another field is wrong, so the desk sees every problem at once.
  .refine((form) => manualIncomeType(form.paymentType, form.othersText) !== undefined, {
    path: ['othersText'],
    message: specifyOthersMessage,
    when: ({ value }) => {
      const form = value as { paymentType?: unknown; othersText?: unknown };
      return form.paymentType === 'others' && typeof form.othersText === 'string';
    },
  });
export type ManualPaymentForm = z.output<typeof manualPaymentFormSchema>;

/** The create-income body of a manual payment: no guest, room '0' (SPEC.md section 7). */
export const manualIncomeBody = (
  form: ManualPaymentForm,
  revenueType: RevenueType,
): CreateIncomeInput => {
  const reference = walletReferenceOf(form.paymentMethod, form.walletReference);
  return {
    Type: manualIncomeType(form.paymentType, form.othersText) ?? form.othersText,
    GuestID: null,
    RoomNumber: noRoomNumber,
    Amount: form.amount,
    RevenueType: revenueType,
    PaymentMethod: form.paymentMethod,
    ...(reference ? { WalletReference: reference } : {}),
  };
};
