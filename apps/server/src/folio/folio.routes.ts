import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, folioSchema } from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createFolioService } from './folio.service.ts';

const idParams = z.object({
  hotel: z.string().describe('Hotel key: aureo or swe'),
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/, 'Guest ID must be a number')
    .transform(Number)
    .describe('Guest ID'),
});

/** A stay's account (issue 17): thin route over the folio service. */
export const registerFolioRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const folios = createFolioService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/guests/:id/folio',
    {
      schema: {
        tags: ['Guests'],
        security: [{ bearer: [] }],
        summary: "A stay's account: charges, payments and balance",
        description:
          "Charges are the guest's RoomCharges, TaxCharges, ServiceCharges and FoodCharges; " +
          "payments the guest's incomes and food receipts, and the reservation's prepayment " +
          'credited to the stay. Balance = charges - payments (below 0: credit). 404 for a ' +
          "guest of no stay of the caller's hotel.",
        params: idParams,
        response: {
          200: folioSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    (request) => folios.folioOfGuest(hotelOf(request), request.params.id),
  );
};
