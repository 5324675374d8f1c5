import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutAnswerSchema,
  checkoutBodySchema,
  createGuestResponseSchema,
  errorBodySchema,
  guestPayloadSchema,
  receiptNumberRule,
  guestSchema,
  idempotencyKeyHeader,
  roomNumberParamSchema,
} from '@frontdesk/domain';
import { useStrictJsonBodies } from '../http/json-body.ts';
import { hotelOf } from '../http/request-context.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createGuestService } from './guest.service.ts';

const tags = ['Guests'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const hotel = z.string().describe('Hotel key: aureo or swe');
const roomParams = z.object({
  hotel,
  room: roomNumberParamSchema,
});

/** SPEC.md section 7, Guests: thin routes (parse, call the service, answer). */
export const registerGuestRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const guests = createGuestService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/create-guest',
    {
      schema: {
        tags,
        security,
        summary: 'Check a guest in to an available room (API clients)',
        description:
          'The guest payload of SPEC.md section 3 (camelCase). Creates the active guest and sets ' +
          'the room to the status of its stay type (2, 3, 4, 7) in one transaction; a room that ' +
          'is not available, or already held, answers 409 and nothing is written. Full-night ' +
          "and long-stay dates are the hotel's wall-clock time with a trailing Z; daycation and " +
          'session dates are ISO instants. The amounts are taken as sent: the web app uses ' +
          'POST /check-in, where the server prices the stay. ' +
          receiptNumberRule,
        params: z.object({ hotel }),
        headers: idempotencyKeyHeaders,
        body: guestPayloadSchema,
        response: {
          201: createGuestResponseSchema,
          ...errors,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await guests.createGuest(
        hotelOf(request),
        request.body,
        request.headers[idempotencyKeyHeader],
      );
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/guests/current/:room',
    {
      schema: {
        tags,
        security,
        summary: 'The guest holding a room now (404 when the room has none)',
        params: roomParams,
        response: { 200: guestSchema, ...errors },
      },
    },
    (request) => guests.currentGuest(hotelOf(request), request.params.room),
  );

  await app.register(async (scope) => {
    useStrictJsonBodies(scope, { emptyAsNone: true });
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/guests/checkout/:room',
      {
        schema: {
          tags,
          security,
          summary: "Check out the room's guest; the room goes to 5 Housekeeping",
          description:
            'Empty body, or {guestId, collect}. One transaction: the guest becomes checked-out ' +
            'and the room Housekeeping. 404 when the room has no current guest; 409 when guestId ' +
            'is given and the room now holds another guest. A stay with a balance due (GET ' +
            '/guests/{id}/folio) is 409 unless collect {paymentMethod, amount} pays exactly that ' +
            'balance: it is recorded (food owed as a food receipt, the rest as an income of Type ' +
            "'payment', each with a receipt number) before the room is released (ADR 033). " +
            'Answers the guest and its final Bill.',
          params: roomParams,
          headers: idempotencyKeyHeaders,
          body: checkoutBodySchema,
          response: {
            200: checkoutAnswerSchema,
            ...errors,
            409: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      (request) =>
        guests.checkOutGuest(
          hotelOf(request),
          request.params.room,
          request.body?.guestId,
          request.headers[idempotencyKeyHeader],
          request.body?.collect,
        ),
    );
  });
};
