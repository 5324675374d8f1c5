import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';

export const benchPassword = 'bench-reception-1';
/** The floor of any database call: one query, no token check. */
export const selectOnePath = '/api/bench/select-1';

export interface BenchServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  baseUrl: string;
  token: string;
  /** The owner's token (the admin-only calls, e.g. the activity log). */
  adminToken: string;
  close(): Promise<void>;
}

/** Whether PostgreSQL answers on the admin URL (the bench skips it with a note when not). */
export const postgresReachable = async (adminUrl: string): Promise<string | undefined> => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
};

const withAdmin = async (adminUrl: string, statement: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/** A fresh seeded database: PGlite in memory, or a new PostgreSQL database dropped on close. */
export const openBenchDatabase = async (
  kind: 'pglite' | 'postgres',
  adminUrl: string,
): Promise<DatabaseHandle> => {
  let handle: DatabaseHandle;
  if (kind === 'pglite') {
    handle = await openDatabase({ kind: 'pglite' });
  } else {
    const name = `frontdesk_bench_${randomBytes(5).toString('hex')}`;
    await withAdmin(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ kind: 'postgres', url: url.toString() });
    handle = {
      ...opened,
      close: async () => {
        await opened.close();
        await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  await seedDemoData(handle.db, { reception: benchPassword, admin: `${benchPassword}-admin` });
  return handle;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The real app on a free port, with the bench-only SELECT 1 route, and a signed-in desk. */
export const startBenchServer = async (
  database: DatabaseHandle,
  webDist: string,
): Promise<BenchServer> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    database,
    env: {
      // Its own address, so the dashboard's live socket is let in (as on a desk), not refused.
      PUBLIC_URL: baseUrl,
      MAIL_FROM: 'bench@localhost',
      ALLOWED_ORIGINS: '',
      LOG_LEVEL: 'error',
      SMTP_URL: undefined,
    },
    mailer: async () => undefined,
    webDist,
  });
  app.get(selectOnePath, async () => {
    await database.db.execute(sql`select 1`);
    return { ok: true };
  });
  await app.ready();
  await app.listen({ port, host: '127.0.0.1' });
  const response = await fetch(`${baseUrl}/api/aureo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'reception', password: benchPassword }),
  });
  if (response.status !== 200) throw new Error(`bench login failed: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const owner = await fetch(`${baseUrl}/api/aureo/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: `${benchPassword}-admin` }),
  });
  if (owner.status !== 200) throw new Error(`bench admin login failed: ${await owner.text()}`);
  const { token: adminToken } = (await owner.json()) as { token: string };
  return { app, database, baseUrl, token, adminToken, close: () => app.close() };
};
