import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createExpenseSchema,
  errorBodySchema,
  expenseListSchema,
  expenseSchema,
  idempotencyKeyHeader,
  reportRangeSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import type { AdminDeps } from '../reception-deps.ts';
import { createExpenseService } from './expense.service.ts';

const tags = ['Expenses'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const hotel = z.string().describe('Hotel key');

/** The owner's expenses (admin-only, under /api/{hotel}/admin; ADR 082). */
export const registerExpenseRoutes = async (app: FastifyInstance, deps: AdminDeps) => {
  const expenses = createExpenseService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/expenses',
    {
      schema: {
        tags,
        security,
        summary: 'The expenses recorded on the hotel’s dates from..to, newest first',
        description:
          'Every income of money paid out that is no void, refund or deposit: entered here or ' +
          'as a negative Add Payment on the desk (its category read from its Type). Voided ' +
          'ones are listed with voided true.',
        params: z.object({ hotel }),
        querystring: reportRangeSchema,
        response: { 200: expenseListSchema, ...errors },
      },
    },
    (request) => expenses.expenses(hotelOf(request), request.query),
  );

  api.post(
    '/expenses',
    {
      schema: {
        tags,
        security,
        summary: 'Record an expense',
        description:
          'Recorded as a manual payment of negative amount (SPEC.md: GuestID null, RoomNumber ' +
          "'0', RevenueType ''), its Type electricity, employee-food (staff food), guest-food, " +
          "supplies, repairs, salaries, or the text of 'others'. Amount is what was paid out, " +
          'more than 0. Send an Idempotency-Key header to make a retry safe.',
        params: z.object({ hotel }),
        headers: idempotencyKeyHeaders,
        body: createExpenseSchema,
        response: { 201: expenseSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const expense = await expenses.addExpense(
        hotelOf(request),
        request.body,
        request.headers[idempotencyKeyHeader],
      );
      return reply.status(201).send(expense);
    },
  );
};
