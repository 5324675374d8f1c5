import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFoodOrderSchema,
  createFoodRevenueSchema,
  drinkStockSummaryQuerySchema,
  drinkStockSummarySchema,
  errorBodySchema,
  foodOrderListSchema,
  foodOrderSchema,
  foodRevenueDateParamsSchema,
  foodRevenueQuerySchema,
  foodRevenueRecordListSchema,
  foodRevenueRecordSchema,
  foodRevenueSchema,
  guestFoodOrdersQuerySchema,
  idempotencyKeyHeader,
  placedFoodOrderSchema,
  placeFoodOrderSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createFoodOrderService } from './food-order.service.ts';
import { createFoodRevenueService } from './food-revenue.service.ts';

const tags = ['Food'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const hotel = z.string().describe('Hotel key: aureo or swe');
const retrySafe =
  ' Send an Idempotency-Key header to make a retry safe: the same key answers the first result ' +
  '(422 when it was used for another request).';

export const registerFoodRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const orders = createFoodOrderService(deps);
  const revenue = createFoodRevenueService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/food-orders',
    {
      schema: {
        tags,
        security,
        summary: 'Send a whole food order to a room’s guest, atomically (the web app’s path)',
        description:
          'Prices the lines from the menu, with tax and service rounded to 2 decimals, and in one ' +
          'transaction records the lines, one food revenue record of the grand total, adds the ' +
          'grand total to the guest’s food charges and issues a FOOD receipt number. Another ' +
          'hotel’s guest is 404; a guest who left, another room or an item no longer on the menu ' +
          'is 409; nothing is written then.' +
          retrySafe,
        params: z.object({ hotel }),
        headers: idempotencyKeyHeaders,
        body: placeFoodOrderSchema,
        response: { 201: placedFoodOrderSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await orders.placeFoodOrder(
            hotelOf(request),
            request.body,
            request.headers[idempotencyKeyHeader],
          ),
        ),
  );

  api.post(
    '/create-food-order',
    {
      schema: {
        tags,
        security,
        summary: 'Record one order line for a room’s guest',
        description:
          "OrderTime is the hotel's clock, 'yyyy-mm-dd hh:mm:ss' (now when absent). The line's " +
          'amount plus its TaxCharges and ServiceCharges is added to the guest’s food charges. ' +
          'A well-formed unused ReceiptNumber is kept; a missing or used one gets the next ' +
          'server-issued number (the answer says which); a malformed one is 400.' +
          retrySafe,
        params: z.object({ hotel }),
        headers: idempotencyKeyHeaders,
        body: createFoodOrderSchema,
        response: { 201: foodOrderSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await orders.createFoodOrder(
            hotelOf(request),
            request.body,
            request.headers[idempotencyKeyHeader],
          ),
        ),
  );

  api.get(
    '/guest-food-orders',
    {
      schema: {
        tags,
        security,
        summary: 'A guest’s food order lines, oldest first (an unknown guest: an empty list)',
        params: z.object({ hotel }),
        querystring: guestFoodOrdersQuerySchema,
        response: { 200: foodOrderListSchema, ...errors },
      },
    },
    (request) => orders.guestFoodOrders(hotelOf(request), request.query),
  );

  api.post(
    '/create-food-revenue',
    {
      schema: {
        tags,
        security,
        summary: 'Record a food payment (GuestID null and RoomNumber "0" for no room)',
        description:
          "OrderTime is the hotel's clock, 'yyyy-mm-dd hh:mm:ss' (now when absent). With a " +
          'GuestID, the guest’s lines of the same ReceiptNumber become its Items. The receipt ' +
          'number rule is create-food-order’s.' +
          retrySafe,
        params: z.object({ hotel }),
        headers: idempotencyKeyHeaders,
        body: createFoodRevenueSchema,
        response: { 201: foodRevenueRecordSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await revenue.createFoodRevenue(
            hotelOf(request),
            request.body,
            request.headers[idempotencyKeyHeader],
          ),
        ),
  );

  api.get(
    '/food-revenue/date/:date',
    {
      config: { keptUntilWrite: true },
      schema: {
        tags,
        security,
        summary: 'The food revenue records of a business date of the hotel, newest first',
        params: z.object({ hotel, ...foodRevenueDateParamsSchema.shape }),
        response: { 200: foodRevenueRecordListSchema, ...errors },
      },
    },
    (request) => revenue.foodRevenuesOn(hotelOf(request), request.params.date),
  );

  api.get(
    '/food-revenue',
    {
      config: { keptUntilWrite: true },
      schema: {
        tags,
        security,
        summary: 'Food revenue of a business date: cash only, or online (every other method)',
        description:
          "The food revenue records plus the incomes of RevenueType 'food-revenue' created on " +
          "the hotel's date (today when no date is given); without paymentType every method counts.",
        params: z.object({ hotel }),
        querystring: foodRevenueQuerySchema,
        response: { 200: foodRevenueSchema, ...errors },
      },
    },
    (request) => revenue.foodRevenue(hotelOf(request), request.query),
  );

  api.get(
    '/drink-stock-summary',
    {
      schema: {
        tags,
        security,
        summary: 'Quantities ordered of each drink of the fixed list',
        description:
          'start and end are dates yyyy-mm-dd or ISO instants (their hotel date), both days ' +
          'included; default 7 days back to today. Every drink is answered, 0 when not ordered.',
        params: z.object({ hotel }),
        querystring: drinkStockSummaryQuerySchema,
        response: { 200: drinkStockSummarySchema, ...errors },
      },
    },
    (request) => revenue.drinkStockSummary(hotelOf(request), request.query),
  );
};
