import { inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys, passwordResets, rateLimitHits, sessions } from '../db/schema.ts';

/*
 * Each function deletes at most `batch` rows and answers how many it deleted, so a long backlog
 * is cleared in short statements that never hold up the desks' own queries for long. Rows a
 * request holds are skipped (`skip locked`), so a prune never waits on a request and the two
 * can never deadlock; what is skipped goes next time.
 */

/** Sessions ended (revoked, idle or past their week) before `before`. */
export const pruneSessions = async (db: Executor, before: Date, batch: number) => {
  const ended = or(
    lt(sessions.revokedAt, before),
    lt(sessions.idleExpiresAt, before),
    lt(sessions.expiresAt, before),
  );
  const rows = await db
    .delete(sessions)
    .where(
      inArray(
        sessions.id,
        db
          .select({ id: sessions.id })
          .from(sessions)
          .where(ended)
          .limit(batch)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
};

/** Reset links that stopped working before `before` (used ones expire 30 minutes after mailing). */
export const prunePasswordResets = async (db: Executor, before: Date, batch: number) => {
  const rows = await db
    .delete(passwordResets)
    .where(
      inArray(
        passwordResets.id,
        db
          .select({ id: passwordResets.id })
          .from(passwordResets)
          .where(lt(passwordResets.expiresAt, before))
          .limit(batch)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length;
};

/** Idempotency keys made before `before`: no desk retries a call that long after. */
export const pruneIdempotencyKeys = async (db: Executor, before: Date, batch: number) => {
  const old: SQL = sql`select ctid from ${idempotencyKeys} where ${lt(idempotencyKeys.createdAt, before)} limit ${batch} for update skip locked`;
  const rows = await db
    .delete(idempotencyKeys)
    .where(sql`ctid in (${old})`)
    .returning({ key: idempotencyKeys.key });
  return rows.length;
};

/** Rate-limit windows that ended before `before`. */
export const pruneRateLimitHits = async (db: Executor, before: Date, batch: number) => {
  const rows = await db
    .delete(rateLimitHits)
    .where(
      inArray(
        rateLimitHits.key,
        db
          .select({ key: rateLimitHits.key })
          .from(rateLimitHits)
          .where(lt(rateLimitHits.expiresAt, before))
          .limit(batch)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ key: rateLimitHits.key });
  return rows.length;
};
