import { and, asc, count, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { guests, hotels, roomHistory, roomPrices, roomTypes, rooms } from '../db/schema.ts';

/**
 * Holds the hotel's row for the rest of the transaction: the owner's setup writes of one hotel
 * (a room number, a type name) take turns, so two desks never add the same name twice.
 */
export const lockHotelSetup = (tx: Executor, hotelId: number) =>
  tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('update');

/** Every room of the hotel, out-of-service ones too, with its type and whether a guest holds it. */
export const listSetupRooms = (db: Executor, hotelId: number) =>
  db
    .select({
      id: rooms.id,
      number: rooms.number,
      floor: rooms.floor,
      status: rooms.status,
      roomTypeId: rooms.roomTypeId,
      roomTypeName: roomTypes.name,
      retiredAt: rooms.retiredAt,
      // Qualified by hand: Drizzle writes bare column names inside sql``, which a subquery
      // would read as its own table's.
      occupied: sql<boolean>`exists (select 1 from "guests" g where g."room_id" = "rooms"."id"
        and g."status" = 'active')`,
    })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(asc(rooms.floor), asc(rooms.number));

export const listSetupRoomTypes = (db: Executor, hotelId: number) =>
  db
    .select({
      id: roomTypes.id,
      number: roomTypes.number,
      name: roomTypes.name,
      roomCount: sql<number>`(select count(*)::int from "rooms" r
        where r."room_type_id" = "room_types"."id" and r."retired_at" is null)`.mapWith(Number),
    })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.number));

export const findRoomById = async (tx: Executor, hotelId: number, id: number) => {
  const [row] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, id)))
    .for('update');
  return row;
};

export const findRoomByNumber = async (tx: Executor, hotelId: number, number: string) => {
  const [row] = await tx
    .select({ id: rooms.id, retiredAt: rooms.retiredAt })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.number, number)));
  return row;
};

export const hasActiveGuest = async (tx: Executor, hotelId: number, roomId: number) => {
  const [row] = await tx
    .select({ n: count() })
    .from(guests)
    .where(
      and(eq(guests.hotelId, hotelId), eq(guests.roomId, roomId), eq(guests.status, 'active')),
    );
  return (row?.n ?? 0) > 0;
};

export const findRoomTypeById = async (tx: Executor, hotelId: number, id: number) => {
  const [row] = await tx
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.id, id)));
  return row;
};

export const findRoomTypeByName = async (tx: Executor, hotelId: number, name: string) => {
  const [row] = await tx
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(and(eq(roomTypes.hotelId, hotelId), sql`lower(${roomTypes.name}) = lower(${name})`));
  return row;
};

export const nextRoomTypeNumber = async (tx: Executor, hotelId: number) => {
  const [row] = await tx
    .select({ n: max(roomTypes.number) })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId));
  return (row?.n ?? 0) + 1;
};

export const insertRoom = (
  tx: Executor,
  values: { hotelId: number; number: string; floor: number; roomTypeId: number; at: Date },
) =>
  tx
    .insert(rooms)
    .values({
      hotelId: values.hotelId,
      number: values.number,
      floor: values.floor,
      roomTypeId: values.roomTypeId,
      updatedAt: values.at,
    })
    .returning({ id: rooms.id });

export const updateRoom = (
  tx: Executor,
  hotelId: number,
  id: number,
  change: {
    floor?: number;
    roomTypeId?: number;
    number?: string;
    retiredAt?: Date;
    updatedAt: Date;
  },
) =>
  tx
    .update(rooms)
    .set(change)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, id), isNull(rooms.retiredAt)));

export const insertRoomType = async (
  tx: Executor,
  hotelId: number,
  number: number,
  name: string,
  prices: Record<string, number>,
) => {
  const [type] = await tx
    .insert(roomTypes)
    .values({ hotelId, number, name })
    .returning({ id: roomTypes.id });
  await tx.insert(roomPrices).values(
    Object.entries(prices).map(([stayType, price]) => ({
      hotelId,
      roomTypeId: type!.id,
      stayType,
      price,
    })),
  );
  return type!.id;
};

export const renameRoomType = (tx: Executor, hotelId: number, id: number, name: string) =>
  tx
    .update(roomTypes)
    .set({ name })
    .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.id, id)));

/** An out-of-service room back in service (issue 44): on the grids again, its history kept. */
export const restoreRoom = (tx: Executor, hotelId: number, id: number, at: Date) =>
  tx
    .update(rooms)
    .set({ retiredAt: null, updatedAt: at })
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, id), isNotNull(rooms.retiredAt)));

/** Whether any room, in service or not, is or was of this type (its history names it). */
export const roomTypeInUse = async (tx: Executor, hotelId: number, id: number) => {
  const [room] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.roomTypeId, id)))
    .limit(1);
  if (room) return true;
  const [history] = await tx
    .select({ id: roomHistory.id })
    .from(roomHistory)
    .where(and(eq(roomHistory.hotelId, hotelId), eq(roomHistory.roomTypeId, id)))
    .limit(1);
  return Boolean(history);
};

/** A room type no room ever had, with its prices. */
export const deleteRoomType = async (tx: Executor, hotelId: number, id: number) => {
  await tx
    .delete(roomPrices)
    .where(and(eq(roomPrices.hotelId, hotelId), eq(roomPrices.roomTypeId, id)));
  await tx.delete(roomTypes).where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.id, id)));
};
