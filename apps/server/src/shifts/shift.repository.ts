import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, exists, gte, isNotNull, isNull, lte, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { foodRevenues, guests, incomes, reservations, shifts, users } from '../db/schema.ts';

export type ShiftRow = typeof shifts.$inferSelect;
export interface ShiftWithUser {
  shift: ShiftRow;
  userName: string;
}

const withUser = { shift: shifts, userName: users.name };

/** The user's open shift in the hotel, if any (one at most: shifts_one_open_per_user). */
export const findOpenShift = async (
  db: Executor,
  hotelId: number,
  userId: number,
): Promise<ShiftWithUser | undefined> => {
  const [row] = await db
    .select(withUser)
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(and(eq(shifts.hotelId, hotelId), eq(shifts.userId, userId), isNull(shifts.closedAt)))
    .for('update', { of: shifts });
  return row;
};

/** One shift of the hotel with its user's name (a report's reprint). */
export const findShift = async (
  db: Executor,
  hotelId: number,
  id: number,
): Promise<ShiftWithUser | undefined> => {
  const [row] = await db
    .select(withUser)
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(and(eq(shifts.hotelId, hotelId), eq(shifts.id, id)));
  return row;
};

/** The hotel's last closed shift: its counted cash is the float handed over. */
export const lastClosedShift = async (
  db: Executor,
  hotelId: number,
): Promise<ShiftRow | undefined> => {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.hotelId, hotelId), isNotNull(shifts.closedAt)))
    .orderBy(desc(shifts.closedAt), desc(shifts.id))
    .limit(1);
  return row;
};

export const insertShift = async (
  tx: Executor,
  values: { hotelId: number; userId: number; float: number; openedAt: Date },
): Promise<ShiftRow> => {
  const [row] = await tx.insert(shifts).values(values).returning();
  return row!;
};

export const closeShiftRow = async (
  tx: Executor,
  id: number,
  values: {
    closedAt: Date;
    expectedCash: number;
    countedCash: number;
    difference: number;
    note: string | null;
  },
): Promise<ShiftRow> => {
  const [row] = await tx.update(shifts).set(values).where(eq(shifts.id, id)).returning();
  return row!;
};

/** The hotel's shifts, newest first, with their users' names (the owner's page). */
export const listShifts = (db: Executor, hotelId: number, limit: number) =>
  db
    .select(withUser)
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(eq(shifts.hotelId, hotelId))
    .orderBy(desc(shifts.openedAt), desc(shifts.id))
    .limit(limit);

/** Rows the shift's user made in the hotel between its opening and its close (or now). */
const madeInShift = (
  shift: ShiftRow,
  table: { hotelId: Column; createdBy: Column; createdAt: Column },
) =>
  and(
    eq(table.hotelId, shift.hotelId),
    eq(table.createdBy, shift.userId),
    gte(table.createdAt, shift.openedAt),
    shift.closedAt ? lte(table.createdAt, shift.closedAt) : undefined,
  );

const incomeVoids = alias(incomes, 'income_voids');
const foodVoids = alias(foodRevenues, 'food_voids');

/**
 * The payments a user recorded in a shift: incomes and food receipts, oldest first, each saying
 * whether it has been voided since (by anyone, at any time: ADR 072), with what the owner's
 * shift page lists of it: its receipt number, guest (or a deposit's reservation) and reason.
 */
export const shiftRecords = async (db: Executor, shift: ShiftRow) => {
  const incomeRows = await db
    .select({
      createdAt: incomes.createdAt,
      roomNumber: incomes.roomNumber,
      amount: incomes.amount,
      paymentMethod: incomes.paymentMethod,
      type: incomes.type,
      voided: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(incomeVoids)
          .where(
            and(eq(incomeVoids.correctsIncomeId, incomes.id), eq(incomeVoids.correction, 'void')),
          ),
      )}`,
      revenueType: incomes.revenueType,
      correction: incomes.correction,
      walletReference: incomes.walletReference,
      receiptNumber: incomes.receiptNumber,
      guest: sql<string | null>`coalesce(${guests.name}, ${reservations.name})`,
      reason: incomes.reason,
    })
    .from(incomes)
    .leftJoin(guests, and(eq(guests.id, incomes.guestId), eq(guests.hotelId, incomes.hotelId)))
    .leftJoin(
      reservations,
      and(eq(reservations.id, incomes.reservationId), eq(reservations.hotelId, incomes.hotelId)),
    )
    .where(madeInShift(shift, incomes))
    .orderBy(incomes.createdAt, incomes.id);
  const foodRows = await db
    .select({
      createdAt: foodRevenues.createdAt,
      roomNumber: foodRevenues.roomNumber,
      amount: foodRevenues.totalAmount,
      paymentMethod: foodRevenues.paymentMethod,
      walletReference: foodRevenues.walletReference,
      voidsFoodRevenueId: foodRevenues.voidsFoodRevenueId,
      voided: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(foodVoids)
          .where(eq(foodVoids.voidsFoodRevenueId, foodRevenues.id)),
      )}`,
      receiptNumber: foodRevenues.receiptNumber,
      guest: guests.name,
      reason: foodRevenues.reason,
    })
    .from(foodRevenues)
    .leftJoin(
      guests,
      and(eq(guests.id, foodRevenues.guestId), eq(guests.hotelId, foodRevenues.hotelId)),
    )
    .where(madeInShift(shift, foodRevenues))
    .orderBy(foodRevenues.createdAt, foodRevenues.id);
  return { incomeRows, foodRows };
};
