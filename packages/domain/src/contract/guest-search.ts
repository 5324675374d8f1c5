import { z } from 'zod';
import { guestSearchMaxLength, guestSearchMinLength } from '../rules/guest-search.ts';
import { stayTypes } from '../rules/stay-types.ts';
import { guestStatuses } from './guests.ts';
import { instantText, requiredText } from './input-fields.ts';

/** GET /guests/search?q=: a name, phone, NRC or passport number, or a room number. */
export const guestSearchQuerySchema = z.object({
  q: requiredText('Search', guestSearchMaxLength).refine(
    (q) => q.length >= guestSearchMinLength,
    `Search must be at least ${guestSearchMinLength} characters`,
  ),
});
export type GuestSearchQuery = z.output<typeof guestSearchQuerySchema>;

/** One stay found: current ('active') or past ('checked-out'). */
export const foundStaySchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  NationalID: z.string(),
  Phone: z.string(),
  RoomNumber: z.string(),
  RoomType: z.enum(stayTypes),
  CheckinDate: instantText,
  CheckoutDate: instantText,
  Status: z.enum(guestStatuses),
});
export type FoundStay = z.infer<typeof foundStaySchema>;

export const guestSearchAnswerSchema = z.object({
  stays: z.array(foundStaySchema),
  /** More stays match than are listed: the desk can type more. */
  more: z.boolean(),
});
export type GuestSearchAnswer = z.infer<typeof guestSearchAnswerSchema>;

export const pastStaySchema = foundStaySchema.extend({
  Nights: z.number().int(),
  /** Room, food, tax and service charges of the stay. */
  Spent: z.number(),
});
export type PastStay = z.infer<typeof pastStaySchema>;

/** GET /guests/{id}/history: every stay of the same guest (same NRC/passport or phone). */
export const guestHistorySchema = z.object({
  stays: z.array(pastStaySchema),
  StayCount: z.number().int(),
  TotalNights: z.number().int(),
  TotalSpent: z.number(),
});
export type GuestHistory = z.infer<typeof guestHistorySchema>;
