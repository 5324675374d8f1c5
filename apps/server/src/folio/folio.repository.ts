import { and, asc, eq } from 'drizzle-orm';
import { depositIncomeType } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { foodRevenues, guests, incomes } from '../db/schema.ts';

/** The incomes recorded for a guest (check-in, extensions, payments), oldest first. */
export const listIncomesOfGuest = (db: Executor, hotelId: number, guestId: number) =>
  db
    .select()
    .from(incomes)
    .where(and(eq(incomes.hotelId, hotelId), eq(incomes.guestId, guestId)))
    .orderBy(asc(incomes.createdAt), asc(incomes.id));

/** A reservation's deposits (its 'deposit' incomes: taken, and changed by edits), oldest first. */
export const listDepositsOfReservation = (db: Executor, hotelId: number, reservationId: number) =>
  db
    .select({ paymentMethod: incomes.paymentMethod, createdAt: incomes.createdAt })
    .from(incomes)
    .where(
      and(
        eq(incomes.hotelId, hotelId),
        eq(incomes.reservationId, reservationId),
        eq(incomes.type, depositIncomeType),
      ),
    )
    .orderBy(asc(incomes.createdAt), asc(incomes.id));

/** The food receipts a guest paid, oldest first. */
export const listFoodRevenuesOfGuest = (db: Executor, hotelId: number, guestId: number) =>
  db
    .select()
    .from(foodRevenues)
    .where(and(eq(foodRevenues.hotelId, hotelId), eq(foodRevenues.guestId, guestId)))
    .orderBy(asc(foodRevenues.createdAt), asc(foodRevenues.id));

/** The guest, locked for the rest of the transaction. */
export const lockGuestForPayment = async (tx: Executor, hotelId: number, id: number) => {
  const [row] = await tx
    .select()
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)))
    .for('update');
  return row;
};

/** Sets the guest's AmountPaid (the sum of the stay's payments, ADR 030). */
export const addGuestPayment = async (
  tx: Executor,
  hotelId: number,
  id: number,
  amountPaid: number,
) => {
  const [row] = await tx
    .update(guests)
    .set({ amountPaid })
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)))
    .returning();
  return row;
};
