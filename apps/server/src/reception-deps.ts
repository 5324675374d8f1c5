import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import type { EventHub } from './realtime/event-hub.ts';

/**
 * What every reception feature's routes receive. It imports no feature, so features can depend
 * on it without an import circle through the list of features.
 */
export interface ReceptionDeps {
  db: Database;
  events: EventHub;
  now: () => Date;
}
export type ReceptionFeature = (app: FastifyInstance, deps: ReceptionDeps) => Promise<void>;

/** What the owner's setup calls receive (under /api/{hotel}/admin, admin-only). */
export interface AdminDeps extends ReceptionDeps {
  /** Forgets a hotel's cached details once the owner has changed them. */
  forgetHotel: (hotelId: number) => void;
}
export type AdminFeature = (app: FastifyInstance, deps: AdminDeps) => Promise<void>;
