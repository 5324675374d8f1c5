import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, hotelSchema, sessionInfoSchema } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { callerOf, hotelOf } from '../http/request-context.ts';
import { shiftStanding } from '../shifts/shift-standing.ts';
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

export const registerSessionRoute = async (
  app: FastifyInstance,
  { db, now }: { db: Executor; now: () => Date },
) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user and their hotel',
        description:
          'Beyond SPEC.md: `shifts` says whether the user works in shifts (opened one in the ' +
          'last 30 days, or a receptionist of a hotel where anyone did) and has one open; the ' +
          'desk asks before taking cash outside a shift (ADR 077).',
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
        shifts: await shiftStanding(
          db,
          { hotelId: caller.hotel.id, userId: caller.userId, role: caller.role },
          now(),
        ),
      };
    },
  );
};
