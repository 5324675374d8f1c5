import { lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys, passwordResets, rateLimitHits, sessions } from '../db/schema.ts';

/*
 * Each function deletes at most `batch` rows and answers how many it deleted, so a long backlog
 * is cleared in short statements that never hold up the desks' own queries for long. Rows a
 * request holds are skipped (`skip locked`), so a prune never waits on a request and the two
 * can never deadlock; what is skipped goes next time.
 */

/** Deletes at most `batch` rows of `table` that match `ended`, skipping rows a request holds. */
const pruneBatch = async (db: Executor, table: PgTable, ended: SQL | undefined, batch: number) => {
  const old = sql`select ctid from ${table} where ${ended} limit ${batch} for update skip locked`;
  const rows = await db
    .delete(table)
    .where(sql`ctid in (${old})`)
    .returning({ one: sql<number>`1` });
  return rows.length;
};

/** Sessions ended (revoked, idle or past their week) before `before`. */
export const pruneSessions = (db: Executor, before: Date, batch: number) =>
  pruneBatch(
    db,
    sessions,
    or(
      lt(sessions.revokedAt, before),
      lt(sessions.idleExpiresAt, before),
      lt(sessions.expiresAt, before),
    ),
    batch,
  );

/** Reset links that stopped working before `before` (used ones expire 30 minutes after mailing). */
export const prunePasswordResets = (db: Executor, before: Date, batch: number) =>
  pruneBatch(db, passwordResets, lt(passwordResets.expiresAt, before), batch);

/** Idempotency keys made before `before`: no desk retries a call that long after. */
export const pruneIdempotencyKeys = (db: Executor, before: Date, batch: number) =>
  pruneBatch(db, idempotencyKeys, lt(idempotencyKeys.createdAt, before), batch);

/** Rate-limit windows that ended before `before`. */
export const pruneRateLimitHits = (db: Executor, before: Date, batch: number) =>
  pruneBatch(db, rateLimitHits, lt(rateLimitHits.expiresAt, before), batch);
