import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { activityLog, users } from '../db/schema.ts';

export interface ActivityFilter {
  start?: Date;
  end?: Date;
  userId?: number;
  kind?: string;
  /** The id of the last entry of the previous page: older entries than it. */
  before?: number;
  limit: number;
}

/**
 * A page of the hotel's log, newest first (at, then id): each filter walks one index of
 * migration 0010, and the next page starts below the last entry shown (keyset), so a page costs
 * the same after years of history.
 */
export const listActivity = (db: Executor, hotelId: number, filter: ActivityFilter) => {
  const where: (SQL | undefined)[] = [eq(activityLog.hotelId, hotelId)];
  if (filter.start) where.push(gte(activityLog.at, filter.start));
  if (filter.end) where.push(lt(activityLog.at, filter.end));
  if (filter.userId !== undefined) where.push(eq(activityLog.userId, filter.userId));
  if (filter.kind !== undefined) where.push(eq(activityLog.kind, filter.kind));
  if (filter.before !== undefined) {
    where.push(
      sql`(${activityLog.at}, ${activityLog.id}) < (select "at", "id" from "activity_log" where "id" = ${filter.before} and "hotel_id" = ${hotelId})`,
    );
  }
  return db
    .select({
      id: activityLog.id,
      at: activityLog.at,
      userId: activityLog.userId,
      userName: users.name,
      sessionId: activityLog.sessionId,
      kind: activityLog.kind,
      subject: activityLog.subject,
      params: activityLog.params,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .where(and(...where))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(filter.limit);
};

/** The hotel's users, for the Activity page's user filter. */
export const listHotelUsers = (db: Executor, hotelId: number) =>
  db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.hotelId, hotelId))
    .orderBy(users.name);
