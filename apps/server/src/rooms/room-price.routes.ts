import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  roomPriceIdField,
  roomPriceListSchema,
  updateRoomPriceSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createRoomPriceService } from './room-price.service.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import { receptionMay } from '../staff/reception-may.ts';

/** SPEC.md section 7: reception staff edit prices unless the owner switched it off (ADR 035). */
export const registerRoomPriceRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const prices = createRoomPriceService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/room-prices/:id',
    {
      config: { idempotentOperation: 'update-room-price' },
      preValidation: receptionMay(deps.db, 'prices'),
      schema: {
        headers: idempotencyKeyHeaders,
        tags: ['Rooms'],
        security: [{ bearer: [] }],
        summary: 'Change a room price',
        description:
          'Price: a whole number of Ks, 0 or more. Daycation, session, extrabed and hourly-rate ' +
          'prices are one figure for the hotel: editing one entry changes every entry of that ' +
          "stay type. Answers the entries changed. Another hotel's entry is 404. The next " +
          'check-in and extension charge the new price.',
        params: z.object({ hotel: z.string(), id: roomPriceIdField }),
        body: updateRoomPriceSchema,
        response: {
          200: roomPriceListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    (request) => prices.updatePrice(hotelOf(request), request.params.id, request.body.Price),
  );
};
