import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Correction,
  correctionSchema,
  errorBodySchema,
  idempotencyKeyHeader,
  refundSchema,
  voidPaymentSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { receptionMay } from '../staff/reception-may.ts';
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
  'An admin, or a receptionist when the owner allows it (receptionMayVoidAndRefund, ADR 072; ' +
  'otherwise 403). One transaction, on a receipt number of today, by the ' +
  'signed-in user; safe to retry with Idempotency-Key. ';

/** One correction's route: its documentation, its body, and the service call it makes. */
interface CorrectionRoute<Body extends z.ZodType> {
  summary: string;
  /** What it records and when it is refused, after what every correction shares. */
  description: string;
  /** What the path's id names, e.g. 'Income ID'. */
  id: string;
  body: Body;
  record: (
    hotel: HotelRow,
    id: number,
    body: z.output<Body>,
    key: string | undefined,
  ) => Promise<Correction>;
}

/** Voids and refunds (ADR 034): thin routes over the correction service. */
export const registerCorrectionRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const corrections = createCorrectionService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const post = <Body extends z.ZodType>(path: string, route: CorrectionRoute<Body>) =>
    api.post(
      path,
      {
        // Before the body is read: a receptionist the owner has not allowed is refused (403).
        preValidation: receptionMay(deps.db, 'corrections'),
        schema: {
          ...common,
          summary: route.summary,
          description: once + route.description,
          params: idParams(route.id),
          body: route.body,
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await route.record(
            hotelOf(request),
            request.params.id,
            // Parsed by route.body; the type provider cannot see through the generic.
            request.body as z.output<Body>,
            request.headers[idempotencyKeyHeader] as string | undefined,
          ),
        ),
    );

  post('/incomes/:id/void', {
    summary: 'Void a payment (an income) recorded by mistake',
    description:
      "Records an income of Type 'void' and the negative amount, same method and revenue " +
      "type, pointing at the original (which stays as it was); a guest's AmountPaid loses " +
      'what the original added to it (nothing for a create-income). 409 when already voided, ' +
      'for a void, for a deposit, when the payment has refunds (refund the rest instead), or ' +
      'when the stay holds less than it (ADR 071).',
    id: 'Income ID',
    body: voidPaymentSchema,
    record: (hotel, id, body, key) => corrections.voidIncome(hotel, id, body, key),
  });

  post('/food-revenues/:id/void', {
    summary: 'Void a food payment (a food revenue record) recorded by mistake',
    description:
      'Records a food revenue record of the negative total, same method, pointing at the ' +
      'original. 409 when already voided or for a void.',
    id: 'Food revenue ID',
    body: voidPaymentSchema,
    record: (hotel, id, body, key) => corrections.voidFoodRevenue(hotel, id, body, key),
  });

  post('/guests/:id/refunds', {
    summary: 'Give money back to a guest of a stay',
    description:
      "Records an income of Type 'refund', the negative amount, by the chosen method, on " +
      "the stay (and its payment incomeId, if any); the guest's AmountPaid loses it (not for " +
      'a payment recorded with create-income, ADR 071). 400 above what the stay holds ' +
      '(AmountPaid) or the payment has left after its refunds; 409 for a voided payment.',
    id: 'Guest ID',
    body: refundSchema,
    record: (hotel, id, body, key) => corrections.refundStay(hotel, id, body, key),
  });
};
