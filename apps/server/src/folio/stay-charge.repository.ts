import { and, asc, eq, sql } from 'drizzle-orm';
import { roomAccount } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { foodOrders, guests, stayCharges, stayExtensions } from '../db/schema.ts';

export type NewStayCharge = Omit<typeof stayCharges.$inferInsert, 'hotelId'>;

/** The extra charges on a guest's account, oldest first (ADR 033). */
export const listStayChargesOfGuest = (db: Executor, hotelId: number, guestId: number) =>
  db
    .select()
    .from(stayCharges)
    .where(and(eq(stayCharges.hotelId, hotelId), eq(stayCharges.guestId, guestId)))
    .orderBy(asc(stayCharges.createdAt), asc(stayCharges.id));

/** The extensions of a guest's stay (their room parts), oldest first (ADR 033). */
export const listExtensionsOfGuest = (db: Executor, hotelId: number, guestId: number) =>
  db
    .select()
    .from(stayExtensions)
    .where(and(eq(stayExtensions.hotelId, hotelId), eq(stayExtensions.guestId, guestId)))
    .orderBy(asc(stayExtensions.createdAt), asc(stayExtensions.id));

/** An extra charge recorded, and added to the guest's RoomCharges, in the caller's transaction. */
export const insertStayCharge = async (tx: Executor, hotelId: number, value: NewStayCharge) => {
  await tx.insert(stayCharges).values({ ...value, hotelId });
  await tx
    .update(guests)
    .set({ roomCharges: sql`${guests.roomCharges} + ${value.amount.toFixed(2)}::numeric` })
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, value.guestId)));
};

/** Whether anything was put on the guest's account ('Pay at checkout': food or extra charges). */
export const hasChargesOnAccount = async (db: Executor, hotelId: number, guestId: number) => {
  const [extra] = await db
    .select({ id: stayCharges.id })
    .from(stayCharges)
    .where(and(eq(stayCharges.hotelId, hotelId), eq(stayCharges.guestId, guestId)))
    .limit(1);
  if (extra) return true;
  const [food] = await db
    .select({ id: foodOrders.id })
    .from(foodOrders)
    .where(
      and(
        eq(foodOrders.hotelId, hotelId),
        eq(foodOrders.guestId, guestId),
        eq(foodOrders.paymentMethod, roomAccount),
      ),
    )
    .limit(1);
  return food !== undefined;
};
