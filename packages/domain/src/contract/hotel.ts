import { z } from 'zod';
import { hotelKeys } from '../rules/hotel-keys.ts';

export const hotelKeySchema = z.enum(hotelKeys);

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
