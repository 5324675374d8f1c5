import { z } from 'zod';
import { folioSchema } from './folio.ts';
import { instantText } from './input-fields.ts';

/** One line of a receipt rebuilt from its records: a payment (its Type) or a dish. */
export const receiptCopyLineSchema = z.object({
  /** The income's Type (checked-in, extend, payment, void, refund, ...), a dish, or 'food'. */
  Label: z.string(),
  Quantity: z.number().int().nullable(),
  Price: z.number().nullable(),
  Amount: z.number(),
});
export type ReceiptCopyLine = z.infer<typeof receiptCopyLineSchema>;

/**
 * GET /receipts/{number}: what a receipt said, rebuilt from the records that carry its number
 * (ADR 034), for a reprint marked COPY. Nothing is written.
 */
export const receiptCopySchema = z.object({
  ReceiptNumber: z.string(),
  /** When its first record was made. */
  IssuedAt: instantText,
  Rooms: z.array(z.string()),
  Guest: z
    .object({
      Name: z.string(),
      RoomType: z.string(),
      CheckinDate: instantText,
      CheckoutDate: instantText,
    })
    .nullable(),
  Lines: z.array(receiptCopyLineSchema),
  /** Food tax and service of its dishes (0 for other receipts). */
  Tax: z.number(),
  Service: z.number(),
  Total: z.number(),
  PaymentMethod: z.string().nullable(),
  /** A void or refund: which, why, and the receipt of the payment it corrects. */
  Correction: z.enum(['void', 'refund']).nullable(),
  Reason: z.string().nullable(),
  OriginalReceiptNumber: z.string().nullable(),
  /**
   * The stay's final bill as at its checkout, when this receipt is what the checkout collected
   * (or, nothing collected, the checked-out stay's last receipt): reprinted as the bill (ADR 033).
   */
  FinalBill: z.object({ CheckedOutAt: instantText, Folio: folioSchema }).nullable().optional(),
});
export type ReceiptCopy = z.infer<typeof receiptCopySchema>;
