import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStaffRequestSchema,
  changePasswordRequestSchema,
  errorBodySchema,
  idempotencyKeyHeader,
  messageResponseSchema,
  resetStaffPasswordRequestSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffMemberSchema,
  staffPasswordAnswerSchema,
  staffPermissionsChangeSchema,
  staffPermissionsSchema,
  updateStaffRequestSchema,
} from '@frontdesk/domain';
import type { AuthService } from '../auth/auth.service.ts';
import type { Database } from '../db/client.ts';
import { adminOnly } from '../http/admin-only.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import { callerOf, hotelOf } from '../http/request-context.ts';
import { createStaffService } from './staff.service.ts';

const tags = ['Staff'];
const security = [{ bearer: [] }];
const hotel = z.string().describe('Hotel key');
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const byId = { params: z.object({ hotel, ...staffIdParamsSchema.shape }) };

/** Staff accounts and the owner's switches (ADR 035), under /api/{hotel}/reception. */
export const registerStaffRoutes = async (
  app: FastifyInstance,
  { db, auth, now }: { db: Database; auth: AuthService; now: () => Date },
) => {
  const staff = createStaffService({ db, auth, now });
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before the body is read: a receptionist learns nothing from a 400.
  const owner = { preValidation: adminOnly };

  api.post(
    '/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change your own password',
        description:
          'Needs the current password. The new one: at least 8 characters, not the username, ' +
          'not a common password (400 names the rule). Your other sessions end; this one stays.',
        params: z.object({ hotel }),
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.changeOwnPassword(callerOf(request), request.body);
      return { message: 'Your password has been changed.' };
    },
  );

  api.get(
    '/staff',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: "The hotel's staff accounts (admins only)",
        params: z.object({ hotel }),
        response: { 200: staffListSchema, ...errors },
      },
    },
    (request) => staff.list(hotelOf(request)),
  );

  api.post(
    '/staff',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'Add a staff member (admins only)',
        description:
          'Username: unique in the hotel (409), small letters, digits, . _ -. Without a password ' +
          'one is generated and answered once. The user chooses their own at first sign-in.',
        params: z.object({ hotel }),
        body: addStaffRequestSchema,
        response: { 201: staffPasswordAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await staff.add(hotelOf(request), request.body)),
  );

  api.patch(
    '/staff/:id',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'Rename a staff member, change their e-mail or role (admins only)',
        description:
          "A new role ends the user's sessions. The last active admin cannot be demoted (409).",
        ...byId,
        body: updateStaffRequestSchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    (request) => staff.update(hotelOf(request), request.params.id, request.body),
  );

  api.post(
    '/staff/:id/reset-password',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: "Reset a staff member's password (admins only)",
        description:
          'Set or generated (answered once); the user chooses their own at next sign-in. ' +
          'Their sessions end.',
        ...byId,
        body: resetStaffPasswordRequestSchema,
        response: { 200: staffPasswordAnswerSchema, ...errors },
      },
    },
    (request) => staff.resetPassword(hotelOf(request), request.params.id, request.body.password),
  );

  for (const [path, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    api.post(
      `/staff/:id/${path}`,
      {
        ...owner,
        schema: {
          tags,
          security,
          summary: active
            ? 'Let a deactivated staff member sign in again (admins only)'
            : 'Deactivate a staff member (admins only)',
          ...(!active && {
            description:
              'Their sessions end at once and their desks go to the sign-in page. The last ' +
              'active admin cannot be deactivated (409).',
          }),
          ...byId,
          headers: idempotencyKeyHeaders,
          response: { 200: staffMemberSchema, ...errors, 422: errorBodySchema },
        },
      },
      (request) =>
        staff.setActive(
          hotelOf(request),
          request.params.id,
          active,
          request.headers[idempotencyKeyHeader],
        ),
    );
  }

  api.get(
    '/staff-permissions',
    {
      schema: {
        tags,
        security,
        summary:
          'What the owner lets receptionists do (change room prices, the menu; void and refund)',
        params: z.object({ hotel }),
        response: { 200: staffPermissionsSchema, ...errors },
      },
    },
    (request) => staff.permissions(hotelOf(request)),
  );

  api.put(
    '/staff-permissions',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary:
          'Let receptionists change room prices and the menu, void and refund, or not (admins only)',
        description: 'receptionMayVoidAndRefund may be left out: it stays as it was (ADR 072).',
        params: z.object({ hotel }),
        body: staffPermissionsChangeSchema,
        response: { 200: staffPermissionsSchema, ...errors },
      },
    },
    (request) => staff.setPermissions(hotelOf(request), request.body),
  );
};
