import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RoomStatusCode } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { roomPrices, roomTypes, rooms } from '../db/schema.ts';

export type RoomRow = typeof rooms.$inferSelect;
export interface RoomWithType {
  room: RoomRow;
  /** The hotel's number of the type: 1 standard, 2 family. */
  typeNumber: number;
  typeName: string;
}
export interface RoomPriceRow {
  id: number;
  roomTypeId: number;
  typeNumber: number;
  stayType: string;
  price: number;
}

const withType = { room: rooms, typeNumber: roomTypes.number, typeName: roomTypes.name };

export const listRoomsWithTypes = (db: Executor, hotelId: number): Promise<RoomWithType[]> =>
  db
    .select(withType)
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(eq(rooms.hotelId, hotelId));

export const findRoomWithType = async (
  db: Executor,
  hotelId: number,
  number: string,
): Promise<RoomWithType | undefined> => {
  const [row] = await db
    .select(withType)
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.number, number)))
    .limit(1);
  return row;
};

/**
 * Locks the hotel's rooms with these numbers for the rest of the transaction, in id order (every
 * operation locks rooms in the same order, so two of them never wait on each other in a circle).
 */
export const lockRooms = (tx: Executor, hotelId: number, numbers: string[]): Promise<RoomRow[]> =>
  tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), inArray(rooms.number, numbers)))
    .orderBy(asc(rooms.id))
    .for('update');

export const setRoomStatus = async (
  tx: Executor,
  hotelId: number,
  roomIds: number[],
  status: RoomStatusCode,
  at: Date,
): Promise<void> => {
  if (roomIds.length === 0) return;
  await tx
    .update(rooms)
    .set({ status, updatedAt: at })
    .where(and(eq(rooms.hotelId, hotelId), inArray(rooms.id, roomIds)));
};

export const listRoomTypes = (db: Executor, hotelId: number) =>
  db
    .select({ number: roomTypes.number, name: roomTypes.name })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.number));

/** The hotel's prices, by type then entry; `roomTypeIds` narrows them to some types. */
export const listRoomPrices = (
  db: Executor,
  hotelId: number,
  roomTypeIds?: number[],
): Promise<RoomPriceRow[]> =>
  db
    .select({
      id: roomPrices.id,
      roomTypeId: roomPrices.roomTypeId,
      typeNumber: roomTypes.number,
      stayType: roomPrices.stayType,
      price: roomPrices.price,
    })
    .from(roomPrices)
    .innerJoin(roomTypes, eq(roomTypes.id, roomPrices.roomTypeId))
    .where(
      and(
        eq(roomPrices.hotelId, hotelId),
        roomTypeIds ? inArray(roomPrices.roomTypeId, roomTypeIds) : undefined,
      ),
    )
    .orderBy(asc(roomTypes.number), asc(roomPrices.id));
