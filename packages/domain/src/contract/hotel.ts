import { z } from 'zod';

export const hotelSchema = z.object({
  key: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  timeZone: z.string(),
  receiptPrefix: z.string(),
  /** What the check-in dialogs' tax and service rates start with (the owner sets them). */
  defaultTaxRate: z.number(),
  defaultServiceRate: z.number(),
});
export type Hotel = z.infer<typeof hotelSchema>;
