import { z } from 'zod';

export const hotelSchema = z.object({
  key: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  timeZone: z.string(),
  receiptPrefix: z.string(),
});
export type Hotel = z.infer<typeof hotelSchema>;
