import { z } from 'zod';

/** The hotels one deployment serves; `aureo` is the default. */
export const hotelKeys = ['aureo', 'swe'] as const;
export const hotelKeySchema = z.enum(hotelKeys);
export type HotelKey = z.infer<typeof hotelKeySchema>;
export const defaultHotelKey: HotelKey = 'aureo';

export const isHotelKey = (value: unknown): value is HotelKey =>
  hotelKeySchema.safeParse(value).success;

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
