import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { foodRevenues, incomes } from '../db/schema.ts';

/** The incomes recorded for a guest (check-in, extensions, payments), oldest first. */
export const listIncomesOfGuest = (db: Executor, hotelId: number, guestId: number) =>
  db
    .select()
    .from(incomes)
    .where(and(eq(incomes.hotelId, hotelId), eq(incomes.guestId, guestId)))
    .orderBy(asc(incomes.createdAt), asc(incomes.id));

/** The food receipts a guest paid, oldest first. */
export const listFoodRevenuesOfGuest = (db: Executor, hotelId: number, guestId: number) =>
  db
    .select()
    .from(foodRevenues)
    .where(and(eq(foodRevenues.hotelId, hotelId), eq(foodRevenues.guestId, guestId)))
    .orderBy(asc(foodRevenues.createdAt), asc(foodRevenues.id));
