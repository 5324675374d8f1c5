import { createHash } from 'node:crypto';
import { z } from 'zod';
import { idempotencyKeyHeader } from '@frontdesk/domain';
import type { Database, Transaction } from '../db/client.ts';
import { retryOnLockConflict } from '../db/lock-conflict-retry.ts';
import { HttpError } from '../http/errors.ts';
import {
  claimIdempotencyKey,
  findIdempotentAnswer,
  saveIdempotentAnswer,
} from './idempotency.repository.ts';

interface StoredAnswer<T> {
  fingerprint: string;
  answer: T;
}

/** The optional Idempotency-Key header of every call that writes money or room state. */
export const idempotencyKeyHeaders = z.looseObject({
  [idempotencyKeyHeader]: z
    .string()
    .trim()
    .min(1, 'Idempotency-Key cannot be empty')
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional()
    .describe('Any unique text per operation (a UUID); a retry with it answers the first result'),
});

/** Same key and same request: the same operation. Same key, another request: a client bug. */
const fingerprintOf = (operation: string, request: unknown) =>
  createHash('sha256')
    .update(operation)
    .update('\0')
    .update(JSON.stringify(request) ?? '')
    .digest('hex');

export interface IdempotentOutcome<T> {
  answer: T;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs `work` in one transaction, once per Idempotency-Key of the hotel: a retry with the same
 * key and request answers the first result without doing the work again (422 for the same key
 * with another request). Concurrent retries wait on the key's row until the first one ends.
 * Without a key the work simply runs in its transaction. Publish events only when !replayed.
 * A deadlock or serialization failure runs the transaction again (ADR 071).
 */
export const runIdempotent = async <T>(
  db: Database,
  options: {
    hotelId: number;
    key: string | undefined;
    operation: string;
    request: unknown;
    at: Date;
  },
  work: (tx: Transaction) => Promise<T>,
): Promise<IdempotentOutcome<T>> => {
  const { hotelId, key, operation, request, at } = options;
  const fingerprint = fingerprintOf(operation, request);
  return retryOnLockConflict(() =>
    db.transaction(async (tx) => {
      if (key !== undefined && !(await claimIdempotencyKey(tx, hotelId, key, operation, at))) {
        const row = await findIdempotentAnswer(tx, hotelId, key);
        const stored = row?.response as StoredAnswer<T> | undefined;
        if (!row || row.operation !== operation || stored?.fingerprint !== fingerprint) {
          throw new HttpError(422, 'This Idempotency-Key was already used for another request.');
        }
        return { answer: stored.answer, replayed: true };
      }
      const answer = await work(tx);
      if (key !== undefined) {
        const stored: StoredAnswer<T> = { fingerprint, answer };
        await saveIdempotentAnswer(tx, hotelId, key, 201, stored);
      }
      return { answer, replayed: false };
    }),
  );
};
