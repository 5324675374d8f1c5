import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { forbidden } from '../http/errors.ts';
import { callerOf } from '../http/request-context.ts';
import { readPermissions } from './staff.repository.ts';

const switches = {
  prices: {
    column: 'receptionMayChangePrices',
    message: 'The owner has not allowed receptionists to change room prices.',
  },
  menu: {
    column: 'receptionMayChangeMenu',
    message: 'The owner has not allowed receptionists to change the menu.',
  },
  corrections: {
    column: 'receptionMayVoidAndRefund',
    message: 'The owner has not allowed receptionists to void payments or give refunds.',
  },
} as const;

/**
 * preValidation hook of the price and menu writes (ADR 035) and of voids and refunds (ADR 072): a
 * receptionist gets 403 when the owner has switched it off; an admin always passes. Read from
 * the database on every such write, so the owner's switch holds on every desk and process at once.
 */
export const receptionMay =
  (db: Database, what: keyof typeof switches) =>
  async (request: FastifyRequest): Promise<void> => {
    const caller = callerOf(request);
    if (caller.role === 'admin') return;
    const { column, message } = switches[what];
    if (!(await readPermissions(db, caller.hotel.id))[column]) throw forbidden(message);
  };
