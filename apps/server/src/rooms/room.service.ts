import {
  arrivalNight,
  compareRooms,
  maintenanceEndProblem,
  RoomStatus,
  type IsoDate,
  type RoomStatusChange,
  roomStatusChangeProblem,
  type Room,
  type RoomPrice,
  type RoomType,
  type RoomTypeName,
  type StayType,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { nightTimesOf } from '../availability/availability.repository.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { activeGuestsOfRooms } from '../stays/guest.repository.ts';
import {
  findRoomWithType,
  listRoomPrices,
  listRoomTypes,
  listRoomsAndPrices,
  lockRooms,
  setRoomMaintenance,
  setRoomStatus,
  type ListedPrice,
  type ListedRoom,
} from './room.repository.ts';

export const roomNotFound = (room: string) => notFound(`Room ${room} not found.`);

/** The API form of a room (SPEC.md section 3) with its type's prices. */
const presentRoom = (
  { room, typeNumber, typeName }: ListedRoom,
  prices: readonly ListedPrice[],
): Room => ({
  ID: room.id,
  Room: room.number,
  Floor: room.floor,
  Status: room.status,
  RoomTypeID: typeNumber,
  RoomType: {
    Type: typeName as RoomTypeName,
    RoomPrices: prices
      .filter((p) => p.roomTypeId === room.roomTypeId)
      .map((p) => ({ StayType: p.stayType, Price: p.price })),
  },
  ...(room.status === RoomStatus.Maintenance && {
    Maintenance: {
      Reason: room.maintenanceReason,
      From: room.maintenanceFrom,
      Until: room.maintenanceUntil,
    },
  }),
});

export const createRoomService = ({ db, events, now }: ReceptionDeps) => {
  const get = async (hotel: HotelRow, number: string): Promise<Room> => {
    const row = await findRoomWithType(db, hotel.id, number);
    if (!row) throw roomNotFound(number);
    return presentRoom(row, await listRoomPrices(db, hotel.id, [row.room.roomTypeId]));
  };

  return {
    get,

    /** Every room of the hotel, by floor then room number. */
    async list(hotel: HotelRow): Promise<Room[]> {
      const { rooms, prices } = await listRoomsAndPrices(db, hotel.id);
      return rooms.map((row) => presentRoom(row, prices)).sort(compareRooms);
    },

    /**
     * Sets a room's status by hand (housekeeping, maintenance, back to available, or the status of
     * the guest who holds it): refused with 409 when it would make the grid untrue. Maintenance
     * keeps its reason and expected end (ADR 085): from tonight's night, or from the night it was
     * set when the room already was under maintenance.
     */
    async changeStatus(hotel: HotelRow, number: string, change: RoomStatusChange): Promise<Room> {
      const { status, reason, expectedEnd } = change;
      const at = now();
      const tonight = arrivalNight(at, nightTimesOf(hotel));
      const endProblem = maintenanceEndProblem(expectedEnd as IsoDate | null, tonight);
      if (endProblem) throw badRequest(endProblem);
      await db.transaction(async (tx) => {
        const [room] = await lockRooms(tx, hotel.id, [number]);
        if (!room) throw roomNotFound(number);
        const [guest] = await activeGuestsOfRooms(tx, hotel.id, [room.id]);
        const problem = roomStatusChangeProblem(status, guest?.stayType as StayType | undefined);
        if (problem) throw conflict(problem);
        await setRoomStatus(tx, hotel.id, [room.id], status, at);
        const maintenance = status === RoomStatus.Maintenance;
        if (maintenance) {
          const from =
            room.status === RoomStatus.Maintenance ? (room.maintenanceFrom ?? tonight) : tonight;
          await setRoomMaintenance(tx, room.id, { reason, from, until: expectedEnd });
        }
        await recordActivity(tx, actingAs(hotel), {
          kind: 'room-status',
          subject: `room:${number}`,
          params: {
            room: number,
            before: room.status,
            after: status,
            ...(maintenance && (reason || expectedEnd) ? { reason, until: expectedEnd } : {}),
          },
        });
      });
      await events.publish(hotel.id, {
        type: 'room_updated',
        room: number,
        status,
        refreshStats: true,
      });
      return get(hotel, number);
    },

    async roomTypes(hotel: HotelRow): Promise<RoomType[]> {
      const rows = await listRoomTypes(db, hotel.id);
      return rows.map((t) => ({ ID: t.number, Type: t.name as RoomTypeName }));
    },

    async roomPrices(hotel: HotelRow): Promise<RoomPrice[]> {
      const rows = await listRoomPrices(db, hotel.id);
      return rows.map((p) => ({
        ID: p.id,
        RoomTypeID: p.typeNumber,
        StayType: p.stayType,
        Price: p.price,
      }));
    },
  };
};
