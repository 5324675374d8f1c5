import { and, eq, inArray } from 'drizzle-orm';
import {
  fromHundredths,
  sumKyat,
  toHundredths,
  type Hundredths,
  type ReceiptCopy,
  type ReceiptDocument,
  type ReceiptCopyLine,
} from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { findIssuedReceipt } from './issued-receipt.repository.ts';
import { documentOfRebuilt } from './rebuilt-receipt.ts';
import { foodOrders, foodRevenues, guests, incomes } from '../db/schema.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { notFound } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { finalBillOfReceipt } from '../folio/final-bill.ts';
import { findGuest } from '../stays/guest.repository.ts';
import {
  foodOrdersWithReceipt,
  foodRevenuesWithReceipt,
  incomesWithReceipt,
} from './receipt-records.repository.ts';

const receiptOf = async (db: Executor, hotelId: number, id: number, table: 'income' | 'food') => {
  const rows =
    table === 'income'
      ? await db
          .select({ number: incomes.receiptNumber })
          .from(incomes)
          .where(and(eq(incomes.hotelId, hotelId), eq(incomes.id, id)))
      : await db
          .select({ number: foodRevenues.receiptNumber })
          .from(foodRevenues)
          .where(and(eq(foodRevenues.hotelId, hotelId), eq(foodRevenues.id, id)));
  return rows[0]?.number ?? null;
};

const lineAmount = (d: { price: number; quantity: number }) =>
  fromHundredths((toHundredths(d.price) * d.quantity) as Hundredths);

/**
 * FALLBACK for receipts issued before ADR 069 (no stored document): the receipt rebuilt from the
 * records that carry its number (ADR 034). It shows what was recorded, not every line printed.
 */
const rebuildReceipt = (db: ReceptionDeps['db'], hotel: HotelRow, number: string) =>
  db.transaction(async (tx): Promise<ReceiptCopy> => {
    const paid = await incomesWithReceipt(tx, hotel.id, number);
    const food = await foodRevenuesWithReceipt(tx, hotel.id, number);
    const foodIds = food.map((f) => f.id);
    const linked =
      foodIds.length === 0
        ? []
        : await tx
            .select()
            .from(foodOrders)
            .where(
              and(eq(foodOrders.hotelId, hotel.id), inArray(foodOrders.foodRevenueId, foodIds)),
            );
    const ordered = await foodOrdersWithReceipt(tx, hotel.id, number);
    const dishes = [...linked, ...ordered.filter((o) => !linked.some((l) => l.id === o.id))];
    const stays = await tx
      .select()
      .from(guests)
      .where(and(eq(guests.hotelId, hotel.id), eq(guests.receiptNumber, number)));
    if (paid.length + food.length + dishes.length + stays.length === 0) {
      throw notFound('Receipt not found.');
    }

    const lines: ReceiptCopyLine[] = [
      ...paid.map((i) => ({ Label: i.type, Quantity: null, Price: null, Amount: i.amount })),
      ...dishes.map((d) => ({
        Label: d.foodName,
        Quantity: d.quantity,
        Price: d.price,
        Amount: lineAmount(d),
      })),
      // A food payment with no dishes of its own (a walk-in's, a void): its total.
      ...food
        .filter((f) => !dishes.some((d) => d.foodRevenueId === f.id))
        .map((f) => ({
          Label: f.voidsFoodRevenueId === null ? 'food' : 'void',
          Quantity: null,
          Price: null,
          Amount: f.totalAmount,
        })),
    ];
    const tax = sumKyat(dishes.map((d) => d.taxCharges));
    const service = sumKyat(dishes.map((d) => d.serviceCharges));
    const total =
      food.length > 0 || paid.length > 0
        ? sumKyat([...paid.map((i) => i.amount), ...food.map((f) => f.totalAmount)])
        : sumKyat([...dishes.map(lineAmount), tax, service]);

    const guestId = stays[0]?.id ?? [...paid, ...food, ...dishes].find((r) => r.guestId)?.guestId;
    const guest = stays[0] ?? (guestId ? await findGuest(tx, hotel.id, guestId) : undefined);
    const correctionIncome = paid.find((i) => i.correction !== null);
    const foodVoid = food.find((f) => f.voidsFoodRevenueId !== null);
    const original = correctionIncome?.correctsIncomeId
      ? await receiptOf(tx, hotel.id, correctionIncome.correctsIncomeId, 'income')
      : foodVoid?.voidsFoodRevenueId
        ? await receiptOf(tx, hotel.id, foodVoid.voidsFoodRevenueId, 'food')
        : null;
    const times = [...paid, ...food, ...dishes, ...stays].map((r) => r.createdAt.getTime());
    const rooms = [
      ...new Set(
        [...stays, ...paid, ...food, ...dishes].map((r) => r.roomNumber).filter((r) => r !== '0'),
      ),
    ];
    return {
      ReceiptNumber: number,
      IssuedAt: new Date(Math.min(...times)).toISOString(),
      Rooms: rooms,
      Guest: guest
        ? {
            Name: guest.name,
            RoomType: guest.roomType,
            CheckinDate: guest.checkinAt.toISOString(),
            CheckoutDate: guest.checkoutAt.toISOString(),
          }
        : null,
      Lines: lines,
      Tax: tax,
      Service: service,
      Total: total,
      PaymentMethod:
        paid[0]?.paymentMethod ?? food[0]?.paymentMethod ?? dishes[0]?.paymentMethod ?? null,
      Correction: correctionIncome?.correction ?? (foodVoid ? 'void' : null),
      Reason: correctionIncome?.reason ?? foodVoid?.reason ?? null,
      OriginalReceiptNumber: original,
      // A check-in of several rooms is several stays: its copy is the check-in's.
      FinalBill: stays.length > 1 ? null : await finalBillOfReceipt(tx, hotel.id, guest, number),
    };
  });

/**
 * Reprints (ADR 069): the receipt as it was issued and stored; only a receipt from before
 * stored documents is rebuilt from its records (marked Rebuilt). Writes nothing.
 */
export const createReceiptCopyService = ({ db }: ReceptionDeps) => ({
  async copyOf(hotel: HotelRow, number: string): Promise<ReceiptDocument> {
    const stored = await findIssuedReceipt(db, hotel.id, number);
    if (stored) return stored;
    return documentOfRebuilt(await rebuildReceipt(db, hotel, number), hotel);
  },
});
