import {
  checkInReceiptDocument,
  checkInStay,
  checkoutDateProblem,
  MissingPriceError,
  quoteCheckIn,
  roomNotAvailableMessage,
  roomStatusAfterCheckin,
  RoomStatus,
  sumKyat,
  verifyRoomNumbersMessage,
  walletReferenceOf,
  type CheckInQuote,
  type CheckInRequest,
  type CheckInResponse,
  type CheckInStay,
  type PriceList,
} from '@frontdesk/domain';
import type { Transaction } from '../db/client.ts';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import {
  holdingOf,
  lockHotelAvailability,
  nightTimesOf,
} from '../availability/availability.repository.ts';
import { confirmedOverbooking } from '../availability/availability.service.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { assertFitsMoneyColumn } from '../http/money-bounds.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { storeIssuedReceipt, receiptIssue } from '../receipts/issued-receipt.repository.ts';
import { issueReceiptNumber } from '../receipts/receipt.service.ts';
import {
  findReservation,
  updateReservation,
  type ReservationRow,
} from '../reservations/reservation.repository.ts';
import { insertIncomes } from '../revenue/income.repository.ts';
import { refundDeposit } from '../reservations/deposit.service.ts';
import {
  listRoomPrices,
  lockRooms,
  setRoomStatus,
  type RoomRow,
} from '../rooms/room.repository.ts';
import { roomNotFound } from '../rooms/room.service.ts';
import { papersToStore } from '../register/papers.ts';
import { activeGuestsOfRooms, insertGuests } from './guest.repository.ts';
import { rethrowRoomTaken } from './guest.service.ts';

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The reservation being checked in, locked: this hotel's, confirmed, with as many rooms. */
const reservationToCheckIn = async (
  tx: Transaction,
  hotel: HotelRow,
  request: CheckInRequest,
): Promise<ReservationRow | undefined> => {
  if (request.reservationId === undefined) return undefined;
  const reservation = await findReservation(tx, hotel.id, request.reservationId, {
    forUpdate: true,
  });
  if (!reservation) throw notFound('Reservation not found.');
  if (reservation.status !== 'confirmed') {
    throw conflict(
      reservation.status === 'checked-in'
        ? 'This reservation is already checked in.'
        : `This reservation is ${reservation.status}.`,
    );
  }
  if (reservation.roomType !== request.stayType) {
    throw fieldError('stayType', `This reservation is for ${reservation.roomType}.`);
  }
  if (reservation.roomCount !== request.rooms.length) {
    throw fieldError('rooms', verifyRoomNumbersMessage);
  }
  return reservation;
};

/** The requested rooms, locked, in the request's order; each must be available and empty. */
const roomsToCheckIn = async (
  tx: Transaction,
  hotel: HotelRow,
  request: CheckInRequest,
): Promise<RoomRow[]> => {
  const numbers = request.rooms.map((r) => r.roomNumber);
  const locked = new Map((await lockRooms(tx, hotel.id, numbers)).map((r) => [r.number, r]));
  const rooms = numbers.map((number) => {
    const room = locked.get(number);
    if (!room) throw roomNotFound(number);
    return room;
  });
  const held = new Set(
    (
      await activeGuestsOfRooms(
        tx,
        hotel.id,
        rooms.map((r) => r.id),
      )
    ).map((g) => g.roomId),
  );
  for (const room of rooms) {
    if (room.status !== RoomStatus.Available || held.has(room.id)) {
      throw conflict(roomNotAvailableMessage(room.number));
    }
  }
  return rooms;
};

/** Prices of the rooms' types, read in the transaction; a missing price is the desk's 400. */
const quoteFor = async (
  tx: Transaction,
  hotel: HotelRow,
  request: CheckInRequest,
  rooms: RoomRow[],
  stay: CheckInStay,
  reservation: ReservationRow | undefined,
): Promise<CheckInQuote> => {
  const typeIds = [...new Set(rooms.map((r) => r.roomTypeId))];
  const priceLists = new Map<number, Record<string, number>>();
  for (const price of await listRoomPrices(tx, hotel.id, typeIds)) {
    const list = priceLists.get(price.roomTypeId) ?? {};
    list[price.stayType] = price.price;
    priceLists.set(price.roomTypeId, list);
  }
  try {
    return quoteCheckIn({
      stayType: request.stayType,
      nights: stay.nights,
      isForeigner: request.guest.isForeigner,
      pricePerNight: request.pricePerNight,
      // The owner's early check-in charge: a part of its own, never an extra night (ADR 068).
      earlyCheckInCharge: stay.earlyArrival ? hotel.earlyCheckInCharge : 0,
      taxRate: request.taxRate,
      serviceRate: request.serviceRate,
      rooms: rooms.map((room, i) => ({
        roomNumber: room.number,
        extraBed: request.rooms[i]?.extraBed ?? false,
        prices: (priceLists.get(room.roomTypeId) ?? {}) as PriceList,
      })),
      prepaid: reservation && {
        amountPaid: reservation.amountPaid,
        alreadyCredited: reservation.prepaidCredited,
      },
    });
  } catch (error) {
    if (error instanceof MissingPriceError) throw badRequest(error.message);
    throw error;
  }
};

const checkInLabels = {
  total: 'Check-in total',
  roomCharges: 'Room charges',
  taxCharges: 'Tax charges',
  serviceCharges: 'Service charges',
  amountPaid: 'Amount paid',
};

/**
 * 400 before anything is written when an amount the check-in would store (a room's charges,
 * tax, service and amount paid) or its total on the receipt does not fit the money column.
 */
const assertQuoteFits = (quote: CheckInQuote, keptAsCredit: number): void => {
  assertFitsMoneyColumn({ total: quote.total }, checkInLabels);
  quote.rooms.forEach((charges, i) =>
    assertFitsMoneyColumn(
      {
        roomCharges: charges.roomCharges,
        taxCharges: charges.tax,
        serviceCharges: charges.service,
        amountPaid: i === 0 ? sumKyat([charges.total, keptAsCredit]) : charges.total,
      },
      checkInLabels,
    ),
  );
};

/** Everything a check-in writes, in the caller's transaction; answers the receipt's content. */
const checkIn = async (
  tx: Transaction,
  hotel: HotelRow,
  request: CheckInRequest,
  at: Date,
): Promise<CheckInResponse> => {
  // The hotel's availability lock first (ADR 040), then the reservation's and the rooms' rows.
  await lockHotelAvailability(tx, hotel.id);
  const reservation = await reservationToCheckIn(tx, hotel, request);
  const rooms = await roomsToCheckIn(tx, hotel, request);
  const stay = checkInStay({
    stayType: request.stayType,
    now: at,
    timeZone: hotel.timeZone,
    arrivalDayHour: hotel.arrivalDayHour,
    checkoutDate: request.checkoutDate,
    reservation,
  });
  // A reservation's own rooms do not count against it; its other nights (an early check-in) do.
  // The nights asked for start from the night charged (before the arrival-day hour, the night
  // before the arrival's date), as the nights rule counts them (ADR 068, 075).
  const overbookedNights = await confirmedOverbooking(
    tx,
    hotel,
    holdingOf(hotel, { stayType: request.stayType, rooms: rooms.length, ...stay }, stay.counted),
    { now: at, exceptReservation: reservation?.id, confirmed: request.confirmOverbooking === true },
  );
  const quote = await quoteFor(tx, hotel, request, rooms, stay, reservation);
  const keptAsCredit = request.overpayment === 'credit' ? quote.overpaid : 0;
  assertQuoteFits(quote, keptAsCredit);
  const receiptNumber = await issueReceiptNumber(tx, hotel, 'room', at);

  const guests = await insertGuests(
    tx,
    hotel.id,
    rooms.map((room, i) => {
      const charges = quote.rooms[i]!;
      return {
        reservationId: reservation?.id ?? null,
        roomId: room.id,
        roomNumber: room.number,
        name: request.guest.name,
        nationalId: request.guest.nationalId,
        phone: request.guest.phone,
        roomType: request.stayType,
        checkinAt: stay.checkinAt,
        checkoutAt: stay.checkoutAt,
        extraBed: charges.extraBed,
        // The folio's lines (ADR 033): nights and their price, the extra bed apart; a daycation
        // or session price stays on the room line.
        ...(request.stayType === 'full-night' || request.stayType === 'long-stay'
          ? {
              nights: stay.nights,
              nightsCharges: sumKyat([
                charges.roomCharges,
                -charges.extraBedCharges,
                -charges.earlyCheckInCharges,
              ]),
              earlyCheckInCharges: charges.earlyCheckInCharges || null,
            }
          : {}),
        extraBedCharges: charges.extraBedCharges,
        isForeigner: request.guest.isForeigner,
        ...papersToStore(request.guest),
        paymentType: request.paymentMethod,
        // The first room keeps a prepayment the rooms did not use, as credit (ADR 030).
        amountPaid:
          i === 0 && keptAsCredit > 0 ? sumKyat([charges.total, keptAsCredit]) : charges.total,
        roomCharges: charges.roomCharges,
        taxCharges: charges.tax,
        serviceCharges: charges.service,
        status: 'active',
        receiptNumber,
        createdAt: at,
      };
    }),
  );
  const guestOfRoom = new Map(guests.map((g) => [g.roomId, g]));
  const guestIds = rooms.map((room) => guestOfRoom.get(room.id)!.id);
  await recordActivity(tx, actingAs(hotel), {
    kind: 'check-in',
    subject: `guest:${guestIds[0]}`,
    params: {
      guest: request.guest.name,
      room: rooms.map((r) => r.number).join(', '),
      stayType: request.stayType,
      amount: quote.grandTotal,
      ...(overbookedNights.length > 0 ? { overbookedNights } : {}),
    },
  });

  await setRoomStatus(
    tx,
    hotel.id,
    rooms.map((r) => r.id),
    roomStatusAfterCheckin(request.stayType),
    at,
  );
  await insertIncomes(
    tx,
    hotel.id,
    rooms.map((room, i) => ({
      type: 'checked-in',
      guestId: guestIds[i]!,
      roomNumber: room.number,
      amount: quote.rooms[i]!.amountDue,
      revenueType: 'revenue',
      paymentMethod: request.paymentMethod,
      walletReference: walletReferenceOf(request.paymentMethod, request.walletReference),
      receiptNumber,
      createdAt: at,
    })),
  );
  if (reservation) {
    // What was credited now (and an overpayment kept or refunded) is never credited again.
    await updateReservation(
      tx,
      hotel.id,
      reservation.id,
      {
        status: 'checked-in',
        prepaidCredited: sumKyat([reservation.prepaidCredited, quote.priorPaid, quote.overpaid]),
      },
      at,
    );
    if (request.overpayment === 'refund' && quote.overpaid > 0) {
      await refundDeposit(tx, hotel, reservation, quote.overpaid, at, receiptNumber);
    }
  }

  const receipt = await storeIssuedReceipt(
    tx,
    hotel.id,
    checkInReceiptDocument(receiptIssue(hotel, at), {
      ...quote,
      receiptNumber,
      guest: request.guest.name,
      stayType: request.stayType,
      checkinAt: stay.checkinAt,
      checkoutAt: stay.checkoutAt,
      nights: stay.nights,
      fromReservation: reservation !== undefined,
      paymentMethod: request.paymentMethod,
      walletTransactionId: walletReferenceOf(request.paymentMethod, request.walletReference),
    }),
  );
  return {
    receipt,
    receiptNumber,
    stayType: request.stayType,
    reservationId: reservation?.id ?? null,
    paymentMethod: request.paymentMethod,
    nights: stay.nights,
    checkinDate: stay.checkinAt.toISOString(),
    checkoutDate: stay.checkoutAt.toISOString(),
    taxRate: quote.taxRate,
    serviceRate: quote.serviceRate,
    guests: quote.rooms.map((charges, i) => ({
      ID: guestIds[i]!,
      RoomNumber: charges.roomNumber,
      ExtraBed: charges.extraBed,
      RoomCharges: charges.roomCharges,
      TaxCharges: charges.tax,
      ServiceCharges: charges.service,
      Total: charges.total,
      PrepaidShare: charges.prepaidShare,
      AmountDue: charges.amountDue,
    })),
    roomCharges: quote.roomCharges,
    tax: quote.tax,
    service: quote.service,
    total: quote.total,
    priorPaid: quote.priorPaid,
    grandTotal: quote.grandTotal,
    overpaid: quote.overpaid,
    overpayment: request.overpayment,
  };
};

export const createCheckInService = ({ db, events, now }: ReceptionDeps) => {
  const announce = async (hotel: HotelRow, answer: CheckInResponse) => {
    const status = roomStatusAfterCheckin(answer.stayType);
    for (const guest of answer.guests) {
      await events.publish(hotel.id, {
        type: 'room_updated',
        room: guest.RoomNumber,
        status,
        refreshStats: true,
      });
    }
    await events.publish(hotel.id, { type: 'payment_updated' });
    if (answer.reservationId !== null) {
      await events.publish(hotel.id, { type: 'reservation_updated' });
    }
  };

  return {
    /**
     * Checks guests in to one or more rooms at once (walk-in or from a reservation): guests,
     * room statuses, incomes, the receipt number and the reservation's status are written
     * together or not at all. With an Idempotency-Key, a retry answers the first result.
     */
    async checkInGuests(
      hotel: HotelRow,
      request: CheckInRequest,
      idempotencyKey?: string,
    ): Promise<CheckInResponse> {
      const at = now();
      // Daycation and session end by the clock; only a night stay's check-out date counts.
      const nightStay = request.stayType === 'full-night' || request.stayType === 'long-stay';
      const problem =
        nightStay && request.checkoutDate
          ? checkoutDateProblem(request.checkoutDate, at, nightTimesOf(hotel))
          : undefined;
      if (problem) throw fieldError('checkoutDate', problem);

      const outcome = await runIdempotent(
        db,
        { hotelId: hotel.id, key: idempotencyKey, operation: 'check-in', request, at },
        (tx) => checkIn(tx, hotel, request, at),
      ).catch((error: unknown) =>
        rethrowRoomTaken(
          error,
          request.rooms.map((r) => r.roomNumber),
        ),
      );
      if (!outcome.replayed) await announce(hotel, outcome.answer);
      return outcome.answer;
    },
  };
};
