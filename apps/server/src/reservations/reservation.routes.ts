import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  isIsoDate,
  reservationDeletedSchema,
  reservationDeleteQuerySchema,
  reservationFormSchema,
  reservationListSchema,
  savedReservationSchema,
  reservationUpdateSchema,
  reservationUpdateSchemaOf,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import { validatorCompiler } from '../http/validation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createReservationService } from './reservation.service.ts';
import { createNoShowService } from './no-show.service.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';

const tags = ['Reservations'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

const hotel = z.string().describe('Hotel key: aureo or swe');
const idParams = z.object({
  hotel,
  id: z
    .string()
    .regex(/^[0-9]+$/, 'Reservation ID must be a number')
    .transform(Number)
    .describe('Reservation ID'),
});
const dateParams = z.object({
  hotel,
  date: z
    .string()
    .refine(isIsoDate, 'Date must be yyyy-mm-dd')
    .describe('A business date of the hotel, yyyy-mm-dd'),
});

/**
 * The update body is the edit form or a status change: validate it against the branch it is
 * meant for, so a bad edit is answered with field messages, not the union's 'Invalid input'.
 */
const updateValidator = <S>(
  route: Parameters<FastifySchemaCompiler<S>>[0],
): ReturnType<typeof validatorCompiler> => {
  const zodRoute = route as unknown as Parameters<typeof validatorCompiler>[0];
  return zodRoute.httpPart === 'body'
    ? (data) => validatorCompiler({ ...zodRoute, schema: reservationUpdateSchemaOf(data) })(data)
    : validatorCompiler(zodRoute);
};

/** SPEC.md section 7, Reservations: thin routes (parse, call the service, answer). */
export const registerReservationRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const reservations = createReservationService(deps);
  const noShows = createNoShowService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/create-reservation',
    {
      config: { idempotentOperation: 'create-reservation' },
      schema: {
        headers: idempotencyKeyHeaders,
        tags,
        security,
        summary: 'Create a reservation (status confirmed unless given)',
        description:
          "Dates are the hotel's wall-clock times ('2026-11-22T14:00:00.000Z' is 14:00 at the " +
          "hotel; '2026-11-22T14:00' and '2026-11-22' are accepted). The check-in date cannot be " +
          "before the hotel's today. Answers the reservation with ISO-8601 instants, and the " +
          'receipt of its deposit as issued (receipt, when AmountPaid is not 0; ADR 074).',
        params: z.object({ hotel }),
        body: reservationFormSchema,
        response: { 201: savedReservationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await reservations.create(hotelOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/reservations/:id',
    {
      config: { idempotentOperation: 'update-reservation' },
      schema: {
        headers: idempotencyKeyHeaders,
        tags,
        security,
        summary: 'Edit a reservation, or set its status ({ "status": "checked-in" | "cancelled" })',
        description:
          'A body whose only field is status changes the status; any other body is the full ' +
          'reservation form, as for create. A check-in date kept as it was may be in the past. ' +
          'When money moved (AmountPaid changed, or a deposit refunded at cancellation) the ' +
          'answer carries its receipt as issued (receipt).',
        params: idParams,
        body: reservationUpdateSchema,
        response: { 200: savedReservationSchema, ...errors },
      },
      validatorCompiler: updateValidator,
    },
    (request) => reservations.update(hotelOf(request), request.params.id, request.body),
  );

  api.post(
    '/reservations/:id/no-show',
    {
      config: { idempotentOperation: 'no-show-reservation' },
      schema: {
        headers: idempotencyKeyHeaders,
        tags,
        security,
        summary: 'Mark a confirmed reservation as a no-show (ADR 086)',
        description:
          "Allowed once the arrival day (the check-in's date at the hotel) is over; before, or " +
          'for a reservation that is not confirmed, 409. The reservation then holds no room. ' +
          'Its deposit is kept (deposit=keep, the default) or refunded (deposit=refund), as a ' +
          "cancellation's; a refund's receipt is in the answer. Not in the date list.",
        params: idParams,
        querystring: reservationDeleteQuerySchema,
        response: { 200: savedReservationSchema, ...errors, 409: errorBodySchema },
      },
    },
    (request) => noShows.markNoShow(hotelOf(request), request.params.id, request.query.deposit),
  );

  api.get(
    '/reservations/date/:date',
    {
      config: { keptUntilWrite: true },
      schema: {
        tags,
        security,
        summary: 'The reservations shown on a business date',
        description:
          'Every reservation whose stay runs from its check-in date through its check-out date ' +
          "(inclusive, in the hotel's time zone) across the date, except checked-in and cancelled " +
          'ones, earliest check-in first.',
        params: dateParams,
        response: { 200: reservationListSchema, ...errors },
      },
    },
    (request) => reservations.listForDate(hotelOf(request), request.params.date),
  );

  api.delete(
    '/reservations/:id',
    {
      config: { idempotentOperation: 'delete-reservation' },
      schema: {
        headers: idempotencyKeyHeaders,
        tags,
        security,
        summary: 'Delete a reservation',
        description:
          'A reservation guests were checked in from cannot be deleted (409). One that holds a ' +
          'deposit is cancelled instead, its deposit kept (deposit=keep, the default) or refunded ' +
          '(deposit=refund: a negative income by its payment type, with a receipt number of ' +
          'its own and its receipt in the answer), so no money disappears.',
        params: idParams,
        querystring: reservationDeleteQuerySchema,
        response: { 200: reservationDeletedSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const receipt = await reservations.remove(
        hotelOf(request),
        request.params.id,
        request.query.deposit,
      );
      return { message: 'Reservation deleted.', ...(receipt ? { receipt } : {}) };
    },
  );
};
