import { and, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { incomes, users } from '../db/schema.ts';
import type { Span } from '../reports/report.repository.ts';
import { isVoided } from '../revenue/income.repository.ts';

/**
 * The hotel's expenses that `where` picks, newest first: the incomes with a category (ADR 082),
 * who recorded each and whether a void reverses it.
 */
const expensesWhere = (db: Executor, hotelId: number, where: SQL | undefined) =>
  db
    .select({
      id: incomes.id,
      createdAt: incomes.createdAt,
      category: incomes.expenseCategory,
      othersText: incomes.expenseOthersText,
      amount: incomes.amount,
      method: incomes.paymentMethod,
      note: incomes.note,
      recordedBy: users.name,
      voided: isVoided(db),
    })
    .from(incomes)
    .leftJoin(users, eq(users.id, incomes.createdBy))
    .where(
      and(
        eq(incomes.hotelId, hotelId),
        isNotNull(incomes.expenseCategory),
        isNull(incomes.correction),
        where,
      ),
    )
    .orderBy(desc(incomes.createdAt), desc(incomes.id));

export type ExpenseRow = Awaited<ReturnType<typeof expensesWhere>>[number];

/** The expenses recorded in [start, end), newest first. */
export const expensesOfSpan = (db: Executor, { hotelId, start, end }: Span) =>
  expensesWhere(db, hotelId, and(gte(incomes.createdAt, start), lt(incomes.createdAt, end)));

/** The expense recorded as income `id`, if it is one. */
export const findExpense = async (db: Executor, hotelId: number, id: number) =>
  (await expensesWhere(db, hotelId, eq(incomes.id, id)))[0];
