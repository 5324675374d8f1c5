import { z } from 'zod';
import { instantText } from './input-fields.ts';

/** One line of a stay's account: a charge (what the stay costs) or a payment (what was paid). */
export const folioLineSchema = z.object({
  Kind: z.enum(['charge', 'payment']),
  /**
   * Charges: room, tax, service, food. Payments: the income's Type (checked-in, extend, ...),
   * 'food' for a food receipt, 'prepayment' for the reservation's deposit credited to the stay.
   */
  Type: z.string(),
  Amount: z.number(),
  PaymentMethod: z.string().nullable(),
  ReceiptNumber: z.string().nullable(),
  CreatedAt: instantText.nullable(),
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
