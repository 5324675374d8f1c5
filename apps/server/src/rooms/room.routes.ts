import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  roomListSchema,
  roomNumberParamSchema,
  roomPriceListSchema,
  roomSchema,
  roomStatusChangeSchema,
  roomTypeListSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createRoomService } from './room.service.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';

const tags = ['Rooms'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const hotel = z.string().describe('Hotel key: aureo or swe');
const roomNumber = roomNumberParamSchema;

/** SPEC.md section 7, Rooms: thin routes (parse, call the service, answer). */
export const registerRoomRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const rooms = createRoomService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rooms',
    {
      config: { keptUntilWrite: true },
      schema: {
        tags,
        security,
        summary: "The hotel's rooms with status and prices, by floor then room number",
        params: z.object({ hotel }),
        response: { 200: roomListSchema, ...errors },
      },
    },
    (request) => rooms.list(hotelOf(request)),
  );

  api.get(
    '/rooms/:room',
    {
      schema: {
        tags,
        security,
        summary: 'One room',
        params: z.object({ hotel, room: roomNumber }),
        response: { 200: roomSchema, ...errors },
      },
    },
    (request) => rooms.get(hotelOf(request), request.params.room),
  );

  api.put(
    '/rooms/:roomNumber',
    {
      config: { idempotentOperation: 'set-room-status' },
      schema: {
        headers: idempotencyKeyHeaders,
        tags,
        security,
        summary: "Set a room's status (1 Available ... 7 Long Stay)",
        description:
          'Housekeeping (5), Maintenance (6) and Available (1) only while no guest holds the ' +
          'room; 2 Full Night, 3 Daycation, 4 Session and 7 Long Stay only to match the active ' +
          "guest's stay type (after POST /create-guest). Anything else is refused with 409. " +
          'With status 6, optionally reason and expectedEnd (yyyy-mm-dd, after tonight): the ' +
          'room is out of the nights up to, not including, that date (ADR 085). Answers the room.',
        params: z.object({ hotel, roomNumber }),
        body: roomStatusChangeSchema,
        response: { 200: roomSchema, ...errors, 409: errorBodySchema },
      },
    },
    (request) => rooms.changeStatus(hotelOf(request), request.params.roomNumber, request.body),
  );

  api.get(
    '/room-types',
    {
      schema: {
        tags,
        security,
        summary: "The hotel's room types: 1 standard, 2 family",
        params: z.object({ hotel }),
        response: { 200: roomTypeListSchema, ...errors },
      },
    },
    (request) => rooms.roomTypes(hotelOf(request)),
  );

  api.get(
    '/room-prices',
    {
      config: { keptUntilWrite: true },
      schema: {
        tags,
        security,
        summary: "The hotel's room prices, one entry per room type and stay type",
        params: z.object({ hotel }),
        response: { 200: roomPriceListSchema, ...errors },
      },
    },
    (request) => rooms.roomPrices(hotelOf(request)),
  );
};
