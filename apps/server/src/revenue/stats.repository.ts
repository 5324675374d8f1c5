import { count, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rooms } from '../db/schema.ts';

/** How many of the hotel's rooms are in each status. */
export const countRoomsByStatus = async (
  db: Executor,
  hotelId: number,
): Promise<Map<number, number>> => {
  const rows = await db
    .select({ status: rooms.status, n: count() })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .groupBy(rooms.status);
  return new Map(rows.map((r) => [r.status, r.n]));
};
