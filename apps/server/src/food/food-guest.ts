import { noRoomNumber } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { conflict, notFound } from '../http/errors.ts';
import { lockGuest } from './food.repository.ts';

/**
 * The guest food is charged to, locked for the operation: this hotel's (404 otherwise, so another
 * hotel's guest is never seen), still staying (409) and in the room named, when one is ('0' is no
 * room).
 */
export const guestToChargeFood = async (
  tx: Executor,
  hotel: HotelRow,
  guestId: number,
  roomNumber: string,
) => {
  const guest = await lockGuest(tx, hotel.id, guestId);
  if (!guest) throw notFound('Guest not found.');
  if (guest.status !== 'active') throw conflict('This guest has checked out.');
  if (roomNumber !== noRoomNumber && guest.roomNumber !== roomNumber) {
    throw conflict(`This guest is in room ${guest.roomNumber}, not room ${roomNumber}.`);
  }
  return guest;
};
