import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  guestHistorySchema,
  guestIdParamSchema,
  guestSearchAnswerSchema,
  guestSearchQuerySchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createGuestSearchService } from './guest-search.service.ts';

const tags = ['Guests'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const hotel = z.string().describe('Hotel key: aureo or swe');

/** Guest search and a returning guest's history (issue 19, ADR 042): desk and owner, read-only. */
export const registerGuestSearchRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const search = createGuestSearchService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/guests/search',
    {
      schema: {
        tags,
        security,
        summary: 'Find stays, current and past, by name, NRC/passport, phone or room',
        description:
          'q: 2-60 characters. Name and national ID contain it (from the start with 2 ' +
          'characters); a phone-like q matches the phone by its digits; a room number whole. ' +
          'An NRC and a phone match in Latin or Myanmar script and digits (+959 as 09, ADR 084). ' +
          'Case is ignored; % and _ are plain characters. At most 20 stays, newest first; ' +
          '`more` says when there are others.',
        params: z.object({ hotel }),
        querystring: guestSearchQuerySchema,
        response: { 200: guestSearchAnswerSchema, ...errors },
      },
    },
    (request) => search.search(hotelOf(request), request.query.q),
  );

  api.get(
    '/guests/:id/history',
    {
      schema: {
        tags,
        security,
        summary: "A guest's stays (same NRC/passport or phone), with nights and spending",
        description:
          'Every stay of the hotel with the national ID (case, script and digits aside) or the ' +
          'phone (digits) of ' +
          'stay {id}, itself included, newest first; nights count full-night and long stays. ' +
          "Spent: a stay's room, food, tax and service charges. 404 unknown or other hotel's stay.",
        params: z.object({ hotel, id: guestIdParamSchema }),
        response: { 200: guestHistorySchema, ...errors },
      },
    },
    (request) => search.history(hotelOf(request), request.params.id),
  );
};
