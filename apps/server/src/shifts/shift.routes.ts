import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closedShiftSchema,
  closeShiftSchema,
  currentShiftSchema,
  errorBodySchema,
  idempotencyKeyHeader,
  openShiftSchema,
  shiftDetailSchema,
  shiftListSchema,
  shiftReportDocumentSchema,
  shiftSchema,
} from '@frontdesk/domain';
import { adminOnly } from '../http/admin-only.ts';
import { callerOf, hotelOf } from '../http/request-context.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createShiftService } from './shift.service.ts';

const tags = ['Shifts'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const hotel = z.string().describe('Hotel key: aureo or swe');
const id = z
  .string()
  .regex(/^[0-9]{1,9}$/, 'Shift ID must be a number')
  .transform(Number)
  .describe('Shift ID');

/**
 * Shift close (issue 20, ADR 044): the signed-in user opens a shift with the float and closes it
 * with the cash counted; the owner sees every shift.
 */
export const registerShiftRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const shifts = createShiftService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/shifts/current',
    {
      schema: {
        tags,
        security,
        summary: "The caller's open shift (null: none), and the float the last close handed over",
        params: z.object({ hotel }),
        response: { 200: currentShiftSchema, ...errors },
      },
    },
    (request) => shifts.current(hotelOf(request), callerOf(request)),
  );

  api.post(
    '/shifts',
    {
      schema: {
        tags,
        security,
        summary: 'Open a shift with the cash float in the drawer',
        description:
          'One open shift per user: 409 while the caller has one. Send an Idempotency-Key ' +
          'header to make a retry safe.',
        params: z.object({ hotel }),
        headers: idempotencyKeyHeaders,
        body: openShiftSchema,
        response: { 201: shiftSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const shift = await shifts.open(
        hotelOf(request),
        callerOf(request),
        request.body,
        request.headers[idempotencyKeyHeader],
      );
      return reply.status(201).send(shift);
    },
  );

  api.post(
    '/shifts/current/close',
    {
      schema: {
        tags,
        security,
        summary: "Close the caller's open shift with the cash counted",
        description:
          'Records the expected cash, the difference (counted minus expected: over when ' +
          'positive, short when negative) and the note (required when the cash is over or ' +
          'short); a closed shift is never changed. Answers the shift and its report as ' +
          'printed (report), kept with the close for its reprints (ADR 079). 404 without an ' +
          'open shift. Send an Idempotency-Key header to make a retry safe.',
        params: z.object({ hotel }),
        headers: idempotencyKeyHeaders,
        body: closeShiftSchema,
        response: { 200: closedShiftSchema, ...errors, 404: errorBodySchema },
      },
    },
    (request) =>
      shifts.close(
        hotelOf(request),
        callerOf(request),
        request.body,
        request.headers[idempotencyKeyHeader],
      ),
  );

  api.get(
    '/shifts/:id/report',
    {
      schema: {
        tags,
        security,
        summary: "A closed shift's report as it was printed at the close, for a reprint",
        description:
          'The report kept at the close (ADR 079): the hotel details and the figures as ' +
          'printed then; a payment voided since does not change it. A shift closed before ' +
          'reports were kept is made again from its records (Rebuilt: true). The owner may ' +
          'reprint any shift, a receptionist their own (403). 404: no such shift; 409: still open.',
        params: z.object({ hotel, id }),
        response: {
          200: shiftReportDocumentSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    (request) => shifts.report(hotelOf(request), callerOf(request), request.params.id),
  );

  api.get(
    '/admin/shifts',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "The hotel's shifts with their over or short, newest first (admins only)",
        params: z.object({ hotel }),
        response: { 200: shiftListSchema, ...errors },
      },
    },
    (request) => shifts.list(hotelOf(request)),
  );

  api.get(
    '/admin/shifts/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'One shift as the owner reads it: its records, totals per method, and figures',
        description:
          'The shift as the list gives it, with every record its receptionist made in it ' +
          '(payments, food receipts, expenses, refunds, voids; oldest first; a payment voided ' +
          'since is marked and out of every total) and each method’s money taken, paid out ' +
          'and net with the wallets’ transaction IDs (ADR 080). Admins only; 404: no such ' +
          'shift in this hotel.',
        params: z.object({ hotel, id }),
        response: { 200: shiftDetailSchema, ...errors, 404: errorBodySchema },
      },
    },
    (request) => shifts.detail(hotelOf(request), request.params.id),
  );
};
