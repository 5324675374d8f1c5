import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, hotelSchema, sessionInfoSchema } from '@frontdesk/domain';
import { callerOf, hotelOf } from '../http/request-context.ts';
import { publicHotel, type HotelDirectory } from './hotel.service.ts';

const tags = ['Hotels'];

/** The picker lists the hotels before anyone signs in; receipts print their details. */
export const registerPublicHotelRoutes = async (
  app: FastifyInstance,
  { hotels }: { hotels: HotelDirectory },
) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/hotels',
    {
      schema: {
        tags,
        summary: 'The hotels of this deployment',
        response: { 200: z.array(hotelSchema) },
      },
    },
    async () => (await hotels.list()).map(publicHotel),
  );
};

export const registerHotelDetailsRoute = async (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/details',
    {
      schema: {
        tags,
        summary: "The hotel's details (name, address, city, phone)",
        response: { 200: hotelSchema, 404: errorBodySchema },
      },
    },
    async (request) => publicHotel(hotelOf(request)),
  );
};

export const registerSessionRoute = async (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user and their hotel',
        security: [{ bearer: [] }],
        response: { 200: sessionInfoSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return {
        hotel: { key: caller.hotel.key, name: caller.hotel.name, timeZone: caller.hotel.timeZone },
        user: { id: caller.userId, name: caller.userName, role: caller.role },
        mustChangePassword: caller.mustChangePassword,
      };
    },
  );
};
