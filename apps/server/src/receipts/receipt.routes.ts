import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  receiptNumberRequestSchema,
  receiptNumberResponseSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createReceiptService } from './receipt.service.ts';

export const registerReceiptRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const receipts = createReceiptService(deps);
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
          "user, every session and call that records a number together (429); 409 when the day's 9999 are all used. POST /check-in issues " +
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
      // The service refuses a user asking for more than 60 a minute (every session together).
      const receiptNumber = await receipts.issue(hotelOf(request), request.body.kind);
      return reply.status(201).send({ receiptNumber });
    },
  );
};
