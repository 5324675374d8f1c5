import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkInRequestSchema,
  checkInResponseSchema,
  errorBodySchema,
  idempotencyKeyHeader,
  overbookingErrorSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createCheckInService } from './check-in.service.ts';

export const registerCheckInRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const checkIns = createCheckInService(deps);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/check-in',
    {
      schema: {
        tags: ['Check-in'],
        security: [{ bearer: [] }],
        summary: 'Check guests in to one or more rooms, atomically (the web app’s path)',
        description:
          'Walk-in or reservation (reservationId), any stay type. The server prices the stay ' +
          "from the hotel's prices (nights, extra beds, foreigner prices, tax and service, the " +
          "reservation's prepaid share) and, in one transaction, creates one active guest per " +
          'room, sets each room to the status of the stay, records one check-in income per room ' +
          'with what is paid now, issues one receipt number and marks the reservation ' +
          'checked-in. A room that is not available answers 409 and nothing is written. ' +
          'Send an Idempotency-Key header to make a retry safe: the same key answers the first ' +
          'result (422 when it was used for another request). checkoutDate is the hotel’s ' +
          'wall-clock date (tomorrow or later); full-night and long-stay guests leave at 12:00. ' +
          'A check-in that would leave reservations fewer rooms than they are promised on a ' +
          'night answers 409 with the nights as overbookedNights (date, rooms free), nothing ' +
          'written; send confirmOverbooking: true to check in anyway (recorded in the activity ' +
          "log). A reservation's own rooms do not count against it.",
        params: z.object({ hotel: z.string() }),
        headers: idempotencyKeyHeaders,
        body: checkInRequestSchema,
        response: {
          201: checkInResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: overbookingErrorSchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await checkIns.checkInGuests(
        hotelOf(request),
        request.body,
        request.headers[idempotencyKeyHeader],
      );
      return reply.status(201).send(answer);
    },
  );
};
