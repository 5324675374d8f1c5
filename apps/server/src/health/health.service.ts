import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { pingDatabase } from './health.repository.ts';

/** What this server runs: the server package's version and, when known, the git commit. */
export interface AppVersion {
  version: string;
  commit?: string;
}

export type Health =
  ({ status: 'ok' } & AppVersion) | ({ status: 'unavailable'; message: string } & AppVersion);

/**
 * A database that does not answer within this time counts as gone: a PostgreSQL that dropped
 * off the network would otherwise hold the health check (and its caller) until TCP gives up.
 */
export const healthTimeoutMs = 3000;

export const createHealthCheck =
  (db: Database, version: AppVersion, log: FastifyBaseLogger) => async (): Promise<Health> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${healthTimeoutMs} ms`)),
        healthTimeoutMs,
      );
    });
    try {
      await Promise.race([pingDatabase(db), timeout]);
      return { status: 'ok', ...version };
    } catch (error) {
      // Why, in one line (Drizzle wraps the driver's error); the 503 itself is logged as failed.
      const reason = error instanceof Error ? String(error.cause ?? error.message) : String(error);
      log.warn({ reason }, 'health check: the database is not answering');
      return { status: 'unavailable', message: 'The database is not answering.', ...version };
    } finally {
      clearTimeout(timer);
    }
  };
