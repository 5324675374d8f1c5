import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  receiptNumberRequestSchema,
  receiptNumberResponseSchema,
} from '@frontdesk/domain';
import { createAttemptLimiter } from '../auth/rate-limit.ts';
import { tooManyRequests } from '../http/errors.ts';
import { callerOf, hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createReceiptService } from './receipt.service.ts';

export const registerReceiptRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const receipts = createReceiptService(deps);
  const issuesPerSession = createAttemptLimiter({ limit: 60, windowMs: 60_000 });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/receipt-numbers',
    {
      schema: {
        tags: ['Receipts'],
        security: [{ bearer: [] }],
        summary: 'Issue the next receipt number (room or food) of the hotel',
        description:
          'Numbers are the prefix (AUR, SMH), FOOD for food receipts, the business date yyyymmdd ' +
          'and a counter 0001-9999 that wraps to 1; each is issued once. At most 60 a minute per ' +
          "signed-in desk (429); 409 when the day's 9999 are all used. POST /check-in issues " +
          'its own; use this for every other receipt. The first record sent with the number ' +
          '(create-guest, create-income, food) takes it as-is (ADR 013).',
        params: z.object({ hotel: z.string() }),
        body: receiptNumberRequestSchema,
        response: {
          201: receiptNumberResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // A number is issued for a print that needs one; a desk asking for more is refused
      // before it can use up the day's 9999.
      const session = String(callerOf(request).sessionId);
      if (issuesPerSession.isBlocked(session)) {
        throw tooManyRequests('Too many receipt numbers asked for. Please wait a minute.');
      }
      issuesPerSession.record(session);
      const receiptNumber = await receipts.issue(hotelOf(request), request.body.kind);
      return reply.status(201).send({ receiptNumber });
    },
  );
};
