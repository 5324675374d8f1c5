import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessDateField,
  createIncomeSchema,
  errorBodySchema,
  idempotencyKeyHeader,
  incomeListSchema,
  incomeSchema,
  receiptNumberRule,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createIncomeService } from './income.service.ts';

const tags = ['Revenue'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const hotel = z.string().describe('Hotel key: aureo or swe');

export const registerIncomeRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const incomes = createIncomeService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/create-income',
    {
      schema: {
        tags,
        security,
        summary: 'Record a payment (manual payments: GuestID null, RoomNumber "0")',
        description:
          "Type: electricity, employee-food, guest-food, or the desk's own text for 'others' " +
          "(the word 'others' itself is 400). Amount may be negative (money paid out) but not " +
          "0. RevenueType 'revenue' or '' is room revenue, 'food-revenue' counts with food. " +
          'PaymentMethod cash, kpay, ayapay or wavepay. A GuestID must be a guest of this hotel ' +
          '(404). Answers the income. Send an Idempotency-Key header to make a retry safe. ' +
          'Without ReceiptNumber the payment has no receipt (ReceiptNumber null); with one: ' +
          receiptNumberRule,
        params: z.object({ hotel }),
        headers: idempotencyKeyHeaders,
        body: createIncomeSchema,
        response: { 201: incomeSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const income = await incomes.createIncome(
        hotelOf(request),
        request.body,
        request.headers[idempotencyKeyHeader],
      );
      return reply.status(201).send(income);
    },
  );

  api.get(
    '/incomes/date/:date',
    {
      config: { keptUntilWrite: true },
      schema: {
        tags,
        security,
        summary: 'The incomes recorded on a business date of the hotel, newest first',
        params: z.object({ hotel, date: businessDateField('Date') }),
        response: { 200: incomeListSchema, ...errors },
      },
    },
    (request) => incomes.incomesOn(hotelOf(request), request.params.date),
  );
};
