import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, reportRangeSchema, reportSchema } from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { AdminDeps } from '../reception-deps.ts';
import { createReportService } from './report.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The owner's report over any range of the hotel's dates (admin-only, ADR 045). */
export const registerReportRoutes = async (app: FastifyInstance, deps: AdminDeps) => {
  const reports = createReportService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/reports',
    {
      schema: {
        tags: ['Reports'],
        security: [{ bearer: [] }],
        summary: 'Money, room sales, occupancy, ADR and RevPAR of a range of dates',
        description:
          'Each day of from..to (both included, at most 3700 days): room, food, other income, ' +
          'deposits, expenses, refunds and voids, their net, and the dashboard Room Revenue and ' +
          'Food Revenue of the same day; the range by payment method and by stay type; ' +
          'room-nights sold and in service. Room sales as hotels count them (ADR 081): every ' +
          'night of every full-night and long stay by the nights rule, the room revenue of ' +
          'those nights without tax and service (roomTax and roomService beside it), ' +
          'occupancy = sold / in service, ADR = room revenue / room-nights sold, RevPAR = room ' +
          'revenue / room-nights in service; daycations and sessions as day use, counted and ' +
          'summed apart, outside ADR. Since ADR 081, adr and revpar divide room revenue ' +
          '(charges without tax and service), no longer the room money taken.',
        params: z.object({ hotel: z.string().describe('Hotel key') }),
        querystring: reportRangeSchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    (request) => reports.report(hotelOf(request), request.query),
  );
};
