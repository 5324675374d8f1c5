import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { param, preparedRead, spanOf } from '../db/prepared.ts';
import { guests, reservations, rooms } from '../db/schema.ts';

// Through the rooms: the guest of a room is found by the partial unique index of active guests,
// so the read stays as small as the hotel, whatever its history.
const activeGuests = preparedRead('today_in_house', (db, name) =>
  db
    .select({
      id: guests.id,
      reservationId: guests.reservationId,
      name: guests.name,
      phone: guests.phone,
      roomNumber: rooms.number,
      roomType: guests.roomType,
      checkinAt: guests.checkinAt,
      checkoutAt: guests.checkoutAt,
    })
    .from(rooms)
    .innerJoin(guests, and(eq(guests.roomId, rooms.id), eq(guests.status, 'active')))
    .where(and(eq(rooms.hotelId, param.hotelId), isNull(rooms.retiredAt)))
    .orderBy(asc(guests.checkoutAt), asc(rooms.number))
    .prepare(name),
);

export type InHouseRow = Awaited<ReturnType<ReturnType<typeof activeGuests>['execute']>>[number];

/** Every guest holding a room now, earliest check-out first. */
export const listInHouseGuests = (db: Executor, hotelId: number): Promise<InHouseRow[]> =>
  activeGuests(db).execute({ hotelId });

const confirmedCheckingIn = preparedRead('today_arrivals', (db, name) =>
  db
    .select({
      id: reservations.id,
      name: reservations.name,
      phone: reservations.phone,
      roomType: reservations.roomType,
      roomCount: reservations.roomCount,
      checkinAt: reservations.checkinAt,
      checkoutAt: reservations.checkoutAt,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.hotelId, param.hotelId),
        eq(reservations.status, 'confirmed'),
        gte(reservations.checkinAt, param.start),
        lt(reservations.checkinAt, param.end),
      ),
    )
    .orderBy(asc(reservations.checkinAt), asc(reservations.id))
    .prepare(name),
);

export type ArrivalRow = Awaited<
  ReturnType<ReturnType<typeof confirmedCheckingIn>['execute']>
>[number];

/** Confirmed reservations checking in within [start, end), earliest first. */
export const listConfirmedCheckingIn = (
  db: Executor,
  hotelId: number,
  start: Date,
  end: Date,
): Promise<ArrivalRow[]> => confirmedCheckingIn(db).execute(spanOf(hotelId, start, end));
