import {
  roomStatusAfterSwap,
  roomStatusVacatedBySwap,
  roomSwapProblem,
  sameRoomSwapMessage,
  swapSuccessMessage,
  type StayType,
  type SwapRoomRequest,
  type SwapRoomResponse,
} from '@frontdesk/domain';
import type { Transaction } from '../db/client.ts';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { lockRooms, setRoomStatus } from '../rooms/room.repository.ts';
import { roomNotFound } from '../rooms/room.service.ts';
import { activeGuestsOfRooms } from './guest.repository.ts';
import { presentGuest, rethrowRoomTaken } from './guest.service.ts';
import { lockActiveGuest } from './guest-update.service.ts';
import { updateGuest } from './stay-change.repository.ts';

/** The guest, both rooms and their statuses, in the caller's transaction. */
const swap = async (
  tx: Transaction,
  hotel: HotelRow,
  request: SwapRoomRequest,
  at: Date,
): Promise<SwapRoomResponse> => {
  const { currentRoomNumber: from, newRoomNumber: to } = request;
  // Rooms first, then the guest: the order checkout locks them in.
  const locked = new Map((await lockRooms(tx, hotel.id, [from, to])).map((r) => [r.number, r]));
  const current = locked.get(from);
  if (!current) throw roomNotFound(from);
  const target = locked.get(to);
  if (!target) throw roomNotFound(to);
  const guest = await lockActiveGuest(tx, hotel, request.guestID);
  if (guest.roomId !== current.id) {
    throw conflict(`The guest is no longer in room ${from}. Please check again.`);
  }
  const held = await activeGuestsOfRooms(tx, hotel.id, [target.id]);
  const problem = roomSwapProblem({
    currentRoom: from,
    newRoom: to,
    newRoomStatus: target.status,
    newRoomHeld: held.length > 0,
  });
  if (problem) throw conflict(problem);

  const status = roomStatusAfterSwap(guest.roomType as StayType);
  const moved = await updateGuest(tx, hotel.id, guest.id, {
    roomId: target.id,
    roomNumber: target.number,
  });
  await setRoomStatus(tx, hotel.id, [current.id], roomStatusVacatedBySwap, at);
  await setRoomStatus(tx, hotel.id, [target.id], status, at);
  await recordActivity(tx, actingAs(hotel), {
    kind: 'swap',
    subject: `guest:${guest.id}`,
    params: { guest: guest.name, fromRoom: current.number, toRoom: target.number },
  });
  return {
    message: swapSuccessMessage(from, to),
    guest: presentGuest(moved),
    previousRoom: { Room: current.number, Status: roomStatusVacatedBySwap },
    newRoom: { Room: target.number, Status: status },
  };
};

export const createSwapService = ({ db, events, now }: ReceptionDeps) => ({
  /**
   * POST /swap-room: moves a guest to an available room in one transaction; the old room is
   * available again, the new one takes the status of the guest's stay (a long stay keeps 7).
   */
  async swapRoom(
    hotel: HotelRow,
    request: SwapRoomRequest,
    idempotencyKey?: string,
  ): Promise<SwapRoomResponse> {
    if (request.newRoomNumber === request.currentRoomNumber) {
      throw badRequest(sameRoomSwapMessage, [
        { field: 'newRoomNumber', message: sameRoomSwapMessage },
      ]);
    }
    const at = now();
    const outcome = await runIdempotent(
      db,
      { hotelId: hotel.id, key: idempotencyKey, operation: 'swap-room', request, at },
      (tx) => swap(tx, hotel, request, at),
    ).catch((error: unknown) => rethrowRoomTaken(error, [request.newRoomNumber]));
    if (!outcome.replayed) {
      const { previousRoom, newRoom } = outcome.answer;
      for (const room of [previousRoom, newRoom]) {
        await events.publish(hotel.id, {
          type: 'room_updated',
          room: room.Room,
          status: room.Status,
          refreshStats: true,
        });
      }
    }
    return outcome.answer;
  },
});
