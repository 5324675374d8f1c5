import type { Database } from '../db/client.ts';
import { clearAttempts, giveBackAttempts, takeAttempts } from './limit.repository.ts';

/** A rate limit: at most `limit` attempts per key in a fixed window of `windowMs`. */
export interface Limit {
  /** Names the limit in its keys, so limits never share a counter. */
  name: string;
  limit: number;
  windowMs: number;
}

/** One key's counter of one limit. */
export interface Slot {
  key: string;
  limit: number;
  windowMs: number;
}

export const slotOf = (limit: Limit, key: string): Slot => ({
  key: `${limit.name}:${key}`,
  limit: limit.limit,
  windowMs: limit.windowMs,
});

/**
 * Attempt counters kept in the database: every server process on it counts together, and a
 * restart forgets nothing (ADR 027, replacing the in-process windows of ADR 020). An attempt
 * takes its slots BEFORE the slow check it guards, in one statement, so N parallel attempts
 * from any processes pass at most `limit`.
 */
export const createSharedLimits = (db: Database) => {
  /** Takes one attempt of every slot; answers each slot's count including this attempt. */
  const take = async (slots: Slot[], at: Date): Promise<number[]> => {
    const counts = await takeAttempts(
      db,
      slots.map((slot) => ({ key: slot.key, expiresAt: new Date(at.getTime() + slot.windowMs) })),
      at,
    );
    return slots.map((slot) => counts.get(slot.key) ?? 0);
  };
  /** Gives back the attempts taken by `take` (the sign-in succeeded, or was refused). */
  const giveBack = async (slots: Slot[], at: Date): Promise<void> => {
    await giveBackAttempts(
      db,
      slots.map((slot) => slot.key),
      at,
    );
  };
  return {
    take,
    giveBack,
    /** Takes one attempt of every slot; true when any of them was already used up. */
    async overLimit(slots: Slot[], at: Date): Promise<boolean> {
      const counts = await take(slots, at);
      const over = slots.some((slot, i) => counts[i]! > slot.limit);
      // A refused attempt counts for nothing: the windows stay as they were.
      if (over) await giveBack(slots, at);
      return over;
    },
    async clear(slot: Slot): Promise<void> {
      await clearAttempts(db, slot.key);
    },
  };
};
