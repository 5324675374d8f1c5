import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
// Declares request.caller, read below: a program that reaches this file without the app has it too.
import type {} from './request-context.ts';

/** Who a request acts as: the user, their signed-in desk (session) and their name. */
export interface ActingUser {
  userId: number;
  sessionId: number;
  userName: string;
}

const actingUser = new AsyncLocalStorage<ActingUser>();

/**
 * Runs every route handler of the scope as its signed-in caller, so what records the user (the
 * receipt numbers a user issued, ADR 031; the activity log and the rows' created_by, ADR 036)
 * knows it without every service passing it along. The token guard has set request.caller by the
 * time a handler runs.
 */
export const actAsCaller = (scope: FastifyInstance): void => {
  scope.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (request, reply) {
      const caller = request.caller;
      if (!caller) return handler.call(this, request, reply);
      const { userId, sessionId, userName } = caller;
      return actingUser.run({ userId, sessionId, userName }, () =>
        handler.call(this, request, reply),
      );
    };
  });
};

/** The user whose request is running, if any (none in jobs, seeds and tests of services). */
export const actingUserId = (): number | undefined => actingUser.getStore()?.userId;

/** The whole acting user, if any. */
export const currentActingUser = (): ActingUser | undefined => actingUser.getStore();
