import { and, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  arrivalNight,
  businessDate,
  businessDayBounds,
  holdsNights,
  roomsPromised,
  RoomStatus,
  type Capacity,
  type Holding,
  type IsoDate,
  type StayType,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { guests, hotels, reservations, rooms } from '../db/schema.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';

/**
 * Rooms free per night (issue 19, ADR 040): what the hotel holds and can sell, read in the
 * caller's transaction. The calendar reads them the same way.
 */

/**
 * Makes the availability checks and writes of one hotel take turns until the transaction ends
 * (the hotel's row, FOR NO KEY UPDATE: other writes that only reference the hotel do not wait),
 * and answers the owner's overbooking allowance as it is now. Take it first in a transaction.
 */

/**
 * The guests checked in from the reservation of the row being read: a count down the guests'
 * reservation index (migration 0018), the reservation named in full (written bare, the name
 * would be the guests' own id).
 */
export const roomsCheckedInFrom = sql<number>`(select count(*)::int from ${guests} as checked_in
  where checked_in.reservation_id = "reservations"."id")`;

export const lockHotelAvailability = async (tx: Executor, hotelId: number): Promise<number> => {
  const [row] = await tx
    .select({ overbookAllowance: hotels.overbookAllowance })
    .from(hotels)
    .where(eq(hotels.id, hotelId))
    .for('no key update');
  return row?.overbookAllowance ?? 0;
};

/**
 * Rooms in service (out-of-service rooms excluded, ADR 037), those under maintenance, and the
 * owner's allowance (`allowance`: as read under the lock; else the hotel row's).
 */
export const loadCapacity = async (
  db: Executor,
  hotel: HotelRow,
  allowance: number = hotel.overbookAllowance,
): Promise<Capacity> => {
  const inService = await db
    .select({
      status: rooms.status,
      from: rooms.maintenanceFrom,
      until: rooms.maintenanceUntil,
    })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotel.id), isNull(rooms.retiredAt)));
  return {
    roomsInService: inService.length,
    // ADR 085: each room under maintenance is out of the nights of its spell only.
    maintenance: inService
      .filter((row) => row.status === RoomStatus.Maintenance)
      .map((row) => ({ from: row.from as IsoDate | null, until: row.until as IsoDate | null })),
    overbookAllowance: allowance,
  };
};

/** A stay from instants: its business dates on the hotel's calendar and its hours. */
export const holdingOf = (
  hotel: HotelRow,
  stay: { stayType: string; rooms: number; checkinAt: Date; checkoutAt: Date },
  /** A stay's nights as counted (countNights): its nights start from the night charged. */
  counted?: { firstNight: IsoDate } | null,
): Holding => ({
  stayType: stay.stayType as StayType,
  rooms: stay.rooms,
  checkinDate:
    counted && holdsNights(stay.stayType as StayType)
      ? counted.firstNight
      : businessDate(stay.checkinAt, hotel.timeZone),
  checkoutDate: businessDate(stay.checkoutAt, hotel.timeZone),
  from: stay.checkinAt.getTime(),
  to: stay.checkoutAt.getTime(),
});

/**
 * A guest's stay as a holding: like holdingOf, but from the night its arrival belongs to by the
 * nights rule (ADR 068): an arrival at 02:10 holds the night before, as it is charged.
 */
export const guestHoldingOf = (
  hotel: HotelRow,
  stay: { stayType: string; checkinAt: Date; checkoutAt: Date },
): Holding =>
  holdingOf(
    hotel,
    { ...stay, rooms: 1 },
    { firstNight: arrivalNight(stay.checkinAt, nightTimesOf(hotel)) },
  );

/** The hotel's own times that count nights (ADR 068). */
export const nightTimesOf = (hotel: HotelRow) => ({
  timeZone: hotel.timeZone,
  arrivalDayHour: hotel.arrivalDayHour,
});

/**
 * What holds rooms between the business dates `fromDate` and `toDate` (inclusive): every active
 * guest (one room each; one past their check-out still holds it now, so until `now` at least)
 * and every confirmed reservation touching the dates, with the rooms it still promises (its room
 * count less the guests already checked in from it). `exceptReservation`: the reservation being
 * edited or checked in, which must not count against itself.
 */
export const loadHoldings = async (
  db: Executor,
  hotel: HotelRow,
  fromDate: IsoDate,
  toDate: IsoDate,
  options: { now: Date; exceptReservation?: number },
): Promise<Holding[]> => {
  const start = businessDayBounds(fromDate, hotel.timeZone).start;
  const end = businessDayBounds(toDate, hotel.timeZone).end;
  // A hotel has as many active guests as rooms at most: all of them, filtered here.
  const inRooms = await db
    .select({
      stayType: guests.roomType,
      checkinAt: guests.checkinAt,
      checkoutAt: guests.checkoutAt,
    })
    .from(guests)
    .where(and(eq(guests.hotelId, hotel.id), sql`${guests.status} = 'active'`));
  const now = options.now.getTime();
  const guestHoldings = inRooms
    .map((g) =>
      guestHoldingOf(hotel, {
        stayType: g.stayType,
        checkinAt: g.checkinAt,
        checkoutAt: new Date(Math.max(g.checkoutAt.getTime(), now)),
      }),
    )
    .filter((h) => h.from < end.getTime() && h.to >= start.getTime());

  const promised = await db
    .select({
      stayType: reservations.roomType,
      status: reservations.status,
      roomCount: reservations.roomCount,
      checkinAt: reservations.checkinAt,
      checkoutAt: reservations.checkoutAt,
      checkedIn: roomsCheckedInFrom,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.hotelId, hotel.id),
        eq(reservations.status, 'confirmed'),
        lt(reservations.checkinAt, end),
        gte(reservations.checkoutAt, start),
        ...(options.exceptReservation === undefined
          ? []
          : [ne(reservations.id, options.exceptReservation)]),
      ),
    );
  const reservationHoldings = promised
    .map((r) =>
      holdingOf(hotel, {
        stayType: r.stayType,
        rooms: roomsPromised(r.status, r.roomCount, Number(r.checkedIn ?? 0)),
        checkinAt: r.checkinAt,
        checkoutAt: r.checkoutAt,
      }),
    )
    .filter((h) => h.rooms > 0);
  return [...guestHoldings, ...reservationHoldings];
};
