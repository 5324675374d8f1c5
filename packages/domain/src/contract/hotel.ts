import { z } from 'zod';
import { defaultSwapPriceRule, swapPriceRules } from '../rules/swap-price.ts';

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
  /**
   * The nights rule (ADR 068): an arrival from this hour (0-23) belongs to that day's night, before
   * it to the night before; the early check-in charge (0: none) is charged per room, on a line of
   * its own, for an arrival on its night's date before 12:00.
   */
  arrivalDayHour: z.number().int().default(6),
  earlyCheckInCharge: z.number().default(0),
  /** A swap to a room of another type (ADR 073): keep the booked price, or charge the difference. */
  swapPriceRule: z.enum(swapPriceRules).default(defaultSwapPriceRule),
});
export type Hotel = z.infer<typeof hotelSchema>;

/** The owner's hotel page: the details, and what only the owner sees (not GET /details). */
export const adminHotelSchema = hotelSchema.extend({
  /** Rooms past the free ones the owner allows to be promised on a night (0: none, ADR 040). */
  overbookAllowance: z.number().int(),
});
export type AdminHotel = z.infer<typeof adminHotelSchema>;
