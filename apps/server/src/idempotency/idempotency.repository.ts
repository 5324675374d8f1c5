import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims a key for an operation inside its transaction: true when this request is the first.
 * A concurrent request with the same key waits here until the first one ends; it then finds the
 * key taken (first committed: replay its answer) or claims it (first rolled back: do the work).
 */
export const claimIdempotencyKey = async (
  tx: Executor,
  hotelId: number,
  key: string,
  operation: string,
  at: Date,
): Promise<boolean> => {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ hotelId, key, operation, statusCode: 0, response: {}, createdAt: at })
    .onConflictDoNothing({ target: [idempotencyKeys.hotelId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
};

export const findIdempotentAnswer = async (
  db: Executor,
  hotelId: number,
  key: string,
): Promise<IdempotencyRow | undefined> => {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.hotelId, hotelId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
};

/** Stores the answer of a claimed key, in the transaction that did the work. */
export const saveIdempotentAnswer = async (
  tx: Executor,
  hotelId: number,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> => {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.hotelId, hotelId), eq(idempotencyKeys.key, key)));
};

/**
 * Claims a key for a request whose work runs in transactions of its own: committed at once, with
 * status 0 (running) until saveIdempotentAnswer stores the answer. False when already taken.
 */
export const claimIdempotentRequest = async (
  db: Executor,
  hotelId: number,
  key: string,
  operation: string,
  response: unknown,
): Promise<boolean> => {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ hotelId, key, operation, statusCode: 0, response })
    .onConflictDoNothing({ target: [idempotencyKeys.hotelId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
};

/** Frees a claimed key whose request failed, so a retry does the work. */
export const forgetIdempotencyKey = async (
  db: Executor,
  hotelId: number,
  key: string,
): Promise<void> => {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.hotelId, hotelId), eq(idempotencyKeys.key, key)));
};
