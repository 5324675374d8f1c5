import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

const actingUser = new AsyncLocalStorage<{ userId: number }>();

/**
 * Runs every route handler of the scope as its signed-in caller, so what records the user (the
 * receipt numbers a user issued, ADR 031) knows it without every service passing it along. The
 * token guard has set request.caller by the time a handler runs.
 */
export const actAsCaller = (scope: FastifyInstance): void => {
  scope.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (request, reply) {
      const caller = request.caller;
      if (!caller) return handler.call(this, request, reply);
      return actingUser.run({ userId: caller.userId }, () => handler.call(this, request, reply));
    };
  });
};

/** The user whose request is running, if any (none in jobs, seeds and tests of services). */
export const actingUserId = (): number | undefined => actingUser.getStore()?.userId;
