import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

/** A new, empty database on TEST_DATABASE_URL: its URL, and how to drop it. */
export const createEmptyPostgres = async (): Promise<{
  url: string;
  drop: () => Promise<void>;
}> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL tests');
  const name = `frontdesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
};

/** The `server` project's migrated dump (`pglite-template.global.ts`), when it made one. */
const pgliteTemplate = (): Blob | undefined => {
  const file = inject('pgliteTemplate');
  return file ? new Blob([readFileSync(file)]) : undefined;
};

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory, started from the
 * project's migrated dump (ADR 064), or (in the server-postgres project) a new database on
 * TEST_DATABASE_URL, dropped on close.
 */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const template = pgliteTemplate();
    return openDatabase({ kind: 'pglite', ...(template ? { template } : {}) });
  }
  const empty = await createEmptyPostgres();
  const handle = await openDatabase({ kind: 'postgres', url: empty.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
};
