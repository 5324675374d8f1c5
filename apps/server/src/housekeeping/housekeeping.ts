import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import {
  pruneIdempotencyKeys,
  prunePasswordResets,
  pruneRateLimitHits,
  pruneSessions,
} from './prune.repository.ts';

const hour = 60 * 60 * 1000;
/** Ended sessions, used reset links and answered idempotency keys are kept this long. */
export const keepEndedMs = 24 * hour;

export interface PruneOptions {
  /** Rows per statement (default 1000). */
  batch?: number;
  /** Asked between batches: true stops the prune (the server is closing). */
  stopping?: () => boolean;
}

/**
 * Deletes the rows nobody needs any more, batch by batch, letting other queries run between
 * batches. Answers how many rows of each kind went.
 */
export const pruneExpired = async (
  db: Database,
  at: Date,
  { batch = 1000, stopping = () => false }: PruneOptions = {},
) => {
  const before = new Date(at.getTime() - keepEndedMs);
  const kinds = {
    sessions: (size: number) => pruneSessions(db, before, size),
    passwordResets: (size: number) => prunePasswordResets(db, before, size),
    idempotencyKeys: (size: number) => pruneIdempotencyKeys(db, before, size),
    rateLimitHits: (size: number) => pruneRateLimitHits(db, at, size),
  };
  const pruned: Record<keyof typeof kinds, number> = {
    sessions: 0,
    passwordResets: 0,
    idempotencyKeys: 0,
    rateLimitHits: 0,
  };
  for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
    for (;;) {
      if (stopping()) return pruned;
      const deleted = await kinds[kind](batch);
      pruned[kind] += deleted;
      if (deleted < batch) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return pruned;
};

/**
 * Prunes at start and then every `everyMs` (default hourly), in the background: requests never
 * wait for it, the timer does not hold the process up, and `stop` waits for a prune under way.
 */
export const startHousekeeping = ({
  db,
  log,
  now,
  everyMs = hour,
}: {
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  everyMs?: number;
}) => {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const prune = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const pruned = await pruneExpired(db, now(), { stopping: () => stopped });
        if (Object.values(pruned).some((n) => n > 0)) log.info({ pruned }, 'expired rows pruned');
      } catch (error) {
        log.warn({ err: error }, 'could not prune expired rows');
      }
    });
  };
  prune();
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
