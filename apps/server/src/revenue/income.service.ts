import {
  businessDayBounds,
  incomeReceiptKind,
  noRoomNumber,
  type CreateIncome,
  type Income,
  type IsoDate,
} from '@frontdesk/domain';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { notFound } from '../http/errors.ts';
import { recordReceiptNumber } from '../receipts/receipt.service.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { findRoomWithType } from '../rooms/room.repository.ts';
import { roomNotFound } from '../rooms/room.service.ts';
import { findGuest } from '../stays/guest.repository.ts';
import { insertIncomes, listIncomesBetween, type IncomeWithGuest } from './income.repository.ts';

/** The API form of an income (SPEC.md section 3). */
const presentIncome = ({ income, guest }: IncomeWithGuest): Income => ({
  ID: income.id,
  Type: income.type,
  GuestID: income.guestId,
  RoomNumber: income.roomNumber,
  Amount: income.amount,
  RevenueType: income.revenueType,
  PaymentMethod: income.paymentMethod,
  ReceiptNumber: income.receiptNumber,
  CreatedAt: income.createdAt.toISOString(),
  Guest: guest && { RoomType: guest.roomType, RoomNumber: guest.roomNumber },
});

export const createIncomeService = ({ db, events, now }: ReceptionDeps) => ({
  /** A payment recorded by hand (or by an API client at check-in): linked to a guest or not. */
  async createIncome(hotel: HotelRow, body: CreateIncome): Promise<Income> {
    const guest = body.GuestID === null ? undefined : await findGuest(db, hotel.id, body.GuestID);
    if (body.GuestID !== null && !guest) throw notFound('Guest not found.');
    // '0' is a payment not tied to a room (manual payments); any other number must be a room.
    if (
      body.RoomNumber !== noRoomNumber &&
      !(await findRoomWithType(db, hotel.id, body.RoomNumber))
    ) {
      throw roomNotFound(body.RoomNumber);
    }
    const at = now();
    const income = await db.transaction(async (tx) => {
      // No ReceiptNumber: a payment without a printed receipt (SPEC.md: 'on some calls').
      const receiptNumber =
        body.ReceiptNumber === null
          ? null
          : await recordReceiptNumber(
              tx,
              hotel,
              incomeReceiptKind(hotel.receiptPrefix, body.ReceiptNumber, body.RevenueType),
              body.ReceiptNumber,
              at,
              { field: 'ReceiptNumber', guestId: body.GuestID },
            );
      const [row] = await insertIncomes(tx, hotel.id, [
        {
          type: body.Type,
          guestId: body.GuestID,
          roomNumber: body.RoomNumber,
          amount: body.Amount,
          revenueType: body.RevenueType,
          paymentMethod: body.PaymentMethod,
          receiptNumber,
          createdAt: at,
        },
      ]);
      return row!;
    });
    await events.publish(hotel.id, { type: 'payment_updated' });
    return presentIncome({
      income,
      guest: guest ? { roomType: guest.roomType, roomNumber: guest.roomNumber } : null,
    });
  },

  /** Incomes created on a business date of the hotel, newest first. */
  async incomesOn(hotel: HotelRow, date: IsoDate): Promise<Income[]> {
    const { start, end } = businessDayBounds(date, hotel.timeZone);
    return (await listIncomesBetween(db, hotel.id, start, end)).map(presentIncome);
  },
});
