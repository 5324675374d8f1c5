import { and, asc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { roomHistory } from '../db/schema.ts';

export type RoomHistoryEntry = Omit<typeof roomHistory.$inferInsert, 'id' | 'createdBy'>;

/**
 * Records changes of rooms in their history (ADR 076), in the caller's transaction: the acting
 * user of the request is filled in (createdBy).
 */
export const recordRoomHistory = async (tx: Executor, entries: readonly RoomHistoryEntry[]) => {
  if (entries.length > 0) await tx.insert(roomHistory).values([...entries]);
};

/** The hotel's room history before `end`, oldest first: what the reports count rooms by. */
export const roomHistoryBefore = (db: Executor, hotelId: number, end: Date) =>
  db
    .select({ roomId: roomHistory.roomId, kind: roomHistory.kind, at: roomHistory.at })
    .from(roomHistory)
    .where(and(eq(roomHistory.hotelId, hotelId), lt(roomHistory.at, end)))
    .orderBy(asc(roomHistory.at), asc(roomHistory.id));
