import {
  nightsShort,
  overbookedNightsMessage,
  roomsFreeMessage,
  type Holding,
  type NightShort,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { loadCapacity, loadHoldings, lockHotelAvailability } from './availability.repository.ts';

interface CheckOptions {
  now: Date;
  /** The reservation being edited or checked in: it does not count against itself. */
  exceptReservation?: number | undefined;
}

/**
 * The nights (or a short stay's date) on which `booking` asks for more rooms than are free plus
 * the owner's allowance. Takes the hotel's availability lock first: the check and the caller's
 * writes are one step for every desk, so two desks cannot both take a night's last room.
 */
export const shortNightsOf = async (
  tx: Executor,
  hotel: HotelRow,
  booking: Holding,
  options: CheckOptions,
): Promise<NightShort[]> => {
  const allowance = await lockHotelAvailability(tx, hotel.id);
  if (booking.rooms <= 0) return [];
  const capacity = await loadCapacity(tx, hotel, allowance);
  const holdings = await loadHoldings(
    tx,
    hotel,
    booking.checkinDate,
    booking.checkoutDate,
    options,
  );
  return nightsShort(capacity, holdings, booking);
};

/** A reservation (new or edited) that does not fit: 400 naming the first short night. */
export const assertRoomsFree = async (
  tx: Executor,
  hotel: HotelRow,
  booking: Holding,
  options: CheckOptions,
): Promise<void> => {
  const [first] = await shortNightsOf(tx, hotel, booking, options);
  if (first) throw badRequest(roomsFreeMessage(first));
};

/**
 * A check-in that would leave reservations short of rooms: 409 naming the nights, with them as
 * `overbookedNights`, unless the desk confirmed. Answers the nights the confirmation covered
 * (recorded in the check-in's activity entry), empty when none was needed.
 */
export const confirmedOverbooking = async (
  tx: Executor,
  hotel: HotelRow,
  booking: Holding,
  options: CheckOptions & { confirmed: boolean },
): Promise<string[]> => {
  const short = await shortNightsOf(tx, hotel, booking, options);
  if (short.length > 0 && !options.confirmed) {
    throw conflict(overbookedNightsMessage(short), { overbookedNights: short });
  }
  return short.map((night) => night.date);
};
