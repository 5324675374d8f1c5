import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { foodOrders, foodRevenues, incomes } from '../db/schema.ts';

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
