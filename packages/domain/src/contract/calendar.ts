import { z } from 'zod';
import { reservationSources } from '../rules/reservation-life.ts';
import { stayTypes } from '../rules/stay-types.ts';
import { businessDateField } from './stats.ts';

/** How many days the booking calendar shows at most (two months and a bit). */
export const calendarMaxDays = 62;

/**
 * GET /reception/calendar?from&days (issue 19, ADR 041): `from` is the first business date shown
 * (today when absent), `days` how many (14 when absent, 1 to 62).
 */
export const calendarQuerySchema = z.object({
  from: businessDateField('From').optional(),
  days: z
    .string({ error: 'Days must be a whole number from 1 to 62' })
    .regex(/^\d{1,3}$/, 'Days must be a whole number from 1 to 62')
    .transform(Number)
    .refine(
      (days) => days >= 1 && days <= calendarMaxDays,
      `Days must be a whole number from 1 to ${calendarMaxDays}`,
    )
    .optional(),
});
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

const wallClock = z.string().describe("The hotel's wall clock, '2026-11-25T14:00:00.000Z'");

/** A room down the side: its number, floor, type and status now (maintenance, housekeeping). */
export const calendarRoomSchema = z.object({
  room: z.string(),
  floor: z.number().int(),
  roomType: z.string(),
  status: z.number().int(),
  /** A room under maintenance (ADR 085): why, and the date it is expected back (yyyy-mm-dd). */
  maintenance: z.object({ reason: z.string().nullable(), until: z.string().nullable() }).optional(),
});

/** A guest's stay in a room, drawn as a bar from check-in to check-out (or to now if overdue). */
export const calendarStaySchema = z.object({
  guestId: z.number().int(),
  room: z.string(),
  name: z.string(),
  stayType: z.enum(stayTypes),
  checkin: wallClock,
  checkout: wallClock,
  /** True while the guest is in the room (Guest Details can open); false once checked out. */
  inHouse: z.boolean(),
  /**
   * By the nights rule (ADR 068): the first night the stay holds (an arrival before the hotel's
   * arrival-day hour holds the night before) and its nights; null for a daycation or session.
   */
  firstNight: z.string().nullable(),
  nights: z.number().int().nullable(),
});
export type CalendarStay = z.infer<typeof calendarStaySchema>;

/** A reservation with rooms still promised (not yet checked in). */
export const calendarReservationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stayType: z.string(),
  rooms: z.number().int(),
  checkin: wallClock,
  checkout: wallClock,
  /** Where the booking came from (ADR 086). */
  source: z.enum(reservationSources),
});
export type CalendarReservation = z.infer<typeof calendarReservationSchema>;

/** One night of the calendar: rooms promised to reservations (and which), rooms still free. */
export const calendarNightSchema = z.object({
  date: z.string(),
  reservedRooms: z.number().int(),
  reservationIds: z.array(z.number().int()),
  free: z.number().int(),
});
export type CalendarNight = z.infer<typeof calendarNightSchema>;

export const calendarSchema = z.object({
  from: z.string(),
  days: z.number().int(),
  /** The hotel's business date now. */
  today: z.string(),
  rooms: z.array(calendarRoomSchema),
  stays: z.array(calendarStaySchema),
  reservations: z.array(calendarReservationSchema),
  nights: z.array(calendarNightSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;
