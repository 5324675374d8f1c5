import type { ActivityChange } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { activityLog } from '../db/schema.ts';
import { currentActingUser } from '../http/acting-user.ts';

/** Who made a change: the hotel, and the user and signed-in desk (none in jobs and seeds). */
export interface Actor {
  hotelId: number;
  userId: number | null;
  sessionId: number | null;
}

/** The actor of the running request (http/acting-user.ts), in `hotel`. */
export const actingAs = (hotel: { id: number }): Actor => {
  const user = currentActingUser();
  return { hotelId: hotel.id, userId: user?.userId ?? null, sessionId: user?.sessionId ?? null };
};

/**
 * Appends one entry to the activity log (ADR 036). Call it with the write's own transaction, so
 * the entry and the change are kept or rolled back together: a refused write records nothing.
 */
export const recordActivity = async (
  tx: Executor,
  actor: Actor,
  change: ActivityChange,
): Promise<void> => {
  await tx.insert(activityLog).values({
    hotelId: actor.hotelId,
    userId: actor.userId,
    sessionId: actor.sessionId,
    kind: change.kind,
    subject: change.subject ?? '',
    params: change.params,
  });
};
