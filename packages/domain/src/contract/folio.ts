import { z } from 'zod';
import { paymentMethods } from '../rules/stay-types.ts';
import { choice, instantText, kyat } from './input-fields.ts';
import { receiptDocumentSchema } from './receipt-document.ts';
import { walletReferenceField } from './wallet-reference.ts';

/** One line of a stay's account: a charge (what the stay costs) or a payment (what was paid). */
export const folioLineSchema = z.object({
  Kind: z.enum(['charge', 'payment']),
  /**
   * Charges: room (what the parts below do not explain), nights, extra-bed, extension (each with its
   * date), tax, service, food, other (an extra charge on the account, ADR 033), room-change (ADR 073). Payments: the income's Type (checked-in, extend, ...),
   * 'food' for a food receipt, 'prepayment' for the reservation's deposit credited to the stay.
   */
  Type: z.string(),
  Amount: z.number(),
  PaymentMethod: z.string().nullable(),
  ReceiptNumber: z.string().nullable(),
  CreatedAt: instantText.nullable(),
  /** What an extra charge was for (laundry, minibar, damage), as the desk typed it. */
  Description: z.string().nullable().optional(),
  /** A 'room-change' charge (a swap's price difference, ADR 073): the room left, the room moved to. */
  Rooms: z.array(z.string()).optional(),
  /**
   * Charges 'nights', 'extension' and 'room-change': how many nights, days or hours (null when not
   * known).
   */
  Quantity: z.number().int().nullable().optional(),
  /** An extension's unit: days or hours. */
  Unit: z.enum(['days', 'hours']).optional(),
});
export type FolioLine = z.infer<typeof folioLineSchema>;

/** GET /guests/{id}/folio: a stay's charges, payments and balance (ADR 030). */
export const folioSchema = z.object({
  GuestID: z.number().int(),
  RoomNumber: z.string(),
  Name: z.string(),
  Status: z.string(),
  Charges: z.array(folioLineSchema),
  Payments: z.array(folioLineSchema),
  TotalCharges: z.number(),
  TotalPaid: z.number(),
  /** Charges minus payments: above 0 the guest owes it, below 0 it is the guest's credit. */
  Balance: z.number(),
});
export type Folio = z.infer<typeof folioSchema>;

export const folioPaymentLimits = { maxAmount: 1_000_000_000 } as const;

/** POST /guests/{id}/payments: money the desk takes for a stay (a balance before checkout). */
export const folioPaymentSchema = z.object(
  {
    amount: kyat('Amount', { min: 0, max: folioPaymentLimits.maxAmount }).refine(
      (n) => n > 0,
      'Amount must be more than 0',
    ),
    paymentMethod: choice('Payment method', paymentMethods),
    /** The wallet's transaction reference (ADR 051): kept for KPay, AyaPay and WavePay only. */
    walletReference: walletReferenceField,
  },
  { error: 'The payment is required' },
);
export type FolioPayment = z.output<typeof folioPaymentSchema>;

export const folioPaymentResponseSchema = z.object({
  receiptNumber: z.string(),
  folio: folioSchema,
  /** The receipt as printed and kept (ADR 069). */
  receipt: z.lazy(() => receiptDocumentSchema),
});
export type FolioPaymentResponse = z.infer<typeof folioPaymentResponseSchema>;
