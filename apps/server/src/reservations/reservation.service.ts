import {
  changedFields,
  instantToWallClock,
  sumKyat,
  businessDate,
  businessDayBounds,
  checkinBeforeTodayMessage,
  defaultReservationSource,
  defaultReservationStatus,
  roomCountBeyondHotel,
  roomsPromised,
  startsBeforeToday,
  wallClockToInstant,
  type IsoDate,
  type ReceiptDocument,
  type Reservation,
  type ReservationForm,
  type ReservationStatusChange,
  type ReservationUpdate,
  type SavedReservation,
  type DepositChoice,
  type StayType,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import { holdingOf, lockHotelAvailability } from '../availability/availability.repository.ts';
import { assertRoomsFree } from '../availability/availability.service.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import type { Executor } from '../db/client.ts';
import {
  countGuestsOfReservation,
  countHotelRooms,
  deleteReservation,
  findReservation,
  insertReservation,
  listReservationsOverlapping,
  updateReservation,
  type ReservationRow,
  type ReservationValues,
} from './reservation.repository.ts';
import { cancelWithDeposit, hasDepositRecords, recordDepositChange } from './deposit.service.ts';

const reservationNotFound = () => notFound('Reservation not found.');

/** Ids the table can hold; anything else cannot name a reservation. */
const isStoredId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

/** What the activity log shows of a reservation's edit, before and after (dates at the hotel). */
const editedFields = (row: ReservationRow, hotel: HotelRow) => ({
  name: row.name,
  nationalId: row.nationalId,
  phone: row.phone,
  guestCount: row.guestCount,
  roomCount: row.roomCount,
  roomType: row.roomType,
  checkinDate: instantToWallClock(row.checkinAt, hotel.timeZone),
  checkoutDate: instantToWallClock(row.checkoutAt, hotel.timeZone),
  source: row.source,
  extraBed: row.extraBed,
  paymentType: row.paymentType,
  amountPaid: row.amountPaid,
  notes: row.notes,
});

/** The API form of a row (SPEC.md section 3): PascalCase, instants as ISO-8601. */
export const presentReservation = (row: ReservationRow): Reservation => ({
  ID: row.id,
  Name: row.name,
  NationalID: row.nationalId,
  Phone: row.phone,
  GuestCount: row.guestCount,
  RoomCount: row.roomCount,
  RoomType: row.roomType as StayType,
  CheckinDate: row.checkinAt.toISOString(),
  CheckoutDate: row.checkoutAt.toISOString(),
  ReservationDate: row.reservationDate.toISOString(),
  Status: row.status as Reservation['Status'],
  Source: row.source,
  ExtraBed: row.extraBed,
  PaymentType: row.paymentType as Reservation['PaymentType'],
  AmountPaid: row.amountPaid,
  Notes: row.notes,
  TaxRate: row.taxRate,
  ServiceRate: row.serviceRate,
});

const checkinError = (message: string) => badRequest(message, [{ field: 'checkinDate', message }]);

const checkRoomCount = async (db: Executor, hotel: HotelRow, roomCount: number) => {
  const message = roomCountBeyondHotel(roomCount, await countHotelRooms(db, hotel.id));
  if (message) throw badRequest(message, [{ field: 'roomCount', message }]);
};

/** What a reservation asks of the nights: the rooms it still promises, on its dates or hours. */
const bookingOf = (hotel: HotelRow, values: ReservationValues, roomsCheckedIn: number) =>
  holdingOf(hotel, {
    stayType: values.roomType,
    rooms: roomsPromised(values.status, values.roomCount, roomsCheckedIn),
    checkinAt: values.checkinAt,
    checkoutAt: values.checkoutAt,
  });

/** An edit that changes what the reservation holds: its dates, rooms, stay type or status. */
const movesRooms = (before: ReservationRow, after: ReservationValues) =>
  before.checkinAt.getTime() !== after.checkinAt.getTime() ||
  before.checkoutAt.getTime() !== after.checkoutAt.getTime() ||
  before.roomCount !== after.roomCount ||
  before.roomType !== after.roomType ||
  before.status !== after.status;

/** Whether a write moved money, and the receipt it issued. */
interface Moved {
  moneyMoved: boolean;
  receipt?: ReceiptDocument | undefined;
}
type Saved = Moved & { row: ReservationRow };

export const createReservationService = ({ db, events, now }: ReceptionDeps) => {
  const today = (hotel: HotelRow): IsoDate => businessDate(now(), hotel.timeZone);

  /** The form's wall-clock times as the hotel's instants, and the columns it sets. */
  const valuesOf = (
    hotel: HotelRow,
    form: ReservationForm,
    kept: Pick<ReservationRow, 'status' | 'source' | 'reservationDate'>,
  ): ReservationValues => {
    const checkinAt = wallClockToInstant(form.checkinDate, hotel.timeZone);
    const checkoutAt = wallClockToInstant(form.checkoutDate, hotel.timeZone);
    // Wall-clock order is instant order except across a summer-time change of the zone.
    if (checkoutAt < checkinAt) {
      const message = 'Check-out date cannot be before the check-in date';
      throw badRequest(message, [{ field: 'checkoutDate', message }]);
    }
    return {
      name: form.name,
      nationalId: form.nationalId,
      phone: form.phone,
      guestCount: form.guestCount,
      roomCount: form.roomCount,
      roomType: form.roomType,
      checkinAt,
      checkoutAt,
      reservationDate: form.reservationDate
        ? wallClockToInstant(form.reservationDate, hotel.timeZone)
        : kept.reservationDate,
      status: (form.status ?? kept.status) as ReservationValues['status'],
      source: form.source ?? kept.source,
      extraBed: form.extraBed,
      paymentType: form.paymentType,
      amountPaid: form.amountPaid,
      prepaidDivider: form.prepaidDivider ?? form.roomCount,
      notes: form.notes,
    };
  };

  const announce = async (hotel: HotelRow, moneyMoved = false) => {
    await events.publish(hotel.id, { type: 'reservation_updated' });
    if (moneyMoved) await events.publish(hotel.id, { type: 'payment_updated' });
  };

  /**
   * Confirmed may become checked-in or cancelled; checked-in again is a no-op (the SPEC client
   * sends it after check-in). Anything else would rewrite a stay's history: 409. A SPEC client's
   * check-in has taken the prepayment off what it charged: it is then credited. Cancelling keeps
   * or refunds a deposit (ADR 030).
   */
  const changeStatus = (hotel: HotelRow, id: number, change: ReservationStatusChange) =>
    db.transaction(async (tx): Promise<Saved> => {
      const existing = await findReservation(tx, hotel.id, id, { forUpdate: true });
      if (!existing) throw reservationNotFound();
      if (existing.status === change.status) return { row: existing, moneyMoved: false };
      if (existing.status !== 'confirmed') {
        throw conflict(`This reservation is ${existing.status}; its status cannot be changed.`);
      }
      if (change.status === 'cancelled') {
        return cancelWithDeposit(tx, hotel, existing, change.deposit ?? 'keep', now());
      }
      const row = await updateReservation(
        tx,
        hotel.id,
        id,
        { status: change.status, prepaidCredited: existing.amountPaid },
        now(),
      );
      if (!row) throw reservationNotFound();
      return { row, moneyMoved: false };
    });

  const edit = (hotel: HotelRow, id: number, form: ReservationForm) =>
    db.transaction(async (tx): Promise<Saved> => {
      // The hotel's availability lock before the reservation's row, as check-ins take them.
      await lockHotelAvailability(tx, hotel.id);
      const existing = await findReservation(tx, hotel.id, id, { forUpdate: true });
      if (!existing) throw reservationNotFound();
      if (existing.status === 'checked-in') {
        throw conflict('This reservation is already checked in; it cannot be changed.');
      }
      if (existing.status === 'no-show') {
        throw conflict('This reservation is a no-show; it cannot be changed.');
      }
      const values = valuesOf(hotel, form, existing);
      if (existing.status === 'cancelled' && values.amountPaid !== existing.amountPaid) {
        throw conflict(
          'This reservation is cancelled; its deposit was settled and stays as it is.',
        );
      }
      await checkRoomCount(tx, hotel, form.roomCount);
      // A stay that began before today can still be edited, as long as its start is kept.
      const movedStart = values.checkinAt.getTime() !== existing.checkinAt.getTime();
      if (movedStart && startsBeforeToday(form.checkinDate, today(hotel))) {
        throw checkinError(checkinBeforeTodayMessage);
      }
      // Left out of the holdings, the edited reservation asks for its nights again.
      if (movesRooms(existing, values)) {
        const checkedIn = await countGuestsOfReservation(tx, hotel.id, id);
        await assertRoomsFree(tx, hotel, bookingOf(hotel, values, checkedIn), {
          now: now(),
          exceptReservation: id,
        });
      }
      const at = now();
      const row = await updateReservation(tx, hotel.id, id, values, at);
      if (!row) throw reservationNotFound();
      await recordActivity(tx, actingAs(hotel), {
        kind: 'reservation-edit',
        subject: `reservation:${id}`,
        params: {
          name: existing.name,
          changes: changedFields(editedFields(existing, hotel), editedFields(row, hotel)),
        },
      });
      const change = sumKyat([values.amountPaid, -existing.amountPaid]);
      const receipt = await recordDepositChange(tx, hotel, row, change, at);
      return { row, moneyMoved: receipt !== undefined, ...(receipt ? { receipt } : {}) };
    });

  return {
    /**
     * The reservations the panel shows on a business date: every stay from its check-in date
     * through its check-out date (inclusive, in the hotel's zone), except checked-in and
     * cancelled ones; earliest check-in first.
     */
    async listForDate(hotel: HotelRow, date: IsoDate): Promise<Reservation[]> {
      const { start, end } = businessDayBounds(date, hotel.timeZone);
      const rows = await listReservationsOverlapping(db, hotel.id, start, end);
      return rows.map(presentReservation);
    },

    async create(hotel: HotelRow, form: ReservationForm): Promise<SavedReservation> {
      if (startsBeforeToday(form.checkinDate, today(hotel))) {
        throw checkinError(checkinBeforeTodayMessage);
      }
      const values = valuesOf(hotel, form, {
        status: defaultReservationStatus,
        source: defaultReservationSource,
        reservationDate: now(),
      });
      await checkRoomCount(db, hotel, form.roomCount);
      // The deposit enters revenue with the reservation, in one transaction (ADR 030).
      const at = now();
      const { row, receipt } = await db.transaction(async (tx) => {
        await assertRoomsFree(tx, hotel, bookingOf(hotel, values, 0), { now: at });
        const inserted = await insertReservation(tx, hotel.id, values);
        const deposit = await recordDepositChange(tx, hotel, inserted, inserted.amountPaid, at);
        await recordActivity(tx, actingAs(hotel), {
          kind: 'reservation-create',
          subject: `reservation:${inserted.id}`,
          params: {
            name: inserted.name,
            checkinDate: form.checkinDate,
            amountPaid: inserted.amountPaid,
          },
        });
        return { row: inserted, receipt: deposit };
      });
      await announce(hotel, row.amountPaid > 0);
      return { ...presentReservation(row), ...(receipt ? { receipt } : {}) };
    },

    /** The edit form replaces the reservation's fields; a status change sets only the status. */
    async update(hotel: HotelRow, id: number, body: ReservationUpdate): Promise<SavedReservation> {
      if (!isStoredId(id)) throw reservationNotFound();
      const { row, moneyMoved, receipt } =
        'name' in body ? await edit(hotel, id, body) : await changeStatus(hotel, id, body);
      await announce(hotel, moneyMoved);
      return { ...presentReservation(row), ...(receipt ? { receipt } : {}) };
    },

    /**
     * A reservation guests were checked in from stays, for their records: 409. One that holds or
     * held money is cancelled instead of deleted, its deposit kept (the default) or refunded, so
     * nothing disappears (ADR 030).
     */
    async remove(
      hotel: HotelRow,
      id: number,
      deposit: DepositChoice = 'keep',
    ): Promise<ReceiptDocument | undefined> {
      if (!isStoredId(id)) throw reservationNotFound();
      const { moneyMoved, receipt } = await db.transaction(async (tx): Promise<Moved> => {
        const existing = await findReservation(tx, hotel.id, id, { forUpdate: true });
        if (!existing) throw reservationNotFound();
        if ((await countGuestsOfReservation(tx, hotel.id, id)) > 0) {
          throw conflict('Guests were checked in from this reservation; it cannot be deleted.');
        }
        if (await hasDepositRecords(tx, hotel, existing)) {
          if (existing.status !== 'confirmed') return { moneyMoved: false };
          return cancelWithDeposit(tx, hotel, existing, deposit, now());
        }
        await deleteReservation(tx, hotel.id, id);
        await recordActivity(tx, actingAs(hotel), {
          kind: 'reservation-delete',
          subject: `reservation:${id}`,
          params: { name: existing.name },
        });
        return { moneyMoved: false };
      });
      await announce(hotel, moneyMoved);
      return receipt;
    },
  };
};
