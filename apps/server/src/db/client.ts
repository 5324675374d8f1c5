import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { defaultBackupDir, pgliteDir, writeBackup } from './backup.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteForDrizzle } from './pglite-client.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Transaction;

export type DatabaseOptions =
  // no dataDir: in memory (tests). Backups go to backupDir (default DATA_DIR/backups).
  | { kind: 'pglite'; dataDir?: string; backupDir?: string; backupKeep?: number }
  | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseOptions['kind'];
  /** Human description for the start banner. */
  description: string;
  /** Subscribe to PostgreSQL notifications (only on a real server; used for event fan-out). */
  pool?: pg.Pool;
  /** Writes a backup and answers its path (the embedded database on disk only). */
  backup?: () => Promise<string>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const migrationLockId = 72_3001;

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client dropped by the server (restart, admin kill) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) =>
      console.warn('PostgreSQL dropped an idle connection:', error.message),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // Several server processes may start at once on one PostgreSQL: migrate one at a time.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [migrationLockId]);
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
      lockClient.release();
    }
    const where = new URL(options.url);
    return {
      db,
      kind: 'postgres',
      description: `PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}`,
      pool,
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: pgliteDir(options.dataDir) } : {}),
      extensions: { btree_gist },
    });
    const forDrizzle = pgliteForDrizzle(client);
    const db = drizzlePglite(forDrizzle, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(forDrizzle, { schema }), { migrationsFolder });
    let closed = false;
    const { dataDir } = options;
    return {
      db,
      kind: 'pglite',
      ...(dataDir
        ? {
            backup: () =>
              writeBackup(
                client,
                options.backupDir ?? defaultBackupDir(dataDir),
                options.backupKeep ?? 24,
              ),
          }
        : {}),
      description: options.dataDir
        ? `embedded PGlite in ${options.dataDir}`
        : 'embedded PGlite in memory',
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.query('CHECKPOINT');
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
};
