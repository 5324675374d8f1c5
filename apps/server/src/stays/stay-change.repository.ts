import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { guests, roomPrices, rooms } from '../db/schema.ts';
import type { GuestRow, NewGuest } from './guest.repository.ts';

/** The hotel's guest, locked for the rest of the transaction (an edit, an extension, a swap). */
export const lockGuest = async (
  tx: Executor,
  hotelId: number,
  id: number,
): Promise<GuestRow | undefined> => {
  const [row] = await tx
    .select()
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)))
    .for('update');
  return row;
};

export type GuestChange = Partial<
  Pick<
    NewGuest,
    | 'name'
    | 'nationalId'
    | 'phone'
    | 'roomId'
    | 'roomNumber'
    | 'checkinAt'
    | 'checkoutAt'
    | 'nights'
    | 'extraBed'
    | 'isForeigner'
    | 'paymentType'
    | 'amountPaid'
    | 'roomCharges'
    | 'foodCharges'
    | 'taxCharges'
    | 'serviceCharges'
  >
>;

export const updateGuest = async (
  tx: Executor,
  hotelId: number,
  id: number,
  change: GuestChange,
): Promise<GuestRow> => {
  const [row] = await tx
    .update(guests)
    .set(change)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)))
    .returning();
  if (!row) throw new Error(`Guest ${id} vanished inside its transaction`);
  return row;
};

/** The prices of a room's type, keyed by stay type. */
export const priceListOfRoom = async (
  db: Executor,
  hotelId: number,
  roomId: number,
): Promise<Record<string, number>> => {
  const rows = await db
    .select({ stayType: roomPrices.stayType, price: roomPrices.price })
    .from(rooms)
    .innerJoin(roomPrices, eq(roomPrices.roomTypeId, rooms.roomTypeId))
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, roomId), eq(roomPrices.hotelId, hotelId)));
  return Object.fromEntries(rows.map((row) => [row.stayType, row.price]));
};
