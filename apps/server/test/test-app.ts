import type { FastifyInstance } from 'fastify';
import type { HotelEvent, HotelKey } from '@frontdesk/domain';
import { buildApp } from '../src/app.ts';
import type { Mail } from '../src/auth/mailer.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { openTestDatabase } from './test-database.ts';

export const receptionPassword = 'reception-pass-1';
export const adminPassword = 'admin-pass-1';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Mail the app sent (password reset links). */
  mails: Mail[];
  /** Signs in and answers the bearer token. */
  login(hotel: HotelKey, role?: 'reception' | 'admin'): Promise<string>;
  /**
   * Empties `published` once every event already sent has arrived: on PostgreSQL events come
   * back through NOTIFY a moment after the call that sent them answered, and one arriving late
   * would be taken for the next call's.
   */
  forgetEvents(published: HotelEvent[]): Promise<void>;
  close(): Promise<void>;
}

/** A marker sent after the events to wait for: NOTIFY delivers in the order sent. */
let markers = 0;
const eventsSettled = (app: FastifyInstance) =>
  new Promise<void>((resolve, reject) => {
    // No hotel has a negative id: nothing acts on the marker.
    const hotelId = -(markers += 1);
    const stop = app.events.onRevocation((revocation) => {
      if (revocation.hotelId !== hotelId) return;
      stop();
      resolve();
    });
    app.events.publishRevocation({ hotelId }).catch(reject);
  });

const testEnv = {
  MAIL_FROM: 'test@localhost',
  ALLOWED_ORIGINS: '',
  LOG_LEVEL: 'error',
  SMTP_URL: undefined,
  PUBLIC_URL: 'http://desk.test',
} as const;

/** When the test hotels opened: their rooms' history starts then. */
const testHotelsOpenedAt = new Date('2020-01-01T00:00:00.000Z');

/** The real app on a fresh seeded database, driven with app.inject. */
export const startTestApp = async (
  options: {
    now?: () => Date;
    socketHeartbeatMs?: number;
    /** Log lines go here, at `logLevel` (default: error, to the console). */
    logStream?: { write: (line: string) => void };
    logLevel?: 'info' | 'debug';
    /** Behind a reverse proxy (TRUST_PROXY). */
    trustProxy?: boolean;
  } = {},
): Promise<TestApp> => {
  const database = await openTestDatabase();
  // The test hotels' rooms are in service from long before any test's clock (ADR 076).
  await seedDemoData(
    database.db,
    { reception: receptionPassword, admin: adminPassword },
    testHotelsOpenedAt,
  );
  const mails: Mail[] = [];
  const app = await buildApp({
    database,
    env: {
      ...testEnv,
      LOG_LEVEL: options.logLevel ?? 'error',
      TRUST_PROXY: options.trustProxy ?? false,
    },
    mailer: async (mail) => {
      mails.push(mail);
    },
    ...(options.now ? { now: options.now } : {}),
    ...(options.socketHeartbeatMs ? { socketHeartbeatMs: options.socketHeartbeatMs } : {}),
    webDist: '/nonexistent',
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    mails,
    async login(hotel, role = 'reception') {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${hotel}/${role === 'admin' ? 'admin-login' : 'login'}`,
        payload: { username: role, password: role === 'admin' ? adminPassword : receptionPassword },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async forgetEvents(published) {
      await eventsSettled(app);
      published.length = 0;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
};

/**
 * A second server process on the same database (PostgreSQL fan-out tests), built and ready;
 * the caller closes it.
 */
export const startSecondApp = async (database: DatabaseHandle, now?: () => Date) => {
  const app = await buildApp({
    database,
    env: testEnv,
    ...(now ? { now } : {}),
    webDist: '/nonexistent',
  });
  await app.ready();
  return app;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
