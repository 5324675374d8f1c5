import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { ReservationSource } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { guests, reservations, roomTypes, rooms } from '../db/schema.ts';
import { roomsCheckedInFrom } from '../availability/availability.repository.ts';

/** What the booking calendar reads of a stretch of days (issue 19, ADR 041). */
export interface CalendarRows {
  rooms: {
    number: string;
    floor: number;
    status: number;
    typeName: string;
    maintenanceReason: string | null;
    maintenanceUntil: string | null;
  }[];
  /** Guests whose stay overlaps the stretch (a guest still in past check-out: up to `now`). */
  guests: {
    id: number;
    roomNumber: string;
    name: string;
    stayType: string;
    checkinAt: Date;
    checkoutAt: Date;
    checkedOutAt: Date | null;
    active: boolean;
  }[];
  /** Confirmed reservations overlapping the stretch, with the rooms already checked in. */
  reservations: {
    id: number;
    name: string;
    stayType: string;
    status: string;
    source: ReservationSource;
    roomCount: number;
    roomsCheckedIn: number;
    checkinAt: Date;
    checkoutAt: Date;
  }[];
}

/**
 * Everything the calendar draws from [start, end): the hotel's rooms in service, the stays and the
 * reservations overlapping it. One function, so that it can later be one loader with the
 * availability check's (ADR 041).
 */
export const loadCalendarRows = async (
  db: Executor,
  hotelId: number,
  start: Date,
  end: Date,
  now: Date,
): Promise<CalendarRows> => {
  const roomRows = await db
    .select({
      number: rooms.number,
      floor: rooms.floor,
      status: rooms.status,
      typeName: roomTypes.name,
      maintenanceReason: rooms.maintenanceReason,
      maintenanceUntil: rooms.maintenanceUntil,
    })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.retiredAt)));
  const guestRows = await db
    .select({
      id: guests.id,
      roomNumber: guests.roomNumber,
      name: guests.name,
      stayType: guests.roomType,
      checkinAt: guests.checkinAt,
      checkoutAt: guests.checkoutAt,
      checkedOutAt: guests.checkedOutAt,
      active: sql<boolean>`${guests.status} = 'active'`,
    })
    .from(guests)
    .where(
      and(
        eq(guests.hotelId, hotelId),
        lt(guests.checkinAt, end),
        or(
          gt(sql`coalesce(${guests.checkedOutAt}, ${guests.checkoutAt})`, start),
          // A guest past the check-out time is drawn up to now.
          // (Written out, not a parameter: the partial index of the guests in the house.)
          now > start ? sql`${guests.status} = 'active'` : undefined,
        ),
      ),
    )
    .orderBy(asc(guests.checkinAt), asc(guests.id));
  const reservationRows = await db
    .select({
      id: reservations.id,
      name: reservations.name,
      stayType: reservations.roomType,
      status: reservations.status,
      source: reservations.source,
      roomCount: reservations.roomCount,
      roomsCheckedIn: roomsCheckedInFrom,
      checkinAt: reservations.checkinAt,
      checkoutAt: reservations.checkoutAt,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.hotelId, hotelId),
        eq(reservations.status, 'confirmed'),
        lt(reservations.checkinAt, end),
        gt(reservations.checkoutAt, start),
      ),
    )
    .orderBy(asc(reservations.checkinAt), asc(reservations.id));
  return { rooms: roomRows, guests: guestRows, reservations: reservationRows };
};
