import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  guestIdParamSchema,
  immigrationDueListSchema,
  immigrationReportedSchema,
  overnightGuestListSchema,
  registerQuerySchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { AdminDeps, ReceptionDeps } from '../reception-deps.ts';
import { createRegisterService } from './register.service.ts';

const tags = ['Guest register'];
const security = [{ bearer: [] }];
const hotel = z.string().describe('Hotel key');
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The owner's Overnight Guest List (under /api/{hotel}/admin, admin-only; ADR 043). */
export const registerOvernightGuestListRoutes = async (app: FastifyInstance, deps: AdminDeps) => {
  const register = createRegisterService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/register',
    {
      schema: {
        tags,
        security,
        summary: 'The Overnight Guest List: everyone staying the night of a date',
        description:
          "The hotel's date (tonight when absent): every guest checked in before the next day " +
          'began and not gone before it, rooms in number order, with NRC or passport, ' +
          'nationality, visa, check-in and check-out.',
        params: z.object({ hotel }),
        querystring: registerQuerySchema,
        response: { 200: overnightGuestListSchema, ...errors },
      },
    },
    (request) => register.overnightGuestList(hotelOf(request), request.query.date),
  );
};

/** The desk's immigration reports (under /api/{hotel}/reception; ADR 043). */
export const registerImmigrationRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const register = createRegisterService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/immigration-reports',
    {
      schema: {
        tags,
        security,
        summary: 'Foreign guests to report to immigration',
        description:
          'Foreign guests not yet marked reported, checked in over the last 7 days, oldest ' +
          'first. They are to be reported within 24 hours of check-in; the desk is reminded ' +
          'from 12 hours after it.',
        params: z.object({ hotel }),
        response: { 200: immigrationDueListSchema, ...errors },
      },
    },
    (request) => register.immigrationDue(hotelOf(request)),
  );

  api.post(
    '/guests/:id/immigration-report',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a foreign guest reported to immigration',
        description:
          'Records when and by whom; a guest already marked answers the first time. 404 for an ' +
          "unknown guest or another hotel's, 400 for a guest who is not a foreigner.",
        params: z.object({ hotel, id: guestIdParamSchema }),
        response: { 200: immigrationReportedSchema, ...errors, 404: errorBodySchema },
      },
    },
    (request) => register.markReported(hotelOf(request), request.params.id),
  );
};
