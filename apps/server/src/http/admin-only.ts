import type { FastifyRequest } from 'fastify';
import { callerOf } from './request-context.ts';
import { forbidden } from './errors.ts';

/**
 * preHandler of every owner-only call: a receptionist's token gets 403 'Admins only.' (the token
 * guard has already answered 401 for no token or another hotel's).
 */
export const adminOnly = async (request: FastifyRequest): Promise<void> => {
  if (callerOf(request).role !== 'admin') throw forbidden('Admins only.');
};
