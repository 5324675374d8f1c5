import { and, asc, count, eq, gte, isNull, lt, notInArray } from 'drizzle-orm';
import {
  hiddenReservationStatuses,
  type ReservationSource,
  type ReservationStatus,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { param, preparedRead, spanOf } from '../db/prepared.ts';
import { guests, reservations, rooms } from '../db/schema.ts';

export type ReservationRow = typeof reservations.$inferSelect;

/** What the service writes: every column a desk sets, instants already in the hotel's zone. */
export interface ReservationValues {
  name: string;
  nationalId: string;
  phone: string;
  guestCount: number;
  roomCount: number;
  roomType: string;
  checkinAt: Date;
  checkoutAt: Date;
  reservationDate: Date;
  status: ReservationStatus;
  source: ReservationSource;
  extraBed: boolean;
  paymentType: string;
  amountPaid: number;
  prepaidDivider: number;
  notes: string;
  /** What check-ins credited of amountPaid (ADR 030). */
  prepaidCredited?: number;
  depositOutcome?: 'kept' | 'refunded' | null;
}

export const insertReservation = async (
  db: Executor,
  hotelId: number,
  values: ReservationValues,
): Promise<ReservationRow> => {
  const [row] = await db
    .insert(reservations)
    .values({ hotelId, ...values })
    .returning();
  if (!row) throw new Error('insert returned no reservation');
  return row;
};

/** One reservation of the hotel; `forUpdate` locks it for the rest of the transaction. */
export const findReservation = async (
  db: Executor,
  hotelId: number,
  id: number,
  { forUpdate = false } = {},
): Promise<ReservationRow | undefined> => {
  const query = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.hotelId, hotelId), eq(reservations.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
};

export const updateReservation = async (
  db: Executor,
  hotelId: number,
  id: number,
  values: Partial<ReservationValues>,
  at: Date,
): Promise<ReservationRow | undefined> => {
  const [row] = await db
    .update(reservations)
    .set({ ...values, updatedAt: at })
    .where(and(eq(reservations.hotelId, hotelId), eq(reservations.id, id)))
    .returning();
  return row;
};

/** How many guests were checked in from the reservation (they keep a reference to it). */
export const countGuestsOfReservation = async (
  db: Executor,
  hotelId: number,
  id: number,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.reservationId, id)));
  return row?.n ?? 0;
};

/** How many rooms the hotel has (a reservation cannot hold more). */
export const countHotelRooms = async (db: Executor, hotelId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.retiredAt)));
  return row?.n ?? 0;
};

export const deleteReservation = async (
  db: Executor,
  hotelId: number,
  id: number,
): Promise<boolean> => {
  const rows = await db
    .delete(reservations)
    .where(and(eq(reservations.hotelId, hotelId), eq(reservations.id, id)))
    .returning({ id: reservations.id });
  return rows.length > 0;
};

const reservationsOverlapping = preparedRead('reservations_overlapping', (db, name) =>
  db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.hotelId, param.hotelId),
        lt(reservations.checkinAt, param.end),
        gte(reservations.checkoutAt, param.start),
        notInArray(reservations.status, [...hiddenReservationStatuses]),
      ),
    )
    .orderBy(asc(reservations.checkinAt), asc(reservations.id))
    .prepare(name),
);

/**
 * Reservations still to arrive whose stay touches [start, end): checked in before the end and
 * checking out at or after the start. Earliest check-in first, then by ID.
 */
export const listReservationsOverlapping = (
  db: Executor,
  hotelId: number,
  start: Date,
  end: Date,
): Promise<ReservationRow[]> => reservationsOverlapping(db).execute(spanOf(hotelId, start, end));
