import { z } from 'zod';
import { stayTypes } from '../rules/stay-types.ts';
import { instantText } from './input-fields.ts';

/** A reservation due today that still has rooms to check in (GET /reception/today). */
export const arrivalSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  Phone: z.string(),
  RoomType: z.enum(stayTypes),
  RoomCount: z.number().int(),
  /** Rooms not yet checked in (a reservation is checked in room by room). */
  RoomsToCheckIn: z.number().int(),
  CheckinDate: instantText,
  CheckoutDate: instantText,
});
export type Arrival = z.infer<typeof arrivalSchema>;

/** An active guest: who holds a room, until when, and where they stand against check-out. */
export const inHouseGuestSchema = z.object({
  GuestID: z.number().int(),
  Name: z.string(),
  Phone: z.string(),
  RoomNumber: z.string(),
  RoomType: z.enum(stayTypes),
  CheckinDate: instantText,
  CheckoutDate: instantText,
  /** Check-out falls on the hotel's today. */
  DueOutToday: z.boolean(),
  /** Past the check-out time (12:00, or a session's 3 h, a daycation's 12 h, extensions). */
  Overdue: z.boolean(),
});
export type InHouseGuest = z.infer<typeof inHouseGuestSchema>;

/**
 * GET /reception/today: the desk's day at a glance. Dates are ISO-8601 instants; Date is the
 * hotel's business date the answer was made for. Departures are the in-house guests due out
 * today, overdue those past their check-out time; InHouse holds every active guest, by room.
 */
export const todayAtGlanceSchema = z.object({
  Date: z.iso.date(),
  Arrivals: z.array(arrivalSchema),
  InHouse: z.array(inHouseGuestSchema),
});
export type TodayAtGlance = z.infer<typeof todayAtGlanceSchema>;
