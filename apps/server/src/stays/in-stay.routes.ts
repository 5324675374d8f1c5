import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  extendByDaysRequestSchema,
  extendByHoursRequestSchema,
  extendLongStayRequestSchema,
  extensionResponseSchema,
  guestIdParamSchema,
  guestSchema,
  guestUpdateSchema,
  idempotencyKeyHeader,
  swapRoomRequestSchema,
  swapRoomResponseSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createExtensionService } from './extension.service.ts';
import { createGuestUpdateService } from './guest-update.service.ts';
import { createSwapService } from './swap.service.ts';

const security = [{ bearer: [] }];
const hotel = z.string().describe('Hotel key: aureo or swe');
const guestParams = z.object({ hotel, id: guestIdParamSchema });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const retryable = { ...errors, 422: errorBodySchema };
const retryNote =
  ' Send an Idempotency-Key header to make a retry safe: the same key answers the first result ' +
  '(422 when it was used for another request).';
const extensionNote =
  ' One transaction: the guest’s new check-out and amounts (paid, room, tax and service added ' +
  'to theirs), one income (RevenueType revenue, the chosen payment method) and a server-issued ' +
  'receipt number. Guest and room statuses do not change. 404 for an unknown guest or another ' +
  'hotel’s, 409 for a checked-out guest or another stay type, 400 naming the field.';

/** SPEC.md sections 2 and 7: guest edits, the three extensions and the room swap. */
export const registerInStayRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guests = createGuestUpdateService(deps);
  const extensions = createExtensionService(deps);
  const swaps = createSwapService(deps);

  api.put(
    '/guests/:id',
    {
      config: { idempotentOperation: 'update-guest' },
      schema: {
        headers: idempotencyKeyHeaders,
        tags: ['Guests'],
        security,
        summary: 'Correct a checked-in guest (and the SPEC clients’ long-stay extension)',
        description:
          'The guest payload of SPEC.md section 3. Name, national ID and phone are required; ' +
          'other fields left out keep their values; amounts are taken as sent (the web app ' +
          'extends with the extend-* calls, which price on the server). roomNumber, roomType ' +
          'and status may only be sent unchanged (Room Swap and Checkout change them); ' +
          'receiptNumber is ignored. Full-night and long-stay dates are the hotel’s wall-clock ' +
          'time with a trailing Z. 404 unknown or other hotel’s guest; 409 checked out.',
        params: guestParams,
        body: guestUpdateSchema,
        response: { 200: guestSchema, ...errors },
      },
    },
    (request) => guests.updateGuest(hotelOf(request), request.params.id, request.body),
  );

  const extensionRoute = <Body extends z.ZodType>(
    path: string,
    summary: string,
    description: string,
    body: Body,
    handle: (
      hotel: ReturnType<typeof hotelOf>,
      id: number,
      request: z.output<Body>,
      key: string | undefined,
    ) => Promise<z.infer<typeof extensionResponseSchema>>,
  ) =>
    api.post(
      path,
      {
        schema: {
          tags: ['Extensions'],
          security,
          summary,
          description: description + extensionNote + retryNote,
          params: guestParams,
          headers: idempotencyKeyHeaders,
          body,
          response: { 201: extensionResponseSchema, ...retryable },
        },
      },
      async (request, reply) => {
        const answer = await handle(
          hotelOf(request),
          request.params.id,
          request.body as z.output<Body>,
          request.headers[idempotencyKeyHeader],
        );
        return reply.status(201).send(answer);
      },
    );

  extensionRoute(
    '/guests/:id/extend-days',
    'Extend a full-night stay by days (server-priced)',
    'The new check-out date (12:00 that day) must be after the current one. Charged: the ' +
      'full-night price (the foreigner price for a foreign guest) plus the extra-bed price when ' +
      'the guest has one, times the added days; income Type extend.',
    extendByDaysRequestSchema,
    extensions.extendStayByDays,
  );
  extensionRoute(
    '/guests/:id/extend-hours',
    'Extend a stay by hours (server-priced; not a long stay)',
    'Whole hours, at least 1; the new check-out is the current one plus the hours. Charged: ' +
      'the hourly-rate price times the hours; income Type extend.',
    extendByHoursRequestSchema,
    extensions.extendStayByHours,
  );
  extensionRoute(
    '/guests/:id/extend-long-stay',
    'Extend a long stay by days at a price per day (server-computed)',
    'The new check-out date (12:00 that day) is the day after the current one or later. ' +
      'Charged: the added days times the price per day, plus tax and service percent of that ' +
      '(0-100, empty is 0); income Type extend-long-stay.',
    extendLongStayRequestSchema,
    extensions.extendLongStay,
  );

  api.post(
    '/swap-room',
    {
      schema: {
        tags: ['Rooms'],
        security,
        summary: 'Move a checked-in guest to an available room',
        description:
          'Body guestID, currentRoomNumber, newRoomNumber (strings). One transaction: the guest ' +
          'moves, the old room becomes 1 Available and the new room takes the status of the ' +
          'guest’s stay (2, 3, 4; a long stay keeps 7). 409 with a message when the new room is ' +
          'not available or the guest is no longer in the current room; 404 for an unknown ' +
          'room or guest.' +
          retryNote,
        params: z.object({ hotel }),
        headers: idempotencyKeyHeaders,
        body: swapRoomRequestSchema,
        response: { 200: swapRoomResponseSchema, ...retryable },
      },
    },
    (request) =>
      swaps.swapRoom(hotelOf(request), request.body, request.headers[idempotencyKeyHeader]),
  );
};
