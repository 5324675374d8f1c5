import { z } from 'zod';
import { receiptDocumentSchema } from './receipt-document.ts';
import { paymentMethods } from '../rules/stay-types.ts';
import { folioPaymentLimits, folioSchema } from './folio.ts';
import { guestSchema } from './guests.ts';
import { choice, kyat, requiredText, typedNumber } from './input-fields.ts';
import { walletReferenceField } from './wallet-reference.ts';

export const stayChargeLimits = { maxAmount: 100_000_000, maxDescription: 100 } as const;

const stayChargeFields = {
  description: requiredText('Description', stayChargeLimits.maxDescription),
  amount: kyat('Amount', { min: 0, max: stayChargeLimits.maxAmount }).refine(
    (n) => n > 0,
    'Amount must be more than 0',
  ),
};

/** POST /guests/{id}/charges: an extra charge (laundry, minibar, damage) on the stay's account. */
export const stayChargeSchema = z.object(stayChargeFields, { error: 'The charge is required' });
export type StayCharge = z.output<typeof stayChargeSchema>;

/** The Add charge form: the amount as typed ('' is 'Amount is required'). */
export const stayChargeFormSchema = z.object({
  description: stayChargeFields.description,
  amount: typedNumber(stayChargeFields.amount, { label: 'Amount' }),
});

/**
 * The balance collected with the checkout: the method chosen, and the balance the desk saw
 * (a bill that changed since is refused, so the guest never pays what was not shown).
 */
export const checkoutCollectSchema = z.object(
  {
    paymentMethod: choice('Payment method', paymentMethods),
    amount: kyat('Amount', { min: 0, max: folioPaymentLimits.maxAmount }).refine(
      (n) => n > 0,
      'Amount must be more than 0',
    ),
    /** The wallet's transaction reference (ADR 051): kept for KPay, AyaPay and WavePay only. */
    walletReference: walletReferenceField,
  },
  { error: 'The payment is required' },
);
export type CheckoutCollect = z.output<typeof checkoutCollectSchema>;

/** PUT /guests/checkout/{room}: empty (SPEC), or the guest the desk means and the collection. */
export const checkoutBodySchema = z
  .object({
    guestId: z.number().int().positive().optional(),
    collect: checkoutCollectSchema.optional(),
  })
  .nullish()
  .describe(
    'Optional: the guest the desk means (409 when the room now holds another guest) and the ' +
      'balance collected with the checkout ({paymentMethod, amount}: the balance the desk saw)',
  );

/** The checked-out guest (SPEC.md section 3) and the final bill. */
export const checkoutAnswerSchema = guestSchema.extend({
  /** The stay's account after the checkout (with the balance collected): the final bill. */
  Bill: folioSchema.optional(),
  /** The final bill as printed and kept (ADR 069): titled Bill, no receipt number. */
  BillReceipt: z.lazy(() => receiptDocumentSchema).optional(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const balanceDueMessage = (balance: string) =>
  `This stay has a balance due of ${balance} Ks. Collect it before checkout.`;

export const billChangedMessage = (balance: string) =>
  `The bill has changed: the balance due is now ${balance} Ks. Please check again.`;
