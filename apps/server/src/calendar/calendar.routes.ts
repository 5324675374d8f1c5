import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarQuerySchema, calendarSchema, errorBodySchema } from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createCalendarService } from './calendar.service.ts';

const hotel = z.string().describe('Hotel key: aureo or swe');

export const registerCalendarRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const calendar = createCalendarService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/calendar',
    {
      schema: {
        tags: ['Rooms'],
        security: [{ bearer: [] }],
        summary: 'The booking calendar: rooms, stays, reservations and free rooms per night',
        description:
          'From a business date (today when absent) for 1 to 62 days (14 when absent). Stays ' +
          "are bars with the hotel's wall-clock check-in and check-out (a guest past check-out " +
          'is drawn up to now); reservations count on the nights they still promise rooms (a ' +
          "daycation or session on its day); 'free' is rooms in service, less maintenance, less " +
          'rooms held or promised that night (issue 19, ADR 041).',
        params: z.object({ hotel }),
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    (request) => calendar.calendar(hotelOf(request), request.query),
  );
};
