import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

const stamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Changes each key's count in one statement: `taking` adds one attempt (a window that has ended
 * starts again at 1), otherwise one attempt of the current window is given back. Answers each
 * key's count after it. Row locks make parallel calls (of any process) count one after another;
 * the rows are always locked in key order, so two calls never wait for each other in a circle.
 */
const changeAttempts = async (
  db: Executor,
  hits: { key: string; expiresAt: Date }[],
  at: Date,
  taking: boolean,
): Promise<Map<string, number>> => {
  const column = (name: string) => sql`${rateLimitHits}.${sql.identifier(name)}`;
  const ended = sql`${column('expires_at')} <= ${stamp(at)}`;
  const rows = await db
    .insert(rateLimitHits)
    .values(
      [...hits]
        .sort((a, b) => (a.key < b.key ? -1 : 1))
        .map(({ key, expiresAt }) => ({ key, count: taking ? 1 : 0, expiresAt })),
    )
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: taking
        ? {
            count: sql`case when ${ended} then 1 else ${column('count')} + 1 end`,
            expiresAt: sql`case when ${ended} then excluded.expires_at else ${column('expires_at')} end`,
          }
        : { count: sql`case when ${ended} then 0 else greatest(${column('count')} - 1, 0) end` },
    })
    .returning({ key: rateLimitHits.key, count: rateLimitHits.count });
  return new Map(rows.map((row) => [row.key, row.count]));
};

/** Takes one attempt of each key's window; answers each key's count after it. */
export const takeAttempts = (db: Executor, hits: { key: string; expiresAt: Date }[], at: Date) =>
  changeAttempts(db, hits, at, true);

/** Gives back one attempt of each key's current window (the sign-in succeeded, or was refused). */
export const giveBackAttempts = async (db: Executor, keys: string[], at: Date) => {
  await changeAttempts(
    db,
    keys.map((key) => ({ key, expiresAt: at })),
    at,
    false,
  );
};

export const clearAttempts = async (db: Executor, key: string) => {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
};
