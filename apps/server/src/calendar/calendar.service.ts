import {
  RoomStatus,
  addDays,
  businessDate,
  businessDayBounds,
  compareRooms,
  countNights,
  freeRoomsByNight,
  holdsNights,
  instantToWallClock,
  nightsHeld,
  roomsPromised,
  type Calendar,
  type CalendarQuery,
  type Holding,
  type IsoDate,
  type StayType,
} from '@frontdesk/domain';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import {
  guestHoldingOf,
  holdingOf,
  loadCapacity,
  nightTimesOf,
} from '../availability/availability.repository.ts';
import { loadCalendarRows } from './calendar.repository.ts';

const defaultDays = 14;

/** The dates a reservation is counted on: its nights, or the day of a short stay's hours. */
const datesOf = (holding: Holding): IsoDate[] =>
  holdsNights(holding.stayType) ? nightsHeld(holding) : [holding.checkinDate];

export const createCalendarService = ({ db, now }: ReceptionDeps) => ({
  /**
   * The booking calendar of `days` days from `from` (ADR 041): rooms, stays as bars, rooms promised
   * to reservations per night, and the rooms free each night by the availability rule.
   */
  async calendar(hotel: HotelRow, query: CalendarQuery): Promise<Calendar> {
    const at = now();
    const tz = hotel.timeZone;
    const today = businessDate(at, tz);
    const from = query.from ?? today;
    const days = query.days ?? defaultDays;
    const { start } = businessDayBounds(from, tz);
    const { end } = businessDayBounds(addDays(from, days - 1), tz);
    const rows = await loadCalendarRows(db, hotel.id, start, end, at);

    const stays = rows.guests.map((guest) => {
      // A guest still in the room past the check-out time stays drawn up to now.
      const until =
        guest.checkedOutAt ?? (guest.active && guest.checkoutAt < at ? at : guest.checkoutAt);
      // Its nights by the rule its check-in was charged by (ADR 068).
      const counted = holdsNights(guest.stayType as StayType)
        ? countNights({ arrival: guest.checkinAt, departure: until }, nightTimesOf(hotel))
        : null;
      return { guest, until, counted };
    });
    const promised = rows.reservations
      .map((r) => ({ r, rooms: roomsPromised(r.status, r.roomCount, r.roomsCheckedIn) }))
      .filter(({ rooms }) => rooms > 0);
    const reservationHoldings = promised.map(({ r, rooms }) => ({
      id: r.id,
      holding: holdingOf(hotel, {
        stayType: r.stayType,
        rooms,
        checkinAt: r.checkinAt,
        checkoutAt: r.checkoutAt,
      }),
    }));
    const holdings = [
      ...stays.map(({ guest, until }) =>
        guestHoldingOf(hotel, {
          stayType: guest.stayType,
          checkinAt: guest.checkinAt,
          checkoutAt: until,
        }),
      ),
      ...reservationHoldings.map(({ holding }) => holding),
    ];
    // The rooms free each night as the availability check counts them (ADR 040), allowance apart.
    const capacity = { ...(await loadCapacity(db, hotel)), overbookAllowance: 0 };

    return {
      from,
      days,
      today,
      rooms: rows.rooms
        .map((room) => ({
          room: room.number,
          floor: room.floor,
          roomType: room.typeName,
          status: room.status,
          ...(room.status === RoomStatus.Maintenance && {
            maintenance: { reason: room.maintenanceReason, until: room.maintenanceUntil },
          }),
        }))
        .sort((a, b) =>
          compareRooms({ Floor: a.floor, Room: a.room }, { Floor: b.floor, Room: b.room }),
        ),
      stays: stays.map(({ guest, until, counted }) => ({
        guestId: guest.id,
        room: guest.roomNumber,
        name: guest.name,
        stayType: guest.stayType as StayType,
        checkin: instantToWallClock(guest.checkinAt, tz),
        checkout: instantToWallClock(until, tz),
        inHouse: guest.active,
        firstNight: counted?.firstNight ?? null,
        nights: counted?.nights ?? null,
      })),
      reservations: promised.map(({ r, rooms }) => ({
        id: r.id,
        name: r.name,
        stayType: r.stayType,
        rooms,
        checkin: instantToWallClock(r.checkinAt, tz),
        checkout: instantToWallClock(r.checkoutAt, tz),
        source: r.source,
      })),
      nights: freeRoomsByNight(capacity, holdings, from, days).map(({ night, free }) => {
        const on = reservationHoldings.filter(({ holding }) => datesOf(holding).includes(night));
        return {
          date: night,
          reservedRooms: on.reduce((sum, { holding }) => sum + holding.rooms, 0),
          reservationIds: on.map(({ id }) => id),
          free,
        };
      }),
    };
  },
});
