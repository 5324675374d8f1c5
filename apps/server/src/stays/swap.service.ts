import {
  roomStatusAfterSwap,
  roomStatusVacatedBySwap,
  roomSwapProblem,
  sameRoomSwapMessage,
  sumKyat,
  swapChargeDescription,
  swapPriceChange,
  swapSuccessMessage,
  type StayType,
  type SwapRoomRequest,
  type SwapRoomResponse,
} from '@frontdesk/domain';
import type { Transaction } from '../db/client.ts';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import { insertStayCharge } from '../folio/stay-charge.repository.ts';
import { actingUserId } from '../http/acting-user.ts';
import { assertFitsMoneyColumn } from '../http/money-bounds.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { RoomRow } from '../rooms/room.repository.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { lockRooms, setRoomStatus } from '../rooms/room.repository.ts';
import { roomNotFound } from '../rooms/room.service.ts';
import { activeGuestsOfRooms } from './guest.repository.ts';
import { presentGuest, rethrowRoomTaken } from './guest.service.ts';
import { lockActiveGuest } from './guest-update.service.ts';
import type { GuestRow } from './guest.repository.ts';
import { priceListOfRoom, updateGuest } from './stay-change.repository.ts';

type PriceDifference = SwapRoomResponse['priceDifference'];

/**
 * A move to a room of another type (ADR 073): the price difference of the nights left, priced
 * here from the hotel's prices and its nights rule, and under 'charge-difference' a dearer
 * room's difference put on the stay's account (a stay charge, in RoomCharges).
 */
const priceTheMove = async (
  tx: Transaction,
  hotel: HotelRow,
  guest: GuestRow,
  rooms: { current: RoomRow; target: RoomRow },
  at: Date,
): Promise<PriceDifference> => {
  const { current, target } = rooms;
  if (current.roomTypeId === target.roomTypeId) return undefined;
  const change = swapPriceChange({
    stay: {
      stayType: guest.roomType as StayType,
      extraBed: guest.extraBed,
      isForeigner: guest.isForeigner,
      departure: guest.checkoutAt,
    },
    from: {
      roomTypeId: current.roomTypeId,
      prices: await priceListOfRoom(tx, hotel.id, current.id),
    },
    to: { roomTypeId: target.roomTypeId, prices: await priceListOfRoom(tx, hotel.id, target.id) },
    at,
    times: { timeZone: hotel.timeZone, arrivalDayHour: hotel.arrivalDayHour },
    rule: hotel.swapPriceRule,
  });
  if (change.kind !== 'priced') return undefined;
  if (change.charge > 0) {
    const roomCharges = sumKyat([guest.roomCharges, change.charge]);
    assertFitsMoneyColumn({ roomCharges }, { roomCharges: 'Room charges' });
    await insertStayCharge(tx, hotel.id, {
      guestId: guest.id,
      roomNumber: target.number,
      description: swapChargeDescription(current.number, target.number, change.nights),
      amount: change.charge,
      fromRoom: current.number,
      nights: change.nights,
      createdBy: actingUserId() ?? null,
      createdAt: at,
    });
  }
  return { nights: change.nights, difference: change.difference, charged: change.charge };
};

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

  const priceDifference = await priceTheMove(tx, hotel, guest, { current, target }, at);
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
    params: {
      guest: guest.name,
      fromRoom: current.number,
      toRoom: target.number,
      ...(priceDifference?.charged ? { charged: priceDifference.charged } : {}),
    },
  });
  return {
    message: swapSuccessMessage(from, to),
    guest: presentGuest(moved),
    previousRoom: { Room: current.number, Status: roomStatusVacatedBySwap },
    newRoom: { Room: target.number, Status: status },
    ...(priceDifference ? { priceDifference } : {}),
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
      const { previousRoom, newRoom, priceDifference } = outcome.answer;
      // A charged difference changed the stay's account: desks showing it read it again.
      if (priceDifference?.charged) await events.publish(hotel.id, { type: 'payment_updated' });
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
