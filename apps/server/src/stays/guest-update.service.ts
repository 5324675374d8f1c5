import { z } from 'zod';
import {
  changedFields,
  checkInNightsOfDates,
  checkoutAtNoon,
  instantToWallClock,
  datesAreWallClock,
  guestDateInstant,
  guestEditDateProblem,
  isIsoDate,
  parseWallClock,
  type Guest,
  type GuestUpdate,
  type StayType,
} from '@frontdesk/domain';
import type { Transaction } from '../db/client.ts';
import { nightTimesOf } from '../availability/availability.repository.ts';
import { listExtensionsOfGuest } from '../folio/stay-charge.repository.ts';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { findRoomWithType } from '../rooms/room.repository.ts';
import type { GuestRow } from './guest.repository.ts';
import { presentGuest } from './guest.service.ts';
import { lockGuest, updateGuest, type GuestChange } from './stay-change.repository.ts';

/** What the activity log shows of a guest's edit, before and after (dates at the hotel). */
const editedFields = (guest: GuestRow, timeZone: string) => ({
  name: guest.name,
  nationalId: guest.nationalId,
  phone: guest.phone,
  checkinAt: instantToWallClock(guest.checkinAt, timeZone),
  checkoutAt: instantToWallClock(guest.checkoutAt, timeZone),
  extraBed: guest.extraBed,
  isForeigner: guest.isForeigner,
  paymentType: guest.paymentType,
  amountPaid: guest.amountPaid,
  roomCharges: guest.roomCharges,
  foodCharges: guest.foodCharges,
  taxCharges: guest.taxCharges,
  serviceCharges: guest.serviceCharges,
});

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

export const guestNotFound = () => notFound('Guest not found.');
export const guestCheckedOut = () => conflict('This guest has checked out.');

/** The hotel's active guest, locked: 404 for an unknown or other hotel's guest, 409 when gone. */
export const lockActiveGuest = async (
  tx: Transaction,
  hotel: HotelRow,
  id: number,
): Promise<GuestRow> => {
  const guest = id <= 2_147_483_647 ? await lockGuest(tx, hotel.id, id) : undefined;
  if (!guest) throw guestNotFound();
  if (guest.status !== 'active') throw guestCheckedOut();
  return guest;
};

const dateLabels = { checkinDate: 'Check-in date', checkoutDate: 'Check-out date' } as const;

/** A date of the guest's payload, read by the guest's own stay type (wall clock or instant). */
const guestDate = (
  field: keyof typeof dateLabels,
  text: string,
  stayType: StayType,
  timeZone: string,
): Date => {
  const wallClock = datesAreWallClock(stayType);
  // A check-out date alone is 12:00 at the hotel, as at check-in, never 00:00.
  if (wallClock && field === 'checkoutDate' && isIsoDate(text)) {
    return checkoutAtNoon(text, timeZone);
  }
  const instant = wallClock
    ? parseWallClock(text) && guestDateInstant(text, stayType, timeZone)
    : z.iso.datetime({ offset: true }).safeParse(text).success
      ? new Date(text)
      : undefined;
  if (!instant || Number.isNaN(instant.getTime())) {
    throw fieldError(
      field,
      wallClock
        ? `${dateLabels[field]} must be the hotel's time like 2026-11-22T14:00:00.000Z`
        : `${dateLabels[field]} must be an ISO instant for a ${stayType}`,
    );
  }
  return instant;
};

/**
 * A date the PUT changes, read and bounded as the check-in bounds it (within a year of today);
 * a date sent as it is stored (the SPEC clients send the whole guest) is kept whatever its age.
 */
const changedDate = (
  field: keyof typeof dateLabels,
  text: string | undefined,
  stored: Date,
  stayType: StayType,
  now: Date,
  timeZone: string,
): Date | undefined => {
  if (!text) return undefined;
  const instant = guestDate(field, text, stayType, timeZone);
  if (instant.getTime() === stored.getTime()) return instant;
  const problem = guestEditDateProblem(field, instant, now, timeZone);
  if (problem) throw fieldError(field, problem);
  return instant;
};

/** The change a PUT makes; the room, stay type and status can only be sent unchanged. */
const changeOf = (
  guest: GuestRow,
  update: GuestUpdate,
  now: Date,
  timeZone: string,
): GuestChange => {
  if (update.roomNumber !== undefined && update.roomNumber !== guest.roomNumber) {
    throw fieldError('roomNumber', 'The room is changed with Room Swap, not here.');
  }
  if (update.roomType !== undefined && update.roomType !== guest.roomType) {
    throw fieldError('roomType', 'The stay type of a checked-in guest cannot be changed.');
  }
  const stayType = guest.roomType as StayType;
  const checkinAt = changedDate(
    'checkinDate',
    update.checkinDate,
    guest.checkinAt,
    stayType,
    now,
    timeZone,
  );
  const checkoutAt = changedDate(
    'checkoutDate',
    update.checkoutDate,
    guest.checkoutAt,
    stayType,
    now,
    timeZone,
  );
  if ((checkoutAt ?? guest.checkoutAt) < (checkinAt ?? guest.checkinAt)) {
    throw fieldError('checkoutDate', 'Check-out date cannot be before the check-in date');
  }
  return {
    name: update.name,
    nationalId: update.nationalId,
    phone: update.phone,
    checkinAt,
    checkoutAt,
    extraBed: update.extraBed,
    isForeigner: update.isForeigner,
    paymentType: update.paymentType,
    amountPaid: update.amountPaid,
    roomCharges: update.roomCharges,
    foodCharges: update.foodCharges,
    taxCharges: update.taxCharges,
    serviceCharges: update.serviceCharges,
  };
};

/**
 * The check-in's nights after its dates change (what the folio's nights line and the nights
 * billed read, ADR 075): by the nights rule from the new dates, less the days the extensions
 * added. Undefined when the dates stay, or the stay has no nights recorded (a daycation, a
 * session, a SPEC create-guest).
 */
const nightsAfter = async (
  tx: Transaction,
  hotel: HotelRow,
  guest: GuestRow,
  change: GuestChange,
): Promise<number | undefined> => {
  if (guest.nights === null) return undefined;
  const arrival = change.checkinAt ?? guest.checkinAt;
  const departure = change.checkoutAt ?? guest.checkoutAt;
  if (
    arrival.getTime() === guest.checkinAt.getTime() &&
    departure.getTime() === guest.checkoutAt.getTime()
  ) {
    return undefined;
  }
  const extensions = await listExtensionsOfGuest(tx, hotel.id, guest.id);
  const daysExtended = extensions
    .filter((e) => e.kind !== 'hours')
    .reduce((sum, e) => sum + e.units, 0);
  return checkInNightsOfDates({ arrival, departure }, nightTimesOf(hotel), daysExtended);
};

/** A PUT that changes one of these (a SPEC client's long-stay extension) moves money. */
const moneyFields = [
  'paymentType',
  'amountPaid',
  'roomCharges',
  'foodCharges',
  'taxCharges',
  'serviceCharges',
] as const;

export const createGuestUpdateService = ({ db, now, events }: ReceptionDeps) => ({
  /**
   * PUT /guests/{id}: corrects the guest, or (the SPEC's clients) takes a long-stay extension's
   * new check-out and totals as sent. Fields left out keep their values. No income is written:
   * those clients record it with create-income.
   */
  async updateGuest(hotel: HotelRow, id: number, update: GuestUpdate): Promise<Guest> {
    const { updated, movedMoney, room } = await db.transaction(async (tx) => {
      const guest = await lockActiveGuest(tx, hotel, id);
      const asked = changeOf(guest, update, now(), hotel.timeZone);
      const change = Object.fromEntries(
        Object.entries({ ...asked, nights: await nightsAfter(tx, hotel, guest, asked) }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      const updated = await updateGuest(tx, hotel.id, guest.id, change);
      await recordActivity(tx, actingAs(hotel), {
        kind: 'guest-edit',
        subject: `guest:${guest.id}`,
        params: {
          guest: guest.name,
          room: guest.roomNumber,
          changes: changedFields(
            editedFields(guest, hotel.timeZone),
            editedFields(updated, hotel.timeZone),
          ),
        },
      });
      return {
        updated,
        movedMoney: moneyFields.some((field) => updated[field] !== guest[field]),
        room: await findRoomWithType(tx, hotel.id, guest.roomNumber),
      };
    });
    // Every desk shows the guest: the room card's name and due-out, the day's lists, the
    // Overnight Guest List; and the revenue when the PUT moved money.
    if (room) {
      await events.publish(hotel.id, {
        type: 'room_updated',
        room: room.room.number,
        status: room.room.status,
        refreshStats: movedMoney,
      });
    }
    if (movedMoney) await events.publish(hotel.id, { type: 'payment_updated' });
    return presentGuest(updated);
  },
});
