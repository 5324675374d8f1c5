import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  correctionSchema,
  errorBodySchema,
  idempotencyKeyHeader,
  refundSchema,
  voidPaymentSchema,
} from '@frontdesk/domain';
import { adminOnly } from '../http/admin-only.ts';
import { hotelOf } from '../http/request-context.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createCorrectionService } from './correction.service.ts';

const idParams = (label: string) =>
  z.object({
    hotel: z.string().describe('Hotel key: aureo or swe'),
    id: z
      .string()
      .regex(/^[0-9]{1,9}$/, `${label} must be a number`)
      .transform(Number)
      .describe(label),
  });

const answers = {
  201: correctionSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const common = {
  tags: ['Revenue'],
  security: [{ bearer: [] }],
  headers: idempotencyKeyHeaders,
  response: answers,
};
const once =
  'Owner only (403 for reception). One transaction, on a receipt number of today, by the ' +
  'signed-in user; safe to retry with Idempotency-Key. ';

/** Voids and refunds (ADR 034): thin routes over the correction service. */
export const registerCorrectionRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const corrections = createCorrectionService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const keyOf = (headers: Record<string, unknown>) =>
    headers[idempotencyKeyHeader] as string | undefined;

  api.post(
    '/incomes/:id/void',
    {
      // Before the body is read: a receptionist is refused (403) whatever was sent.
      preValidation: adminOnly,
      schema: {
        ...common,
        summary: 'Void a payment (an income) recorded by mistake',
        description:
          once +
          "Records an income of Type 'void' and the negative amount, same method and revenue " +
          "type, pointing at the original (which stays as it was); a guest's AmountPaid loses " +
          'it. 409 when already voided, for a void, or for a deposit.',
        params: idParams('Income ID'),
        body: voidPaymentSchema,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await corrections.voidIncome(
            hotelOf(request),
            request.params.id,
            request.body,
            keyOf(request.headers),
          ),
        ),
  );

  api.post(
    '/food-revenues/:id/void',
    {
      // Before the body is read: a receptionist is refused (403) whatever was sent.
      preValidation: adminOnly,
      schema: {
        ...common,
        summary: 'Void a food payment (a food revenue record) recorded by mistake',
        description:
          once +
          'Records a food revenue record of the negative total, same method, pointing at the ' +
          'original. 409 when already voided or for a void.',
        params: idParams('Food revenue ID'),
        body: voidPaymentSchema,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await corrections.voidFoodRevenue(
            hotelOf(request),
            request.params.id,
            request.body,
            keyOf(request.headers),
          ),
        ),
  );

  api.post(
    '/guests/:id/refunds',
    {
      // Before the body is read: a receptionist is refused (403) whatever was sent.
      preValidation: adminOnly,
      schema: {
        ...common,
        summary: 'Give money back to a guest of a stay',
        description:
          once +
          "Records an income of Type 'refund', the negative amount, by the chosen method, on " +
          "the stay (and its payment incomeId, if any); the guest's AmountPaid loses it. 400 " +
          'above what the stay holds (AmountPaid) or the payment has left after its refunds.',
        params: idParams('Guest ID'),
        body: refundSchema,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await corrections.refundStay(
            hotelOf(request),
            request.params.id,
            request.body,
            keyOf(request.headers),
          ),
        ),
  );
};
