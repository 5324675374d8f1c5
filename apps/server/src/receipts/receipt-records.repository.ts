import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { foodOrders, foodRevenues, guests, incomes } from '../db/schema.ts';

/** The records that carry a receipt number (a receipt spans a few at most), oldest first. */
export const incomesWithReceipt = (tx: Executor, hotelId: number, number: string) =>
  tx
    .select()
    .from(incomes)
    .where(and(eq(incomes.hotelId, hotelId), eq(incomes.receiptNumber, number)))
    .orderBy(asc(incomes.id));

export const foodRevenuesWithReceipt = (tx: Executor, hotelId: number, number: string) =>
  tx
    .select()
    .from(foodRevenues)
    .where(and(eq(foodRevenues.hotelId, hotelId), eq(foodRevenues.receiptNumber, number)))
    .orderBy(asc(foodRevenues.id));

export const foodOrdersWithReceipt = (tx: Executor, hotelId: number, number: string) =>
  tx
    .select()
    .from(foodOrders)
    .where(and(eq(foodOrders.hotelId, hotelId), eq(foodOrders.receiptNumber, number)))
    .orderBy(asc(foodOrders.id));

/**
 * Every record that carries a receipt number: its incomes, food payments, dishes (those of its
 * food payments and those ordered under it) and the stays created under it.
 */
export const receiptRecords = async (tx: Executor, hotelId: number, number: string) => {
  const paid = await incomesWithReceipt(tx, hotelId, number);
  const food = await foodRevenuesWithReceipt(tx, hotelId, number);
  const foodIds = food.map((f) => f.id);
  const linked =
    foodIds.length === 0
      ? []
      : await tx
          .select()
          .from(foodOrders)
          .where(and(eq(foodOrders.hotelId, hotelId), inArray(foodOrders.foodRevenueId, foodIds)))
          .orderBy(asc(foodOrders.id));
  const ordered = await foodOrdersWithReceipt(tx, hotelId, number);
  const dishes = [...linked, ...ordered.filter((o) => !linked.some((l) => l.id === o.id))];
  const stays = await tx
    .select()
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.receiptNumber, number)))
    .orderBy(asc(guests.id));
  return { paid, food, dishes, stays };
};
export type ReceiptRecords = Awaited<ReturnType<typeof receiptRecords>>;
