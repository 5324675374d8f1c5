import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { param, preparedRead } from '../db/prepared.ts';
import { rooms } from '../db/schema.ts';

const roomsByStatus = preparedRead('rooms_by_status', (db, name) =>
  db
    .select({ status: rooms.status, n: count() })
    .from(rooms)
    .where(and(eq(rooms.hotelId, param.hotelId), isNull(rooms.retiredAt)))
    .groupBy(rooms.status)
    .prepare(name),
);

/** How many of the hotel's rooms are in each status. */
export const countRoomsByStatus = async (
  db: Executor,
  hotelId: number,
): Promise<Map<number, number>> => {
  const rows = await roomsByStatus(db).execute({ hotelId });
  return new Map(rows.map((r) => [r.status, r.n]));
};
