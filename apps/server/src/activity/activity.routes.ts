import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityPageSchema,
  activityQuerySchema,
  activityUsersSchema,
  errorBodySchema,
} from '@frontdesk/domain';
import { adminOnly } from '../http/admin-only.ts';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createActivityService } from './activity.service.ts';

const tags = ['Activity'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const hotel = z.string().describe('Hotel key: aureo or swe');

/** The owner's activity log (issue 18, ADR 036): read-only, admins only. */
export const registerActivityRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const activity = createActivityService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/activity',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Who did what: the activity log, newest first (admins only)',
        description:
          "from/to: the hotel's dates, inclusive; userId, kind: filters; before: the `next` of " +
          'the previous page; limit: 1-200 (50).',
        params: z.object({ hotel }),
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errors },
      },
    },
    (request) => activity.page(hotelOf(request), request.query),
  );

  api.get(
    '/admin/activity/users',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "The hotel's users, for the activity log's filter (admins only)",
        params: z.object({ hotel }),
        response: { 200: activityUsersSchema, ...errors },
      },
    },
    (request) => activity.users(hotelOf(request)),
  );
};
