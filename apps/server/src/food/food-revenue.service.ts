import {
  addDays,
  businessDate,
  businessDayBounds,
  defaultStockSummaryRange,
  drinkStockCounts,
  isIsoDate,
  noRoomNumber,
  type CreateFoodRevenue,
  type DrinkStockSummary,
  type DrinkStockSummaryQuery,
  type FoodRevenue,
  type FoodRevenueQuery,
  type FoodRevenueRecord,
  type IsoDate,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest } from '../http/errors.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { AlreadyRecorded, orFirstRecord } from '../receipts/already-recorded.ts';
import { foodRevenuesWithReceipt } from '../receipts/receipt-records.repository.ts';
import { recordReceiptNumber } from '../receipts/receipt.service.ts';
import { keepRecordedReceipt } from '../receipts/recorded-receipt.ts';
import { findRoomWithType } from '../rooms/room.repository.ts';
import { roomNotFound } from '../rooms/room.service.ts';
import { guestToChargeFood } from './food-guest.ts';
import { orderTimeOf } from './order-time.ts';
import { presentFoodRevenue } from './food.present.ts';
import {
  insertFoodRevenue,
  linkFoodOrdersToRevenue,
  listFoodOrdersOfRevenues,
  listFoodRevenuesBetween,
  sumDrinkQuantities,
  sumFoodRevenue,
} from './food.repository.ts';

export const createFoodRevenueService = ({ db, events, now }: ReceptionDeps) => ({
  /**
   * POST /create-food-revenue (SPEC.md section 7): a food payment. With a GuestID, the guest's
   * lines of the same receipt number that no record holds yet become its Items.
   */
  async createFoodRevenue(
    hotel: HotelRow,
    body: CreateFoodRevenue,
    idempotencyKey: string | undefined,
  ): Promise<FoodRevenueRecord> {
    const at = now();
    const outcome = await orFirstRecord(
      runIdempotent(
        db,
        {
          hotelId: hotel.id,
          key: idempotencyKey,
          operation: 'create-food-revenue',
          request: body,
          at,
        },
        async (tx) => {
          const guest =
            body.GuestID === null
              ? undefined
              : await guestToChargeFood(tx, hotel, body.GuestID, body.RoomNumber);
          if (
            !guest &&
            body.RoomNumber !== noRoomNumber &&
            !(await findRoomWithType(tx, hotel.id, body.RoomNumber))
          ) {
            throw roomNotFound(body.RoomNumber);
          }
          const receiptNumber = await recordReceiptNumber(
            tx,
            hotel,
            'food',
            body.ReceiptNumber,
            at,
            {
              field: 'ReceiptNumber',
              guestId: guest?.id ?? null,
            },
          );
          // The same food payment sent again under its receipt number: the first (ADR 031).
          // Only a guest's (ADR 031): a walk-in's same number is renumbered (ADR 013).
          if (body.ReceiptNumber && guest) {
            const first = (await foodRevenuesWithReceipt(tx, hotel.id, body.ReceiptNumber)).find(
              (row) =>
                row.guestId === (guest?.id ?? null) &&
                row.roomNumber === (guest?.roomNumber ?? body.RoomNumber) &&
                row.totalAmount === body.TotalAmount &&
                row.paymentMethod === body.PaymentMethod,
            );
            if (first) {
              const items = await listFoodOrdersOfRevenues(tx, hotel.id, [first.id]);
              throw new AlreadyRecorded(presentFoodRevenue(first, items));
            }
          }
          const row = await insertFoodRevenue(tx, hotel.id, {
            guestId: guest?.id ?? null,
            roomNumber: guest?.roomNumber ?? body.RoomNumber,
            totalAmount: body.TotalAmount,
            paymentMethod: body.PaymentMethod,
            orderTime: orderTimeOf(hotel, body.OrderTime, at),
            receiptNumber,
            createdAt: at,
          });
          const items =
            guest && body.ReceiptNumber
              ? await linkFoodOrdersToRevenue(tx, hotel.id, row.id, guest.id, body.ReceiptNumber)
              : [];
          // The client's receipt kept as its records make it (ADR 074).
          await keepRecordedReceipt(tx, hotel, receiptNumber, at);
          await recordActivity(tx, actingAs(hotel), {
            kind: 'food-revenue',
            subject: `food-revenue:${row.id}`,
            params: {
              room: row.roomNumber,
              amount: row.totalAmount,
              paymentMethod: row.paymentMethod,
            },
          });
          return presentFoodRevenue(row, items);
        },
      ),
    );
    if (!outcome.replayed) await events.publish(hotel.id, { type: 'payment_updated' });
    return outcome.answer;
  },

  /** GET /food-revenue/date/{date}: the records created on the hotel's date, newest first. */
  async foodRevenuesOn(hotel: HotelRow, date: IsoDate): Promise<FoodRevenueRecord[]> {
    const { start, end } = businessDayBounds(date, hotel.timeZone);
    const rows = await listFoodRevenuesBetween(db, hotel.id, start, end);
    return rows.map((row) => presentFoodRevenue(row.revenue, row.items, row.voided));
  },

  /** GET /food-revenue: SPEC.md section 9's food revenue of a business date (today when none). */
  async foodRevenue(hotel: HotelRow, query: FoodRevenueQuery): Promise<FoodRevenue> {
    const date = query.date ?? businessDate(now(), hotel.timeZone);
    const { start, end } = businessDayBounds(date, hotel.timeZone);
    return { 'food-revenue': await sumFoodRevenue(db, hotel.id, start, end, query.paymentType) };
  },

  /**
   * GET /drink-stock-summary: the drinks ordered from the start day to the end day (the hotel's
   * dates, both included; an instant counts as its hotel date), default 7 days back to today.
   */
  async drinkStockSummary(
    hotel: HotelRow,
    query: DrinkStockSummaryQuery,
  ): Promise<DrinkStockSummary> {
    const dayOf = (text: string, field: string): IsoDate => {
      const day = isIsoDate(text) ? text : businessDate(new Date(text), hotel.timeZone);
      if (isIsoDate(day)) return day;
      const message = `${field} is not a date the hotel keeps`;
      throw badRequest(message, [{ field, message }]);
    };
    const fallback = defaultStockSummaryRange(businessDate(now(), hotel.timeZone));
    const startDay = query.start ? dayOf(query.start, 'start') : fallback.start;
    const endDay = query.end ? dayOf(query.end, 'end') : fallback.end;
    if (startDay > endDay) {
      const message = 'start must be on or before end';
      throw badRequest(message, [{ field: 'start', message }]);
    }
    const { start } = businessDayBounds(startDay, hotel.timeZone);
    const { start: end } = businessDayBounds(addDays(endDay, 1), hotel.timeZone);
    return drinkStockCounts(await sumDrinkQuantities(db, hotel.id, start, end));
  },
});
