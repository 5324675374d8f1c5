import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  folioSchema,
  idempotencyKeyHeader,
  stayChargeSchema,
} from '@frontdesk/domain';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createBillService } from './bill.service.ts';
import { guestIdParams } from './folio.routes.ts';

/** 'Pay at checkout' (ADR 033): an extra charge on a stay's account. Thin route. */
export const registerBillRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const bills = createBillService(deps);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/guests/:id/charges',
    {
      schema: {
        tags: ['Guests'],
        security: [{ bearer: [] }],
        summary: "Put an extra charge (laundry, minibar, damage) on a stay's account",
        description:
          "One transaction: the charge (description, amount) is recorded with the user and added to the guest's " +
          'RoomCharges; it is paid with the bill at checkout. 409 for a stay checked out. Safe to ' +
          'retry with Idempotency-Key. Answers the folio.',
        params: guestIdParams,
        headers: idempotencyKeyHeaders,
        body: stayChargeSchema,
        response: {
          201: folioSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const folio = await bills.addStayCharge(
        hotelOf(request),
        request.params.id,
        request.body,
        request.headers[idempotencyKeyHeader] as string | undefined,
      );
      return reply.status(201).send(folio);
    },
  );
};
