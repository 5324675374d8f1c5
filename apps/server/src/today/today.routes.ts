import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, todayAtGlanceSchema } from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createTodayService } from './today.service.ts';

const hotel = z.string().describe('Hotel key: aureo or swe');

/** GET /reception/today: arrivals, departures, overdue guests and the in-house count (ADR 039). */
export const registerTodayRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const today = createTodayService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/today',
    {
      schema: {
        tags: ['Today'],
        security: [{ bearer: [] }],
        summary: "The desk's day at a glance: arrivals, and every guest in house",
        description:
          "Arrivals: confirmed reservations checking in on the hotel's today with rooms still " +
          'to check in. InHouse: every active guest by earliest check-out, with DueOutToday ' +
          '(departures) and Overdue (past the check-out time: 12:00, or 3 h after a session ' +
          'check-in, 12 h after a daycation, as extended).',
        params: z.object({ hotel }),
        response: { 200: todayAtGlanceSchema, 401: errorBodySchema },
      },
    },
    (request) => today.today(hotelOf(request)),
  );
};
