import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { recentShiftDays, worksInShifts, type Role, type ShiftStanding } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { shifts } from '../db/schema.ts';

/**
 * Whether the user works in shifts and has one open (GET /me, ADR 077), in one statement over
 * the hotel's shifts opened in the last 30 days or still open.
 */
export const shiftStanding = async (
  db: Executor,
  caller: { hotelId: number; userId: number; role: Role },
  now: Date,
): Promise<ShiftStanding> => {
  const since = new Date(now.getTime() - recentShiftDays * 86_400_000);
  const [row] = await db
    .select({
      any: sql<boolean>`count(*) > 0`,
      own: sql<boolean>`coalesce(bool_or(${shifts.userId} = ${caller.userId}), false)`,
      open: sql<boolean>`coalesce(bool_or(${shifts.userId} = ${caller.userId} and ${shifts.closedAt} is null), false)`,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.hotelId, caller.hotelId),
        or(gte(shifts.openedAt, since), isNull(shifts.closedAt)),
      ),
    );
  return {
    worksInShifts: worksInShifts({
      role: caller.role,
      hotelHasRecentShift: row?.any === true,
      userHasRecentShift: row?.own === true,
    }),
    hasOpenShift: row?.open === true,
  };
};
