import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParam,
  adminRoomSchema,
  adminRoomTypeSchema,
  errorBodySchema,
  roomChangeSchema,
  roomCreateSchema,
  roomTypeCreateSchema,
  roomTypeRenameSchema,
} from '@frontdesk/domain';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import { hotelOf } from '../http/request-context.ts';
import type { AdminDeps } from '../reception-deps.ts';
import { createRoomSetupService } from './room-setup.service.ts';

const tags = ['Room setup'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const hotel = z.string().describe('Hotel key');
const done = z.object({ ok: z.literal(true) });
const ok = { ok: true as const };

/** The owner's rooms and room types (admin-only, under /api/{hotel}/admin). */
export const registerRoomSetupRoutes = async (app: FastifyInstance, deps: AdminDeps) => {
  const setup = createRoomSetupService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const write = (operation: string, summary: string, description?: string) => ({
    config: { idempotentOperation: operation },
    schema: {
      headers: idempotencyKeyHeaders,
      tags,
      security,
      summary,
      ...(description ? { description } : {}),
    },
  });

  api.get(
    '/rooms',
    {
      schema: {
        tags,
        security,
        summary: 'Every room of the hotel, out-of-service ones too',
        params: z.object({ hotel }),
        response: { 200: z.array(adminRoomSchema), ...errors },
      },
    },
    (request) => setup.rooms(hotelOf(request)),
  );

  const added = write(
    'add-room',
    'Add a room',
    'A room number the hotel has (in or out of service) is 409.',
  );
  api.post(
    '/rooms',
    {
      ...added,
      schema: {
        ...added.schema,
        params: z.object({ hotel }),
        body: roomCreateSchema,
        response: { 201: done, ...errors },
      },
    },
    async (request, reply) => {
      await setup.addRoom(hotelOf(request), request.body);
      return reply.code(201).send(ok);
    },
  );

  const changed = write(
    'change-room',
    "Change a room's floor or type",
    'Refused with 409 while a guest holds the room or once it is out of service.',
  );
  api.put(
    '/rooms/:id',
    {
      ...changed,
      schema: {
        ...changed.schema,
        params: z.object({ hotel, id: adminIdParam('Room ID') }),
        body: roomChangeSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await setup.changeRoom(hotelOf(request), request.params.id, request.body);
      return ok;
    },
  );

  const retired = write(
    'retire-room',
    'Take a room out of service for good',
    'The room leaves every grid; its history stays. Refused with 409 while a guest holds it.',
  );
  api.post(
    '/rooms/:id/out-of-service',
    {
      ...retired,
      schema: {
        ...retired.schema,
        params: z.object({ hotel, id: adminIdParam('Room ID') }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await setup.retireRoom(hotelOf(request), request.params.id);
      return ok;
    },
  );

  const restored = write(
    'restore-room',
    'Put an out-of-service room back in service',
    'The room is on every grid again, dated in its history (reports count it from now). 409 ' +
      'when it is in service.',
  );
  api.post(
    '/rooms/:id/back-in-service',
    {
      ...restored,
      schema: {
        ...restored.schema,
        params: z.object({ hotel, id: adminIdParam('Room ID') }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await setup.restoreRoom(hotelOf(request), request.params.id);
      return ok;
    },
  );

  api.get(
    '/room-types',
    {
      schema: {
        tags,
        security,
        summary: "The hotel's room types with how many rooms in service each has",
        params: z.object({ hotel }),
        response: { 200: z.array(adminRoomTypeSchema), ...errors },
      },
    },
    (request) => setup.roomTypes(hotelOf(request)),
  );

  const typeAdded = write(
    'add-room-type',
    'Add a room type with a price for every stay type',
    'A name the hotel already has (any case) is 409. Hotel-wide stay types (daycation, ' +
      'session, extrabed, hourly-rate) take the price the hotel already has for them.',
  );
  api.post(
    '/room-types',
    {
      ...typeAdded,
      schema: {
        ...typeAdded.schema,
        params: z.object({ hotel }),
        body: roomTypeCreateSchema,
        response: { 201: done, ...errors },
      },
    },
    async (request, reply) => {
      await setup.addRoomType(hotelOf(request), request.body);
      return reply.code(201).send(ok);
    },
  );

  const renamed = write('rename-room-type', 'Rename a room type');
  api.put(
    '/room-types/:id',
    {
      ...renamed,
      schema: {
        ...renamed.schema,
        params: z.object({ hotel, id: adminIdParam('Room type ID') }),
        body: roomTypeRenameSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await setup.renameRoomType(hotelOf(request), request.params.id, request.body.name);
      return ok;
    },
  );

  const typeDeleted = write(
    'delete-room-type',
    'Delete a room type no room has or had',
    'Its prices go with it. 409 while any room, in service or out of it, has or had the type.',
  );
  api.delete(
    '/room-types/:id',
    {
      ...typeDeleted,
      schema: {
        ...typeDeleted.schema,
        params: z.object({ hotel, id: adminIdParam('Room type ID') }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await setup.deleteRoomType(hotelOf(request), request.params.id);
      return ok;
    },
  );
};
