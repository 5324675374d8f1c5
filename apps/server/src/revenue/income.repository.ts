import { and, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RevenuePaymentType } from '@frontdesk/domain';
import { roomRevenueTypes } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import {
  byPaymentType,
  ofHotelInSpan,
  param,
  paymentMethodFilter,
  preparedRead,
  spanOf,
} from '../db/prepared.ts';
import { guests, incomes, reservations } from '../db/schema.ts';
import { holdShiftOfRecord } from '../shifts/shift-hold.ts';

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
  // Its user's shift, held until the record commits: a close waits and counts it (ADR 071).
  await holdShiftOfRecord(tx, hotelId, values[0]!.createdAt ?? new Date());
  return tx
    .insert(incomes)
    .values(values.map((v) => ({ ...v, hotelId })))
    .returning();
};

export interface ListedIncome extends IncomeWithGuest {
  /** A void of it is recorded (ADR 034). */
  voided: boolean;
  /** A deposit's (or its refund's) reservation's name: the guest it was taken from. */
  reservationName: string | null;
}

// The day's incomes, their guests and whether each is voided, in one statement: a second one
// for the voids cost as much again (PGlite plans every statement it is sent; ADR 048). The
// void is found through the one-void-per-income index, whatever the history's length.
const voids = alias(incomes, 'voids');
/** Whether a void of the income of the row is recorded (a column of a read of `incomes`). */
export const isVoided = (db: Executor) =>
  sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(voids)
    .where(
      and(
        eq(voids.correctsIncomeId, incomes.id),
        eq(voids.hotelId, incomes.hotelId),
        eq(voids.correction, 'void'),
      ),
    )})`;
const incomesBetween = preparedRead('incomes_between', (db, name) =>
  db
    .select({
      income: incomes,
      roomType: guests.roomType,
      roomNumber: guests.roomNumber,
      reservationName: reservations.name,
      voided: isVoided(db),
    })
    .from(incomes)
    .leftJoin(guests, and(eq(guests.id, incomes.guestId), eq(guests.hotelId, param.hotelId)))
    .leftJoin(
      reservations,
      and(eq(reservations.id, incomes.reservationId), eq(reservations.hotelId, param.hotelId)),
    )
    .where(and(...ofHotelInSpan(incomes.hotelId, incomes.createdAt)))
    .orderBy(desc(incomes.createdAt), desc(incomes.id))
    .prepare(name),
);

/**
 * Incomes created in [start, end), newest first, with the linked guest's stay and room and
 * whether a void reverses each.
 */
export const listIncomesBetween = async (
  db: Executor,
  hotelId: number,
  start: Date,
  end: Date,
): Promise<ListedIncome[]> => {
  const rows = await incomesBetween(db).execute(spanOf(hotelId, start, end));
  return rows.map(({ income, roomType, roomNumber, reservationName, voided }) => ({
    income,
    guest: roomType !== null && roomNumber !== null ? { roomType, roomNumber } : null,
    voided,
    reservationName,
  }));
};

const roomRevenueBetween = (paymentType: RevenuePaymentType | undefined) =>
  preparedRead(`room_revenue_between_${paymentType ?? 'any'}`, (db, name) =>
    db
      .select({ total: sql<string>`coalesce(${sum(incomes.amount)}, 0)` })
      .from(incomes)
      .where(
        and(
          ...ofHotelInSpan(incomes.hotelId, incomes.createdAt),
          inArray(incomes.revenueType, [...roomRevenueTypes]),
          paymentMethodFilter(incomes.paymentMethod, paymentType),
        ),
      )
      .prepare(name),
  );
const roomRevenueBy = byPaymentType(roomRevenueBetween);

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
  const [row] = await roomRevenueBy(paymentType)(db).execute(spanOf(hotelId, start, end));
  // numeric(14,2) sums arrive as exact decimal text; a JSON number of it keeps the 2 decimals.
  return Number(row?.total ?? 0);
};

/** How many incomes (deposits and their refunds) a reservation has. */
export const countIncomesOfReservation = async (
  db: Executor,
  hotelId: number,
  reservationId: number,
): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(incomes)
    .where(and(eq(incomes.hotelId, hotelId), eq(incomes.reservationId, reservationId)));
  return row?.n ?? 0;
};
