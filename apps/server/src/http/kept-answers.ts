import type {
  FastifyInstance,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { businessDate } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { databaseSnapshot } from '../db/database-snapshot.ts';
import { hotelOf } from './request-context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends only on the database, the request and the hotel's date today: it is
     * sent again as it was while no write has been committed since (ADR 058).
     */
    keptUntilWrite?: true;
  }
  interface FastifyRequest {
    /** Where this request's answer is kept, and the database snapshot it was read after. */
    keptAnswerSlot?: { key: string; snapshot: string };
  }
}

interface KeptAnswer {
  snapshot: string;
  /** The bytes sent, compressed as the request asked. */
  body: Buffer;
  headers: Record<string, string>;
}

/** Enough for every dashboard list of every hotel in each language and encoding a desk sends. */
export const keptAnswersLimit = 500;
/** Bigger answers (years of a report) are not kept: memory, not time, is their cost. */
const keptBytesLimit = 64 * 1024;
const replayedHeaders = ['content-type', 'content-encoding', 'vary'] as const;

/** Answers sent again, answers read anew, and the bytes kept (tests and the bench read these). */
export const keptAnswerCounts = { sentAgain: 0, readAnew: 0, bytesKept: 0 };

/**
 * What a kept answer is told apart by: the call (method and URL with its query), the hotel, the
 * hotel's date today (a call without a date answers today's), the caller's role, and the headers
 * that change the bytes (encoding) or might change the words (language).
 */
const keyOf = (request: FastifyRequest, today: (timeZone: string) => string) => {
  const hotel = hotelOf(request);
  return [
    request.method,
    request.url,
    hotel.id,
    today(hotel.timeZone),
    request.caller?.role ?? '',
    request.headers['accept-encoding'] ?? '',
    request.headers['accept-language'] ?? '',
  ].join('\n');
};

/**
 * Read calls marked `keptUntilWrite` answer again with the bytes they last sent while the
 * database's snapshot is the same as when those were read: one trivial statement instead of the
 * list's read, its mapping, its checks and its compression. Any committed write, by this server
 * or another process on the same database, changes the snapshot, so a desk still sees its own
 * write (and every other) on its next call. The snapshot is read before the list, so what is kept
 * under it is never older than it (ADR 058).
 */
export const useKeptAnswers = (scope: FastifyInstance, db: Executor, now: () => Date): void => {
  // A Map keeps insertion order: a hit moves its answer to the end, the first is the least used.
  const kept = new Map<string, KeptAnswer>();
  // A zone's date, worked out once a minute (zones are whole minutes off UTC): Intl's parts on
  // every call were a tenth of a kept answer's own cost.
  const dates = new Map<string, { minute: number; date: string }>();
  const today = (timeZone: string) => {
    const instant = now();
    const minute = Math.floor(instant.getTime() / 60_000);
    let known = dates.get(timeZone);
    if (known?.minute !== minute) {
      known = { minute, date: businessDate(instant, timeZone) };
      dates.set(timeZone, known);
    }
    return known.date;
  };

  const sendKept: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = keyOf(request, today);
    const snapshot = await databaseSnapshot(db);
    const answer = kept.get(key);
    if (answer && answer.snapshot === snapshot) {
      kept.delete(key);
      kept.set(key, answer);
      keptAnswerCounts.sentAgain += 1;
      return reply.headers(answer.headers).send(answer.body);
    }
    request.keptAnswerSlot = { key, snapshot };
    keptAnswerCounts.readAnew += 1;
  };

  const keep: onSendAsyncHookHandler = async (request, reply, payload) => {
    const slot = request.keptAnswerSlot;
    if (!slot) return payload;
    request.keptAnswerSlot = undefined;
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : null;
    if (reply.statusCode !== 200 || body === null || body.length > keptBytesLimit) return payload;
    const headers: Record<string, string> = {};
    for (const name of replayedHeaders) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    kept.delete(slot.key);
    kept.set(slot.key, { snapshot: slot.snapshot, body, headers });
    keptAnswerCounts.bytesKept += body.length;
    if (kept.size > keptAnswersLimit) kept.delete(kept.keys().next().value!);
    return payload;
  };

  // The compression plugin adds its onSend to each route as the route is added; these go after
  // it, so the bytes kept are the bytes sent, compressed, and a kept answer is not compressed
  // again (its Content-Encoding tells the plugin it already is).
  scope.addHook('onRoute', (route) => {
    if (!route.config?.keptUntilWrite) return;
    // A kept answer is sent without running the handler: a write would not be made.
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
      throw new Error(`${methods.join(',')} ${route.url}: only reads may be keptUntilWrite`);
    }
    route.preHandler = [...hooksOf(route.preHandler), sendKept];
    route.onSend = [...hooksOf(route.onSend), keep];
  });
};

const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
