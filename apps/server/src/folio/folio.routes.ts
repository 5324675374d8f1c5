import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  folioPaymentResponseSchema,
  folioPaymentSchema,
  folioSchema,
  idempotencyKeyHeader,
} from '@frontdesk/domain';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createFolioService } from './folio.service.ts';

export const guestIdParams = z.object({
  hotel: z.string().describe('Hotel key: aureo or swe'),
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/, 'Guest ID must be a number')
    .transform(Number)
    .describe('Guest ID'),
});

/** A stay's account (issue 17): thin route over the folio service. */
export const registerFolioRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const folios = createFolioService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/guests/:id/folio',
    {
      schema: {
        tags: ['Guests'],
        security: [{ bearer: [] }],
        summary: "A stay's account: charges, payments and balance",
        description:
          "Charges are the guest's RoomCharges, TaxCharges, ServiceCharges and FoodCharges; " +
          "payments the guest's incomes and food receipts, and the reservation's prepayment " +
          'credited to the stay. Balance = charges - payments (below 0: credit). 404 for a ' +
          "guest of no stay of the caller's hotel.",
        params: guestIdParams,
        response: {
          200: folioSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    (request) => folios.folioOfGuest(hotelOf(request), request.params.id),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/guests/:id/payments',
    {
      schema: {
        tags: ['Guests'],
        security: [{ bearer: [] }],
        summary: 'Take a payment for a stay (e.g. its balance before checkout)',
        description:
          "One transaction: an income of Type 'payment' on the guest (room revenue) with a new " +
          "receipt number, added to the guest's AmountPaid. 409 for a stay checked out. Safe to " +
          'retry with Idempotency-Key. Answers the receipt number and the folio.',
        params: guestIdParams,
        headers: idempotencyKeyHeaders,
        body: folioPaymentSchema,
        response: {
          201: folioPaymentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await folios.collectPayment(
        hotelOf(request),
        request.params.id,
        request.body,
        request.headers[idempotencyKeyHeader] as string | undefined,
      );
      return reply.status(201).send(answer);
    },
  );
};
