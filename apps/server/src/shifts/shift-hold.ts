import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { shifts } from '../db/schema.ts';
import { actingUserId } from '../http/acting-user.ts';
import { conflict } from '../http/errors.ts';

export const shiftClosedMeanwhileMessage =
  'Your shift was closed while this payment was being recorded. Please record it again.';

/**
 * Holds the shift a money record belongs to (its user's shift open at `at`, ADR 044) with a share
 * lock to the end of the record's transaction (ADR 071): the shift's close locks the row for
 * update, so it waits for every payment already holding it and then counts it; a payment that
 * waited for a close finds its shift closed after its time and is refused (409), never recorded
 * inside a closed shift without being in its expected cash. No user or no shift: nothing held.
 */
export const holdShiftOfRecord = async (tx: Executor, hotelId: number, at: Date) => {
  const userId = actingUserId();
  if (userId === undefined) return;
  const [shift] = await tx
    .select({ closedAt: shifts.closedAt })
    .from(shifts)
    .where(
      and(
        eq(shifts.hotelId, hotelId),
        eq(shifts.userId, userId),
        lte(shifts.openedAt, at),
        or(isNull(shifts.closedAt), gte(shifts.closedAt, at)),
      ),
    )
    .for('share');
  if (shift?.closedAt) throw conflict(shiftClosedMeanwhileMessage);
};
