import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  roomRevenueQuerySchema,
  roomRevenueSchema,
  statsSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createStatsService } from './stats.service.ts';

const tags = ['Revenue'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema };
const hotel = z.string().describe('Hotel key: aureo or swe');

export const registerStatsRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const stats = createStatsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/get-stats',
    {
      config: { keptUntilWrite: true },
      schema: {
        tags,
        security,
        summary: 'Room counts by status for the stat cards',
        description:
          "'available-rooms' is status 1, 'total-rooms' every room; 'full-night' counts full-" +
          "night (2) and long-stay (7) rooms, which are also given alone as 'long-stay'.",
        params: z.object({ hotel }),
        response: { 200: statsSchema, ...errors },
      },
    },
    (request) => stats.stats(hotelOf(request)),
  );

  api.get(
    '/room-revenue',
    {
      config: { keptUntilWrite: true },
      schema: {
        tags,
        security,
        summary: 'Room revenue of a business date: cash only, or online (every other method)',
        description:
          "The sum of the incomes with RevenueType 'revenue' or '' created on the hotel's date " +
          '(today when no date is given); without paymentType every method counts.',
        params: z.object({ hotel }),
        querystring: roomRevenueQuerySchema,
        response: { 200: roomRevenueSchema, ...errors },
      },
    },
    (request) => stats.roomRevenue(hotelOf(request), request.query),
  );
};
