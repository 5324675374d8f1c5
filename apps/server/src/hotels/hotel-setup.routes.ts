import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminHotelSchema, errorBodySchema, hotelDetailsUpdateSchema } from '@frontdesk/domain';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import { hotelOf } from '../http/request-context.ts';
import type { AdminDeps } from '../reception-deps.ts';
import { adminHotel } from './hotel.service.ts';
import { createHotelSetupService } from './hotel-setup.service.ts';

const tags = ['Hotel setup'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ hotel: z.string().describe('Hotel key') });

/** The owner's hotel page: GET and PUT /api/{hotel}/admin/hotel (admin-only). */
export const registerHotelSetupRoutes = async (app: FastifyInstance, deps: AdminDeps) => {
  const setup = createHotelSetupService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/hotel',
    {
      schema: {
        tags,
        security,
        summary: "The hotel's details, receipt prefix, default rates and overbooking allowance",
        params,
        response: { 200: adminHotelSchema, ...errors },
      },
    },
    async (request) => adminHotel(hotelOf(request)),
  );

  api.put(
    '/hotel',
    {
      config: { idempotentOperation: 'update-hotel' },
      schema: {
        headers: idempotencyKeyHeaders,
        tags,
        security,
        summary: "Change the hotel's details, receipt prefix and default rates",
        description:
          'Name, address, city and phone print on the next receipt of every desk (they hear ' +
          "'hotel_updated'); the receipt prefix (2-6 capital letters) applies to new numbers only; " +
          'the default tax and service rates (0-100) are what check-in dialogs start with; ' +
          'overbookAllowance (0-99, optional: kept when absent) is how many rooms past the free ' +
          'ones may be promised on a night (ADR 040).',
        params,
        body: hotelDetailsUpdateSchema,
        response: { 200: adminHotelSchema, ...errors },
      },
    },
    (request) => setup.update(hotelOf(request), request.body),
  );
};
