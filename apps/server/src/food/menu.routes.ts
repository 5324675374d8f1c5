import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  menuItemIdParamsSchema,
  menuItemInputSchema,
  menuItemListSchema,
  menuItemSchema,
} from '@frontdesk/domain';
import { hotelOf } from '../http/request-context.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { createMenuService } from './menu.service.ts';
import { idempotencyKeyHeaders } from '../idempotency/idempotent-operation.ts';
import { receptionMay } from '../staff/reception-may.ts';

const tags = ['Food'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const hotel = z.string().describe('Hotel key: aureo or swe');

export const registerMenuRoutes = async (app: FastifyInstance, deps: ReceptionDeps) => {
  const menu = createMenuService(deps);
  const mayChangeMenu = receptionMay(deps.db, 'menu');
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/menus',
    {
      schema: {
        tags,
        security,
        summary: "The hotel's food menu",
        params: z.object({ hotel }),
        response: { 200: menuItemListSchema, ...errors },
      },
    },
    (request) => menu.menu(hotelOf(request)),
  );

  api.post(
    '/create-menu',
    {
      config: { idempotentOperation: 'create-menu' },
      preValidation: mayChangeMenu,
      schema: {
        headers: idempotencyKeyHeaders,
        tags,
        security,
        summary: 'Add a menu item',
        description: 'FoodName and FoodPrice non-blank (name trimmed), FoodPrice >= 0.',
        params: z.object({ hotel }),
        body: menuItemInputSchema,
        response: { 201: menuItemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await menu.addMenuItem(hotelOf(request), request.body)),
  );

  api.put(
    '/menu/:id',
    {
      config: { idempotentOperation: 'update-menu' },
      preValidation: mayChangeMenu,
      schema: {
        headers: idempotencyKeyHeaders,
        tags,
        security,
        summary: 'Change a menu item’s name and price',
        description: 'Orders already taken keep the name and price they were ordered with.',
        params: z.object({ hotel, ...menuItemIdParamsSchema.shape }),
        body: menuItemInputSchema,
        response: { 200: menuItemSchema, ...errors },
      },
    },
    (request) => menu.editMenuItem(hotelOf(request), request.params.id, request.body),
  );

  api.delete(
    '/menu/:id',
    {
      config: { idempotentOperation: 'delete-menu' },
      preValidation: mayChangeMenu,
      schema: {
        headers: idempotencyKeyHeaders,
        tags,
        security,
        summary: 'Take an item off the menu',
        description: 'Orders that named it keep their name and price. Answers the removed item.',
        params: z.object({ hotel, ...menuItemIdParamsSchema.shape }),
        response: { 200: menuItemSchema, ...errors },
      },
    },
    (request) => menu.deleteMenuItem(hotelOf(request), request.params.id),
  );
};
