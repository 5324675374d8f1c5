import { and, asc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { addDays, businessDayBounds, type IsoDate } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { guests, users } from '../db/schema.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';

const registerColumns = {
  guestId: guests.id,
  roomNumber: guests.roomNumber,
  name: guests.name,
  isForeigner: guests.isForeigner,
  nationalId: guests.nationalId,
  passportNumber: guests.passportNumber,
  nationality: guests.nationality,
  visaType: guests.visaType,
  visaExpiry: guests.visaExpiry,
  stayType: guests.roomType,
  checkinAt: guests.checkinAt,
  checkoutAt: guests.checkoutAt,
  immigrationReportedAt: guests.immigrationReportedAt,
  immigrationReportedBy: users.name,
};
/**
 * Everyone staying the night of a hotel's date (ADR 043): checked in before the next day began,
 * and not gone before it (a checked-out guest by when they left, a guest still in by their
 * check-out). Rooms in number order. The Overnight Guest List and its CSV export read this.
 */
export const registerForNight = (db: Executor, hotel: HotelRow, date: IsoDate) => {
  const nextDay = businessDayBounds(addDays(date, 1), hotel.timeZone).start;
  const leftAt = sql`case when ${guests.status} = 'checked-out'
    then coalesce(${guests.checkedOutAt}, ${guests.checkoutAt}) else ${guests.checkoutAt} end`;
  return db
    .select(registerColumns)
    .from(guests)
    .leftJoin(users, eq(users.id, guests.immigrationReportedBy))
    .where(
      and(
        eq(guests.hotelId, hotel.id),
        lt(guests.checkinAt, nextDay),
        sql`${leftAt} >= ${nextDay.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sql`length(${guests.roomNumber})`, asc(guests.roomNumber), asc(guests.checkinAt));
};

/** How far back an unreported foreign guest is still flagged (older ones are long past 24 h). */
export const immigrationLookBackDays = 7;

/** Foreign guests not yet reported to immigration who checked in between `from` and `until`. */
export const unreportedForeigners = (db: Executor, hotelId: number, from: Date, until: Date) =>
  db
    .select({
      guestId: guests.id,
      roomNumber: guests.roomNumber,
      name: guests.name,
      nationality: guests.nationality,
      passportNumber: guests.passportNumber,
      checkinAt: guests.checkinAt,
    })
    .from(guests)
    .where(
      and(
        eq(guests.hotelId, hotelId),
        eq(guests.isForeigner, true),
        isNull(guests.immigrationReportedAt),
        gte(guests.checkinAt, from),
        lte(guests.checkinAt, until),
      ),
    )
    .orderBy(asc(guests.checkinAt), asc(guests.id));

/** A guest of the hotel, locked for marking reported. */
export const lockGuestForReport = async (db: Executor, hotelId: number, guestId: number) => {
  const [row] = await db
    .select({
      id: guests.id,
      name: guests.name,
      roomNumber: guests.roomNumber,
      isForeigner: guests.isForeigner,
      immigrationReportedAt: guests.immigrationReportedAt,
    })
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, guestId)))
    .for('update');
  return row;
};

export const markGuestReported = (
  db: Executor,
  hotelId: number,
  guestId: number,
  at: Date,
  userId: number | null,
) =>
  db
    .update(guests)
    .set({ immigrationReportedAt: at, immigrationReportedBy: userId })
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, guestId)));
