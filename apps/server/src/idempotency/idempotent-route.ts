import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeyHeader } from '@frontdesk/domain';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { hotelOf } from '../http/request-context.ts';
import {
  claimIdempotentRequest,
  findIdempotentAnswer,
  forgetIdempotencyKey,
  saveIdempotentAnswer,
} from './idempotency.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation's name: a retry under the same Idempotency-Key answers the first result. */
    idempotentOperation?: string;
  }
  interface FastifyRequest {
    idempotencyClaim?: { hotelId: number; key: string };
  }
}

interface StoredAnswer {
  fingerprint: string;
  answer?: unknown;
}

const misused = () =>
  new HttpError(422, 'This Idempotency-Key was already used for another request.');

const fingerprintOf = (operation: string, request: FastifyRequest) =>
  createHash('sha256')
    .update(operation)
    .update('\0')
    .update(JSON.stringify({ params: request.params, body: request.body ?? null }))
    .digest('hex');

// A retry arriving while the first request still runs waits for its answer (up to ~10 s).
const waitMs = 50;
const waitTries = 200;

/**
 * Idempotency-Key for the routes whose service does its own transactions (reservations, menu,
 * guest edits, room status, room prices; ADR 031): the key is claimed before the work, so a
 * retry never does it twice, and the first 2xx answer is kept and replayed (status and body);
 * a failed first attempt frees the key. The money calls that price on the server claim the key
 * inside their own transaction instead (runIdempotent). Routes opt in with
 * `config: { idempotentOperation }`.
 */
export const useIdempotentRoutes = (scope: FastifyInstance, db: Database): void => {
  scope.addHook('preHandler', async (request, reply) => {
    const operation = request.routeOptions.config.idempotentOperation;
    const key = request.headers[idempotencyKeyHeader];
    if (!operation || typeof key !== 'string' || key.trim() === '') return;
    const hotelId = hotelOf(request).id;
    const fingerprint = fingerprintOf(operation, request);
    const claimed = await claimIdempotentRequest(db, hotelId, key, operation, { fingerprint });
    if (claimed) {
      request.idempotencyClaim = { hotelId, key };
      return;
    }
    for (let attempt = 0; attempt < waitTries; attempt += 1) {
      const row = await findIdempotentAnswer(db, hotelId, key);
      if (!row) break;
      const stored = row.response as StoredAnswer;
      if (row.operation !== operation || stored.fingerprint !== fingerprint) throw misused();
      if (row.statusCode !== 0) {
        return reply.status(row.statusCode).send(stored.answer);
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
    throw new HttpError(409, 'This request is still being processed. Please try again.');
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const operation = request.routeOptions.config.idempotentOperation!;
      const answer: unknown = typeof payload === 'string' ? JSON.parse(payload) : payload;
      await saveIdempotentAnswer(db, claim.hotelId, claim.key, reply.statusCode, {
        fingerprint: fingerprintOf(operation, request),
        answer,
      });
    } else {
      await forgetIdempotencyKey(db, claim.hotelId, claim.key);
    }
    return payload;
  });
};
