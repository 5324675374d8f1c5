import {
  billReceiptDocument,
  guestStay,
  roomNotAvailableMessage,
  roomStatusAfterCheckin,
  roomStatusAfterCheckout,
  RoomStatus,
  type CheckoutAnswer,
  type CheckoutCollect,
  type CreateGuestResponse,
  type Guest,
  type GuestPayload,
  type GuestStatus,
  type StayType,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import { guestHoldingOf } from '../availability/availability.repository.ts';
import { shortNightsOf } from '../availability/availability.service.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { receiptIssue, storeIssuedReceipt } from '../receipts/issued-receipt.repository.ts';
import { recordReceiptNumber } from '../receipts/receipt.service.ts';
import { keepRecordedReceipt } from '../receipts/recorded-receipt.ts';
import { settleBillAtCheckout } from '../folio/bill.service.ts';
import { folioOfStay } from '../folio/folio.service.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { lockRooms, setRoomStatus } from '../rooms/room.repository.ts';
import { roomNotFound } from '../rooms/room.service.ts';
import { papersToStore } from '../register/papers.ts';
import {
  activeGuestsOfRooms,
  findActiveGuestOfRoom,
  insertGuests,
  isOneActiveGuestViolation,
  markGuestCheckedOut,
  type GuestRow,
} from './guest.repository.ts';

export const noCurrentGuest = (room: string) => notFound(`Room ${room} has no current guest.`);

/** The API form of a guest (SPEC.md section 3): PascalCase, instants as ISO-8601. */
export const presentGuest = (row: GuestRow): Guest => ({
  ID: row.id,
  Name: row.name,
  NationalID: row.nationalId,
  Phone: row.phone,
  RoomType: row.roomType as StayType,
  RoomNumber: row.roomNumber,
  CheckinDate: row.checkinAt.toISOString(),
  CheckoutDate: row.checkoutAt.toISOString(),
  Extrabed: row.extraBed,
  IsForeigner: row.isForeigner,
  PaymentType: row.paymentType,
  AmountPaid: row.amountPaid,
  RoomCharges: row.roomCharges,
  FoodCharges: row.foodCharges,
  TaxCharges: row.taxCharges,
  ServiceCharges: row.serviceCharges,
  Status: row.status as GuestStatus,
  ReceiptNumber: row.receiptNumber,
});

/** A second active guest in one room, caught by the database: the same 409 as the check. */
export const rethrowRoomTaken = (error: unknown, rooms: readonly string[]): never => {
  if (isOneActiveGuestViolation(error)) {
    throw conflict(
      rooms.length === 1
        ? roomNotAvailableMessage(rooms[0] ?? '')
        : 'One of the rooms is not available.',
    );
  }
  throw error;
};

export const createGuestService = ({ db, events, now }: ReceptionDeps) => ({
  /**
   * POST /create-guest (API clients): an active guest in an available room, the room taking the
   * status of the stay, in one transaction. The amounts are the client's own.
   */
  async createGuest(
    hotel: HotelRow,
    payload: GuestPayload,
    idempotencyKey?: string,
  ): Promise<CreateGuestResponse> {
    const status = roomStatusAfterCheckin(payload.roomType);
    const at = now();
    const { answer, replayed } = await runIdempotent(
      db,
      { hotelId: hotel.id, key: idempotencyKey, operation: 'create-guest', request: payload, at },
      async (tx) => {
        const stay = guestStay(payload, at, hotel.timeZone);
        if (!stay.ok) {
          throw badRequest(stay.message, [{ field: stay.field, message: stay.message }]);
        }
        // SPEC's client cannot confirm: never refused, but a room promised to reservations is
        // recorded with the nights it takes (ADR 040).
        const overbookedNights = await shortNightsOf(
          tx,
          hotel,
          guestHoldingOf(hotel, { stayType: payload.roomType, ...stay }),
          { now: at },
        );
        const [room] = await lockRooms(tx, hotel.id, [payload.roomNumber]);
        if (!room) throw roomNotFound(payload.roomNumber);
        const held = await activeGuestsOfRooms(tx, hotel.id, [room.id]);
        if (room.status !== RoomStatus.Available || held.length > 0) {
          throw conflict(roomNotAvailableMessage(room.number));
        }
        const receiptNumber = await recordReceiptNumber(
          tx,
          hotel,
          'room',
          payload.receiptNumber,
          at,
        );
        const [row] = await insertGuests(tx, hotel.id, [
          {
            roomId: room.id,
            roomNumber: room.number,
            name: payload.name,
            nationalId: payload.nationalId,
            phone: payload.phone,
            roomType: payload.roomType,
            checkinAt: stay.checkinAt,
            checkoutAt: stay.checkoutAt,
            extraBed: payload.extraBed,
            isForeigner: payload.isForeigner,
            ...papersToStore(payload),
            paymentType: payload.paymentType,
            amountPaid: payload.amountPaid,
            roomCharges: payload.roomCharges,
            foodCharges: payload.foodCharges,
            taxCharges: payload.taxCharges,
            serviceCharges: payload.serviceCharges,
            status: 'active',
            receiptNumber,
            createdAt: at,
          },
        ]);
        await setRoomStatus(tx, hotel.id, [room.id], status, at);
        // The client's check-in receipt kept as its records make it (ADR 074).
        await keepRecordedReceipt(tx, hotel, receiptNumber, at);
        await recordActivity(tx, actingAs(hotel), {
          kind: 'check-in',
          subject: `guest:${row!.id}`,
          params: {
            guest: payload.name,
            room: room.number,
            stayType: payload.roomType,
            amount: payload.amountPaid,
            ...(overbookedNights.length > 0
              ? { overbookedNights: overbookedNights.map((n) => n.date) }
              : {}),
          },
        });
        return { guest: { ID: row!.id, ReceiptNumber: receiptNumber }, room: room.number };
      },
    ).catch((error: unknown) => rethrowRoomTaken(error, [payload.roomNumber]));
    if (!replayed) {
      await events.publish(hotel.id, {
        type: 'room_updated',
        room: answer.room,
        status,
        refreshStats: true,
      });
    }
    return { guest: answer.guest };
  },

  async currentGuest(hotel: HotelRow, room: string): Promise<Guest> {
    const row = await findActiveGuestOfRoom(db, hotel.id, room);
    if (!row) throw noCurrentGuest(room);
    return presentGuest(row);
  },

  /** Checkout: the guest is checked out and the room waits for housekeeping, together. */
  async checkOutGuest(
    hotel: HotelRow,
    room: string,
    expectedGuestId?: number,
    idempotencyKey?: string,
    collect?: CheckoutCollect,
  ): Promise<CheckoutAnswer> {
    const at = now();
    const { answer, replayed } = await runIdempotent(
      db,
      {
        hotelId: hotel.id,
        key: idempotencyKey,
        operation: 'checkout',
        request: { room, guestId: expectedGuestId, collect },
        at,
      },
      async (tx) => {
        const [locked] = await lockRooms(tx, hotel.id, [room]);
        if (!locked) throw roomNotFound(room);
        const [held] = await activeGuestsOfRooms(tx, hotel.id, [locked.id]);
        if (!held) throw noCurrentGuest(room);
        if (expectedGuestId !== undefined && held.id !== expectedGuestId) {
          throw conflict(`The guest in room ${room} has changed. Please check again.`);
        }
        // The bill: a balance due is collected before the room is released (ADR 033).
        const collected = await settleBillAtCheckout(tx, hotel, held.id, collect, at);
        const row = await markGuestCheckedOut(tx, hotel.id, held.id, at);
        if (!row) throw noCurrentGuest(room);
        await setRoomStatus(tx, hotel.id, [locked.id], roomStatusAfterCheckout, at);
        await recordActivity(tx, actingAs(hotel), {
          kind: 'checkout',
          subject: `guest:${row.id}`,
          params: { guest: row.name, room, ...(collected && { collected }) },
        });
        const bill = await folioOfStay(tx, hotel.id, row);
        const billReceipt = await storeIssuedReceipt(
          tx,
          hotel.id,
          billReceiptDocument(receiptIssue(hotel, at), bill),
        );
        return { ...presentGuest(row), Bill: bill, BillReceipt: billReceipt };
      },
    );
    if (!replayed) {
      await events.publish(hotel.id, {
        type: 'room_updated',
        room,
        status: roomStatusAfterCheckout,
        refreshStats: true,
      });
      if (collect) await events.publish(hotel.id, { type: 'payment_updated' });
    }
    return answer;
  },
});
