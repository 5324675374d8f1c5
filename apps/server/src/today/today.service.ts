import {
  businessDate,
  businessDayBounds,
  guestDueOut,
  roomsToCheckIn,
  type StayType,
  type TodayAtGlance,
} from '@frontdesk/domain';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { listConfirmedCheckingIn, listInHouseGuests } from './today.repository.ts';

/** The desk's day at a glance (issue 19): arrivals, and every guest in house with their due-out. */
export const createTodayService = ({ db, now }: ReceptionDeps) => ({
  async today(hotel: HotelRow): Promise<TodayAtGlance> {
    const at = now();
    const date = businessDate(at, hotel.timeZone);
    const { start, end } = businessDayBounds(date, hotel.timeZone);
    const [inHouse, reserved] = await Promise.all([
      listInHouseGuests(db, hotel.id),
      listConfirmedCheckingIn(db, hotel.id, start, end),
    ]);
    const checkedIn = new Map<number, number>();
    for (const guest of inHouse) {
      if (guest.reservationId !== null) {
        checkedIn.set(guest.reservationId, (checkedIn.get(guest.reservationId) ?? 0) + 1);
      }
    }
    return {
      Date: date,
      Arrivals: reserved
        .map((r) => ({
          ID: r.id,
          Name: r.name,
          Phone: r.phone,
          RoomType: r.roomType as StayType,
          RoomCount: r.roomCount,
          RoomsToCheckIn: roomsToCheckIn(r.roomCount, checkedIn.get(r.id) ?? 0),
          CheckinDate: r.checkinAt.toISOString(),
          CheckoutDate: r.checkoutAt.toISOString(),
        }))
        .filter((arrival) => arrival.RoomsToCheckIn > 0),
      InHouse: inHouse.map((guest) => {
        const { dueOutToday, overdue } = guestDueOut(guest.checkoutAt, at, hotel.timeZone);
        return {
          GuestID: guest.id,
          Name: guest.name,
          Phone: guest.phone,
          RoomNumber: guest.roomNumber,
          RoomType: guest.roomType as StayType,
          CheckinDate: guest.checkinAt.toISOString(),
          CheckoutDate: guest.checkoutAt.toISOString(),
          DueOutToday: dueOutToday,
          Overdue: overdue,
        };
      }),
    };
  },
});
