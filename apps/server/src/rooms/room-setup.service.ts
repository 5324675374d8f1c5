import {
  changedFields,
  hotelWidePriceStayTypes,
  type AdminRoom,
  type AdminRoomType,
  type RoomChange,
  type RoomCreate,
  type RoomTypeCreate,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { Executor } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { AdminDeps } from '../reception-deps.ts';
import { listRoomPrices } from './room.repository.ts';
import {
  findRoomById,
  findRoomByNumber,
  findRoomTypeById,
  findRoomTypeByName,
  hasActiveGuest,
  insertRoom,
  insertRoomType,
  listSetupRoomTypes,
  listSetupRooms,
  lockHotelSetup,
  nextRoomTypeNumber,
  renameRoomType,
  restoreRoom,
  roomTypeInUse,
  deleteRoomType,
  updateRoom,
} from './room-setup.repository.ts';
import { recordRoomHistory } from './room-history.repository.ts';
import { roomHasRecords } from './room-records.repository.ts';

const roomTypeMissing = () =>
  badRequest('Room type does not exist', [
    { field: 'roomTypeId', message: 'Room type does not exist' },
  ]);

/**
 * The owner's rooms page (issue 18): rooms are added, moved to another floor or type, and taken
 * out of service (never deleted: their stays, payments and receipts keep naming them) and put
 * back in service; a room a guest holds is not changed. Room types are added with a price for
 * every stay type, renamed, and deleted while no room ever had them. Each change is one transaction under the hotel's row lock, dated in the room's history
 * (ADR 076), and every desk's grid and Settings hear 'rooms_updated'.
 */
export const createRoomSetupService = ({ db, events, now }: AdminDeps) => {
  const changed = (hotel: HotelRow) => events.publish(hotel.id, { type: 'rooms_updated' });

  /** The room type's name; 400 for a type the hotel does not have. */
  const checkType = async (tx: Executor, hotel: HotelRow, roomTypeId: number) => {
    const type = await findRoomTypeById(tx, hotel.id, roomTypeId);
    if (!type) throw roomTypeMissing();
    return type.name;
  };

  /** The room by id, locked; refused while out of service or while a guest holds it. */
  const changeableRoom = async (tx: Executor, hotel: HotelRow, id: number) => {
    const room = await findRoomById(tx, hotel.id, id);
    if (!room) throw notFound('Room not found.');
    if (room.retiredAt) throw conflict(`Room ${room.number} is out of service.`);
    if (await hasActiveGuest(tx, hotel.id, room.id)) {
      throw conflict(`Room ${room.number} has a guest: check them out first.`);
    }
    return room;
  };

  /** No room of the hotel, in service or not, has the number. */
  const checkNumberFree = async (tx: Executor, hotel: HotelRow, number: string) => {
    const existing = await findRoomByNumber(tx, hotel.id, number);
    if (existing) {
      throw conflict(
        existing.retiredAt
          ? `Room ${number} already exists (out of service).`
          : `Room ${number} already exists.`,
      );
    }
  };

  /** A room's number is corrected only while no record names it (issue 44). */
  const checkNumberCorrection = async (
    tx: Executor,
    hotel: HotelRow,
    room: { id: number; number: string },
  ) => {
    if (await roomHasRecords(tx, hotel.id, room)) {
      throw conflict(
        `Room ${room.number} has had guests or payments: its number stays as their records name it.`,
      );
    }
  };

  return {
    async rooms(hotel: HotelRow): Promise<AdminRoom[]> {
      const rows = await listSetupRooms(db, hotel.id);
      return rows.map((r) => ({
        ...r,
        retiredAt: r.retiredAt ? r.retiredAt.toISOString() : null,
        occupied: Boolean(r.occupied),
      }));
    },

    roomTypes: (hotel: HotelRow): Promise<AdminRoomType[]> => listSetupRoomTypes(db, hotel.id),

    async addRoom(hotel: HotelRow, room: RoomCreate): Promise<void> {
      await db.transaction(async (tx) => {
        await lockHotelSetup(tx, hotel.id);
        await checkNumberFree(tx, hotel, room.number);
        const roomType = await checkType(tx, hotel, room.roomTypeId);
        const at = now();
        const [added] = await insertRoom(tx, { hotelId: hotel.id, ...room, at });
        await recordRoomHistory(tx, [
          { hotelId: hotel.id, roomId: added!.id, kind: 'added', roomTypeId: room.roomTypeId, at },
        ]);
        await recordActivity(tx, actingAs(hotel), {
          kind: 'room-add',
          subject: `room:${room.number}`,
          params: { room: room.number, floor: room.floor, roomType },
        });
      });
      await changed(hotel);
    },

    async changeRoom(hotel: HotelRow, id: number, change: RoomChange): Promise<void> {
      await db.transaction(async (tx) => {
        await lockHotelSetup(tx, hotel.id);
        const room = await changeableRoom(tx, hotel, id);
        if (change.number !== undefined && change.number !== room.number) {
          await checkNumberCorrection(tx, hotel, room);
          await checkNumberFree(tx, hotel, change.number);
        }
        const typeBefore = (await findRoomTypeById(tx, hotel.id, room.roomTypeId))?.name ?? null;
        const typeAfter =
          change.roomTypeId === undefined
            ? undefined
            : await checkType(tx, hotel, change.roomTypeId);
        const at = now();
        await updateRoom(tx, hotel.id, id, { ...change, updatedAt: at });
        if (change.roomTypeId !== undefined && change.roomTypeId !== room.roomTypeId) {
          await recordRoomHistory(tx, [
            {
              hotelId: hotel.id,
              roomId: id,
              kind: 'type-changed',
              roomTypeId: change.roomTypeId,
              at,
            },
          ]);
        }
        await recordActivity(tx, actingAs(hotel), {
          kind: 'room-edit',
          subject: `room:${room.number}`,
          params: {
            room: room.number,
            changes: changedFields(
              { number: room.number, floor: room.floor, roomTypeName: typeBefore },
              { number: change.number, floor: change.floor, roomTypeName: typeAfter },
            ),
          },
        });
      });
      await changed(hotel);
    },

    async retireRoom(hotel: HotelRow, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockHotelSetup(tx, hotel.id);
        const room = await changeableRoom(tx, hotel, id);
        const at = now();
        await updateRoom(tx, hotel.id, id, { retiredAt: at, updatedAt: at });
        await recordRoomHistory(tx, [
          { hotelId: hotel.id, roomId: id, kind: 'out-of-service', at },
        ]);
        await recordActivity(tx, actingAs(hotel), {
          kind: 'room-retire',
          subject: `room:${room.number}`,
          params: { room: room.number },
        });
      });
      await changed(hotel);
    },

    async restoreRoom(hotel: HotelRow, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockHotelSetup(tx, hotel.id);
        const room = await findRoomById(tx, hotel.id, id);
        if (!room) throw notFound('Room not found.');
        if (!room.retiredAt) throw conflict(`Room ${room.number} is in service.`);
        const at = now();
        await restoreRoom(tx, hotel.id, id, at);
        await recordRoomHistory(tx, [
          { hotelId: hotel.id, roomId: id, kind: 'back-in-service', at },
        ]);
        await recordActivity(tx, actingAs(hotel), {
          kind: 'room-restore',
          subject: `room:${room.number}`,
          params: { room: room.number },
        });
      });
      await changed(hotel);
    },

    async deleteRoomType(hotel: HotelRow, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockHotelSetup(tx, hotel.id);
        const type = await findRoomTypeById(tx, hotel.id, id);
        if (!type) throw notFound('Room type not found.');
        if (await roomTypeInUse(tx, hotel.id, id)) {
          throw conflict(
            `Room type ${type.name} has or had rooms (out of service ones too): it cannot be deleted.`,
          );
        }
        await deleteRoomType(tx, hotel.id, id);
        await recordActivity(tx, actingAs(hotel), {
          kind: 'room-type-delete',
          subject: `room-type:${id}`,
          params: { name: type.name },
        });
      });
      await changed(hotel);
      await events.publish(hotel.id, { type: 'prices_updated' });
    },

    async addRoomType(hotel: HotelRow, type: RoomTypeCreate): Promise<void> {
      await db.transaction(async (tx) => {
        await lockHotelSetup(tx, hotel.id);
        if (await findRoomTypeByName(tx, hotel.id, type.name)) {
          throw conflict(`Room type ${type.name} already exists.`);
        }
        // Hotel-wide stay types keep one price for every type (SPEC.md section 5): the new type
        // takes the first type's (the demo data may differ by type until the first edit).
        const prices: Record<string, number> = { ...type.prices };
        const taken = new Set<string>();
        for (const entry of await listRoomPrices(tx, hotel.id)) {
          if (!hotelWidePriceStayTypes.includes(entry.stayType) || taken.has(entry.stayType))
            continue;
          taken.add(entry.stayType);
          prices[entry.stayType] = entry.price;
        }
        const number = await nextRoomTypeNumber(tx, hotel.id);
        const id = await insertRoomType(tx, hotel.id, number, type.name, prices);
        await recordActivity(tx, actingAs(hotel), {
          kind: 'room-type-add',
          subject: `room-type:${id}`,
          params: { name: type.name, prices },
        });
      });
      await changed(hotel);
      await events.publish(hotel.id, { type: 'prices_updated' });
    },

    async renameRoomType(hotel: HotelRow, id: number, name: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockHotelSetup(tx, hotel.id);
        const type = await findRoomTypeById(tx, hotel.id, id);
        if (!type) throw notFound('Room type not found.');
        const same = await findRoomTypeByName(tx, hotel.id, name);
        if (same && same.id !== id) throw conflict(`Room type ${name} already exists.`);
        await renameRoomType(tx, hotel.id, id, name);
        await recordActivity(tx, actingAs(hotel), {
          kind: 'room-type-rename',
          subject: `room-type:${id}`,
          params: { before: type.name, after: name },
        });
      });
      await changed(hotel);
    },
  };
};
