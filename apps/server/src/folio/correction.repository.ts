import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { foodRevenues, incomes } from '../db/schema.ts';

/** An income, locked to the end of the transaction: its void and refunds wait their turn. */
export const lockIncome = async (tx: Executor, hotelId: number, id: number) => {
  const [row] = await tx
    .select()
    .from(incomes)
    .where(and(eq(incomes.hotelId, hotelId), eq(incomes.id, id)))
    .for('update');
  return row;
};

/** A food receipt, locked to the end of the transaction. */
export const lockFoodRevenue = async (tx: Executor, hotelId: number, id: number) => {
  const [row] = await tx
    .select()
    .from(foodRevenues)
    .where(and(eq(foodRevenues.hotelId, hotelId), eq(foodRevenues.id, id)))
    .for('update');
  return row;
};

/** True when a void of the income is recorded. */
export const isIncomeVoided = async (db: Executor, hotelId: number, id: number) => {
  const [row] = await db
    .select({ id: incomes.id })
    .from(incomes)
    .where(
      and(
        eq(incomes.hotelId, hotelId),
        eq(incomes.correctsIncomeId, id),
        eq(incomes.correction, 'void'),
      ),
    );
  return row !== undefined;
};

/** True when a void of the food receipt is recorded. */
export const isFoodRevenueVoided = async (db: Executor, hotelId: number, id: number) => {
  const [row] = await db
    .select({ id: foodRevenues.id })
    .from(foodRevenues)
    .where(and(eq(foodRevenues.hotelId, hotelId), eq(foodRevenues.voidsFoodRevenueId, id)));
  return row !== undefined;
};

/** What refunds of the income have given back so far (a positive sum). */
export const sumRefundsOfIncome = async (db: Executor, hotelId: number, id: number) => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(-${incomes.amount}), 0)` })
    .from(incomes)
    .where(
      and(
        eq(incomes.hotelId, hotelId),
        eq(incomes.correctsIncomeId, id),
        eq(incomes.correction, 'refund'),
      ),
    );
  return Number(row?.total ?? 0);
};

/**
 * Postgres' unique violation (23505), however the driver wraps it: in a void's transaction, with
 * the original locked, only a second void of it (the one-void indexes) can raise it.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};
