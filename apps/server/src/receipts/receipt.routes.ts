import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  receiptDocumentSchema,
  receiptNumberRequestSchema,
  receiptNumberResponseSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createReceiptCopyService } from './receipt-copy.service.ts';
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
          'user, every session and call that records a number together, and at most 300 a hotel ' +
          "day that no record carries yet (429, ADR 077); 409 when the day's 9999 are all used. " +
          'POST /check-in issues ' +
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

/** Reprints (ADR 069): a receipt as it was issued, by number. Writes nothing. */
export const registerReceiptCopyRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const copies = createReceiptCopyService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/receipts/:number',
    {
      schema: {
        tags: ['Receipts'],
        security: [{ bearer: [] }],
        summary: 'A receipt as it was issued, for a reprint',
        description:
          'The document stored when the receipt was issued (ADR 069): hotel details, rooms, ' +
          'stay, lines, rates, totals, method and wallet transaction ID as printed. A receipt ' +
          'issued before documents were stored is rebuilt from the records that carry its ' +
          'number (Rebuilt: true). 404 when no record of the hotel carries the number.',
        params: z.object({
          hotel: z.string(),
          number: z
            .string()
            .regex(/^[A-Z]{2,10}[0-9]{12}$/, 'Receipt number must be like AUR202611220001'),
        }),
        response: {
          200: receiptDocumentSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    (request) => copies.copyOf(hotelOf(request), request.params.number),
  );
};
