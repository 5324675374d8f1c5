import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { foodRevenues, incomes } from '../db/schema.ts';

/**
 * An income as it is, not locked: a correction reads it to find its guest, whose row it locks
 * first (ADR 071: the guest, then its records, then the receipt counter), then locks it.
 */
export const findIncome = async (db: Executor, hotelId: number, id: number) => {
  const [row] = await db
    .select()
    .from(incomes)
    .where(and(eq(incomes.hotelId, hotelId), eq(incomes.id, id)));
  return row;
};

/** A food receipt as it is, not locked (see findIncome). */
export const findFoodRevenue = async (db: Executor, hotelId: number, id: number) => {
  const [row] = await db
    .select()
    .from(foodRevenues)
    .where(and(eq(foodRevenues.hotelId, hotelId), eq(foodRevenues.id, id)));
  return row;
};

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

/** Whether a void or refund was recorded on the guest's stay (its incomes or food receipts). */
export const hasCorrections = async (db: Executor, hotelId: number, guestId: number) => {
  const [income] = await db
    .select({ id: incomes.id })
    .from(incomes)
    .where(
      and(
        eq(incomes.hotelId, hotelId),
        eq(incomes.guestId, guestId),
        isNotNull(incomes.correction),
      ),
    )
    .limit(1);
  if (income) return true;
  const [food] = await db
    .select({ id: foodRevenues.id })
    .from(foodRevenues)
    .where(
      and(
        eq(foodRevenues.hotelId, hotelId),
        eq(foodRevenues.guestId, guestId),
        isNotNull(foodRevenues.voidsFoodRevenueId),
      ),
    )
    .limit(1);
  return food !== undefined;
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
