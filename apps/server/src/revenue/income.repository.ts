import { and, desc, eq, gte, inArray, lt, ne, sql, sum } from 'drizzle-orm';
import type { RevenuePaymentType } from '@frontdesk/domain';
import { roomRevenueTypes } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { guests, incomes } from '../db/schema.ts';

export type IncomeRow = typeof incomes.$inferSelect;
export type NewIncome = Omit<typeof incomes.$inferInsert, 'id' | 'hotelId'>;
export interface IncomeWithGuest {
  income: IncomeRow;
  guest: { roomType: string; roomNumber: string } | null;
}

export const insertIncomes = async (
  tx: Executor,
  hotelId: number,
  values: NewIncome[],
): Promise<IncomeRow[]> => {
  if (values.length === 0) return [];
  return tx
    .insert(incomes)
    .values(values.map((v) => ({ ...v, hotelId })))
    .returning();
};

/** Incomes created in [start, end), newest first, with the linked guest's stay and room. */
export const listIncomesBetween = async (
  db: Executor,
  hotelId: number,
  start: Date,
  end: Date,
): Promise<IncomeWithGuest[]> => {
  const rows = await db
    .select({ income: incomes, roomType: guests.roomType, roomNumber: guests.roomNumber })
    .from(incomes)
    .leftJoin(guests, and(eq(guests.id, incomes.guestId), eq(guests.hotelId, hotelId)))
    .where(
      and(eq(incomes.hotelId, hotelId), gte(incomes.createdAt, start), lt(incomes.createdAt, end)),
    )
    .orderBy(desc(incomes.createdAt), desc(incomes.id));
  return rows.map(({ income, roomType, roomNumber }) => ({
    income,
    guest: roomType !== null && roomNumber !== null ? { roomType, roomNumber } : null,
  }));
};

/**
 * Room revenue (RevenueType 'revenue' or '') created in [start, end), summed as numeric by the
 * database; cash is cash only, online every other method, no filter every method.
 */
export const sumRoomRevenue = async (
  db: Executor,
  hotelId: number,
  start: Date,
  end: Date,
  paymentType: RevenuePaymentType | undefined,
): Promise<number> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(${sum(incomes.amount)}, 0)` })
    .from(incomes)
    .where(
      and(
        eq(incomes.hotelId, hotelId),
        gte(incomes.createdAt, start),
        lt(incomes.createdAt, end),
        inArray(incomes.revenueType, [...roomRevenueTypes]),
        paymentType === 'cash'
          ? eq(incomes.paymentMethod, 'cash')
          : paymentType === 'online'
            ? ne(incomes.paymentMethod, 'cash')
            : undefined,
      ),
    );
  // numeric(14,2) sums arrive as exact decimal text; a JSON number of it keeps the 2 decimals.
  return Number(row?.total ?? 0);
};
