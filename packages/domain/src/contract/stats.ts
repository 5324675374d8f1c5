import { z } from 'zod';
import { isIsoDate } from '../rules/dates.ts';
import { choice } from './input-fields.ts';

/**
 * GET /get-stats: rooms by status. 'full-night' counts long-stay rooms too (both are guests
 * staying the night; the cards have no Long Stay card); 'long-stay' and 'maintenance' are also
 * given on their own.
 */
export const statsSchema = z.object({
  'available-rooms': z.number().int(),
  'total-rooms': z.number().int(),
  'full-night': z.number().int(),
  daycation: z.number().int(),
  session: z.number().int(),
  housekeeping: z.number().int(),
  'long-stay': z.number().int(),
  maintenance: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** The revenue filter: cash is cash only, online is every other method. */
export const revenuePaymentTypes = ['cash', 'online'] as const;
export type RevenuePaymentType = (typeof revenuePaymentTypes)[number];

export const businessDateField = (label: string) =>
  z
    .string({ error: `${label} must be yyyy-mm-dd` })
    .refine(isIsoDate, `${label} must be a date written yyyy-mm-dd`);

/**
 * GET /room-revenue?date&paymentType: date is a business date of the hotel (today when absent);
 * without paymentType every method counts.
 */
export const roomRevenueQuerySchema = z.object({
  date: businessDateField('Date').optional(),
  paymentType: choice('Payment type', revenuePaymentTypes).optional(),
});
export type RoomRevenueQuery = z.output<typeof roomRevenueQuerySchema>;

export const roomRevenueSchema = z.object({ 'room-revenue': z.number() });
export type RoomRevenue = z.infer<typeof roomRevenueSchema>;
