import { and, asc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import { RoomStatus, type RoomStatusCode } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { param, preparedRead } from '../db/prepared.ts';
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

/** What the room list shows of a room: its fields, its type's number and name. */
export interface ListedRoom {
  room: Pick<
    RoomRow,
    | 'id'
    | 'number'
    | 'floor'
    | 'status'
    | 'roomTypeId'
    | 'maintenanceReason'
    | 'maintenanceFrom'
    | 'maintenanceUntil'
  >;
  typeNumber: number;
  typeName: string;
}
/** A price entry as the room list shows it under each room of the type. */
export type ListedPrice = Pick<RoomPriceRow, 'roomTypeId' | 'stayType' | 'price'>;

type RoomTuple = [
  number,
  string,
  number,
  number,
  number,
  number,
  string,
  string | null,
  string | null,
  string | null,
];
type PriceTuple = [number, string, number];

// The room list in one row of two JSON arrays: one statement instead of two joins of ~35 rows,
// which on PGlite costs half as much (each row it answers costs it several microseconds).
// JSON numbers of numeric(14,2) prices read as the same doubles as Drizzle's number mode.
const roomList = preparedRead('room_list', (db, name) => {
  const roomRows = db
    .select({
      list: sql`json_agg(json_build_array(${rooms.id}, ${rooms.number}, ${rooms.floor},
        ${rooms.status}, ${rooms.roomTypeId}, ${roomTypes.number}, ${roomTypes.name},
        ${rooms.maintenanceReason}, ${rooms.maintenanceFrom}, ${rooms.maintenanceUntil}))`,
    })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(and(eq(rooms.hotelId, param.hotelId), isNull(rooms.retiredAt)));
  const priceRows = db
    .select({
      list: sql`json_agg(json_build_array(${roomPrices.roomTypeId}, ${roomPrices.stayType},
        ${roomPrices.price}) order by ${roomPrices.id})`,
    })
    .from(roomPrices)
    .where(eq(roomPrices.hotelId, param.hotelId));
  return db
    .select({
      rooms: sql<RoomTuple[] | null>`(${roomRows})`,
      prices: sql<PriceTuple[] | null>`(${priceRows})`,
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
});

/** The hotel's rooms with their types, and its price entries in entry order. */
export const listRoomsAndPrices = async (
  db: Executor,
  hotelId: number,
): Promise<{ rooms: ListedRoom[]; prices: ListedPrice[] }> => {
  const [row] = await roomList(db).execute({ hotelId });
  return {
    rooms: (row?.rooms ?? []).map(
      ([id, number, floor, status, roomTypeId, typeNumber, typeName, reason, from, until]) => ({
        room: {
          id,
          number,
          floor,
          status,
          roomTypeId,
          maintenanceReason: reason,
          maintenanceFrom: from,
          maintenanceUntil: until,
        },
        typeNumber,
        typeName,
      }),
    ),
    prices: (row?.prices ?? []).map(([roomTypeId, stayType, price]) => ({
      roomTypeId,
      stayType,
      price,
    })),
  };
};

export const findRoomWithType = async (
  db: Executor,
  hotelId: number,
  number: string,
): Promise<RoomWithType | undefined> => {
  const [row] = await db
    .select(withType)
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.number, number), isNull(rooms.retiredAt)))
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
    .where(and(eq(rooms.hotelId, hotelId), inArray(rooms.number, numbers), isNull(rooms.retiredAt)))
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
    // A room leaving maintenance leaves its spell behind (ADR 085).
    .set({
      status,
      updatedAt: at,
      ...(status === RoomStatus.Maintenance
        ? {}
        : { maintenanceReason: null, maintenanceFrom: null, maintenanceUntil: null }),
    })
    .where(and(eq(rooms.hotelId, hotelId), inArray(rooms.id, roomIds)));
};

const roomTypesOfHotel = preparedRead('room_types_of_hotel', (db, name) =>
  db
    .select({ number: roomTypes.number, name: roomTypes.name })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, param.hotelId))
    .orderBy(asc(roomTypes.number))
    .prepare(name),
);

export const listRoomTypes = (db: Executor, hotelId: number) =>
  roomTypesOfHotel(db).execute({ hotelId });

const selectRoomPrices = (db: Executor, hotelId: number | Placeholder, roomTypeIds?: number[]) =>
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

const roomPricesOfHotel = preparedRead('room_prices_of_hotel', (db, name) =>
  selectRoomPrices(db, param.hotelId).prepare(name),
);

/** The hotel's prices, by type then entry; `roomTypeIds` narrows them to some types. */
export const listRoomPrices = (
  db: Executor,
  hotelId: number,
  roomTypeIds?: number[],
): Promise<RoomPriceRow[]> =>
  roomTypeIds
    ? selectRoomPrices(db, hotelId, roomTypeIds)
    : roomPricesOfHotel(db).execute({ hotelId });

/** A room under maintenance from a night, with why and until when (ADR 085). */
export const setRoomMaintenance = async (
  tx: Executor,
  roomId: number,
  spell: { reason: string | null; from: string; until: string | null },
): Promise<void> => {
  await tx
    .update(rooms)
    .set({
      maintenanceReason: spell.reason,
      maintenanceFrom: spell.from,
      maintenanceUntil: spell.until,
    })
    .where(eq(rooms.id, roomId));
};
