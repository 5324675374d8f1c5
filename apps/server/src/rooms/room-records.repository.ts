import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { foodOrders, foodRevenues, guests, incomes } from '../db/schema.ts';

/**
 * Whether any record names the room: a stay (by its id or its number) or a payment, food order
 * or food receipt typed with its number. Such a room keeps its number (issue 44): the records
 * name it as it was.
 */
export const roomHasRecords = async (
  tx: Executor,
  hotelId: number,
  room: { id: number; number: string },
): Promise<boolean> => {
  const named = await Promise.all([
    tx
      .select({ id: guests.id })
      .from(guests)
      .where(
        and(
          eq(guests.hotelId, hotelId),
          or(eq(guests.roomId, room.id), eq(guests.roomNumber, room.number)),
        ),
      )
      .limit(1),
    tx
      .select({ id: incomes.id })
      .from(incomes)
      .where(and(eq(incomes.hotelId, hotelId), eq(incomes.roomNumber, room.number)))
      .limit(1),
    tx
      .select({ id: foodOrders.id })
      .from(foodOrders)
      .where(and(eq(foodOrders.hotelId, hotelId), eq(foodOrders.roomNumber, room.number)))
      .limit(1),
    tx
      .select({ id: foodRevenues.id })
      .from(foodRevenues)
      .where(and(eq(foodRevenues.hotelId, hotelId), eq(foodRevenues.roomNumber, room.number)))
      .limit(1),
  ]);
  return named.some((rows) => rows.length > 0);
};
