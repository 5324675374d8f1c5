import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import type { EventHub } from './realtime/event-hub.ts';
import { registerReservationRoutes } from './reservations/reservation.routes.ts';

/** What every reception feature's routes receive. */
export interface ReceptionDeps {
  db: Database;
  events: EventHub;
  now: () => Date;
}
export type ReceptionFeature = (app: FastifyInstance, deps: ReceptionDeps) => Promise<void>;

/**
 * Reception features, each registered under /api/{hotel}/reception behind the token guard
 * (request.hotel and request.caller are set: use hotelOf / callerOf).
 */
export const receptionFeatures: ReceptionFeature[] = [registerReservationRoutes];
