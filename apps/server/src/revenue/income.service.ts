import {
  businessDayBounds,
  expenseKindOfIncomeType,
  incomeReceiptKind,
  isExpense,
  noRoomNumber,
  type CreateIncome,
  type Income,
  type IsoDate,
  walletReferenceOf,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { conflict, notFound } from '../http/errors.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import { AlreadyRecorded, orFirstRecord } from '../receipts/already-recorded.ts';
import { incomesWithReceipt } from '../receipts/receipt-records.repository.ts';
import { recordReceiptNumber } from '../receipts/receipt.service.ts';
import { keepRecordedReceipt } from '../receipts/recorded-receipt.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { findRoomWithType } from '../rooms/room.repository.ts';
import { roomNotFound } from '../rooms/room.service.ts';
import { findGuest } from '../stays/guest.repository.ts';
import { insertIncomes, listIncomesBetween, type IncomeWithGuest } from './income.repository.ts';

/** The API form of an income (SPEC.md section 3), with its void or refund (ADR 034). */
const presentIncome = (
  { income, guest, reservationName = null }: IncomeWithGuest & { reservationName?: string | null },
  voided = false,
): Income => ({
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
  // Only on voids, refunds and voided lines: an ordinary income answers exactly SPEC's fields.
  ...(income.correction === null
    ? {}
    : {
        Correction: income.correction,
        Reason: income.reason,
        CorrectsID: income.correctsIncomeId,
      }),
  ...(voided ? { Voided: true } : {}),
  // Only on a reservation's deposit and its refund (issue 43 item 5): the guest it is from.
  ...(reservationName === null ? {} : { GuestName: reservationName }),
});

export const createIncomeService = ({ db, events, now }: ReceptionDeps) => ({
  /**
   * A payment recorded by hand (or by an API client at check-in): linked to a guest or not, with
   * its receipt number recorded (ADR 013), in one transaction; a retry with the same
   * Idempotency-Key answers the first income.
   */
  async createIncome(
    hotel: HotelRow,
    body: CreateIncome,
    idempotencyKey?: string,
  ): Promise<Income> {
    const at = now();
    const outcome = await orFirstRecord(
      runIdempotent(
        db,
        { hotelId: hotel.id, key: idempotencyKey, operation: 'create-income', request: body, at },
        async (tx) => {
          const guest =
            body.GuestID === null ? undefined : await findGuest(tx, hotel.id, body.GuestID);
          if (body.GuestID !== null && !guest) throw notFound('Guest not found.');
          // As create-food-revenue: a guest's payment cannot be booked to another room.
          if (guest && body.RoomNumber !== noRoomNumber && guest.roomNumber !== body.RoomNumber) {
            throw conflict(
              `This guest is in room ${guest.roomNumber}, not room ${body.RoomNumber}.`,
            );
          }
          // '0' is a payment not tied to a room (manual payments); any other number must be a room.
          if (
            body.RoomNumber !== noRoomNumber &&
            !(await findRoomWithType(tx, hotel.id, body.RoomNumber))
          ) {
            throw roomNotFound(body.RoomNumber);
          }
          // No ReceiptNumber: a payment without a printed receipt (SPEC.md: 'on some calls'), so
          // no number of the day is spent on it.
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
          // A guest's payment sent again under its receipt number: answer the first (ADR 031).
          // Not a payment of no guest: two desks' browser counters may give two real payments
          // of the same amount one number, and the second is renumbered (ADR 013).
          if (body.ReceiptNumber && guest) {
            const first = (await incomesWithReceipt(tx, hotel.id, body.ReceiptNumber)).find(
              (row) =>
                row.guestId === body.GuestID &&
                row.roomNumber === body.RoomNumber &&
                row.type === body.Type &&
                row.amount === body.Amount &&
                row.revenueType === body.RevenueType &&
                row.paymentMethod === body.PaymentMethod,
            );
            if (first) {
              const firstGuest = guest && {
                roomType: guest.roomType,
                roomNumber: guest.roomNumber,
              };
              throw new AlreadyRecorded(
                presentIncome({ income: first, guest: firstGuest ?? null }),
              );
            }
          }
          // Money paid out is an expense of the category its Type names (ADR 082).
          const expense = isExpense({
            revenueType: body.RevenueType,
            type: body.Type,
            correction: null,
            guestLinked: guest !== undefined,
            reservationLinked: false,
            amount: body.Amount,
          })
            ? expenseKindOfIncomeType(body.Type)
            : null;
          const [income] = await insertIncomes(tx, hotel.id, [
            {
              type: body.Type,
              expenseCategory: expense?.category ?? null,
              expenseOthersText: expense?.othersText ?? null,
              guestId: body.GuestID,
              roomNumber: body.RoomNumber,
              amount: body.Amount,
              revenueType: body.RevenueType,
              paymentMethod: body.PaymentMethod,
              receiptNumber,
              walletReference: walletReferenceOf(body.PaymentMethod, body.WalletReference),
              // Never added to the guest's AmountPaid, so its void takes nothing from it (ADR 071).
              inAmountPaid: guest === undefined,
              createdAt: at,
            },
          ]);
          // The client's receipt kept as its records make it (ADR 074).
          if (receiptNumber !== null) await keepRecordedReceipt(tx, hotel, receiptNumber, at);
          await recordActivity(tx, actingAs(hotel), {
            kind: 'income',
            subject: `income:${income!.id}`,
            params: {
              type: body.Type,
              room: body.RoomNumber,
              amount: body.Amount,
              paymentMethod: body.PaymentMethod,
            },
          });
          return presentIncome({
            income: income!,
            guest: guest ? { roomType: guest.roomType, roomNumber: guest.roomNumber } : null,
          });
        },
      ),
    );
    if (!outcome.replayed) await events.publish(hotel.id, { type: 'payment_updated' });
    return outcome.answer;
  },

  /** Incomes created on a business date of the hotel, newest first. */
  async incomesOn(hotel: HotelRow, date: IsoDate): Promise<Income[]> {
    const { start, end } = businessDayBounds(date, hotel.timeZone);
    const rows = await listIncomesBetween(db, hotel.id, start, end);
    return rows.map((row) => presentIncome(row, row.voided));
  },
});
