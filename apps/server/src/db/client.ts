import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { pgliteDir, writeBackup } from './backup.ts';
import {
  defaultBackupDir,
  defaultTiers,
  type BackupReport,
  type BackupSettings,
} from './backup-files.ts';
import { lockDataDir, type LockRole } from './data-dir-lock.ts';
import { pgliteForDrizzle } from './pglite-client.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Transaction;

export type DatabaseOptions =
  // no dataDir: in memory (tests). Backups go to DATA_DIR/backups unless `backup.dir` says.
  // `role`: what the data dir's lock says holds it (main.ts: 'starting', see data-dir-lock.ts).
  | {
      kind: 'pglite';
      dataDir?: string;
      backup?: Partial<BackupSettings>;
      role?: LockRole;
      /** Tests only: another set of migrations (to stand for an upgrade). */
      migrationsFolder?: string;
    }
  | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseOptions['kind'];
  /** Human description for the start banner. */
  description: string;
  /** Subscribe to PostgreSQL notifications (only on a real server; used for event fan-out). */
  pool?: pg.Pool;
  /** Writes a backup (the embedded database on disk only). */
  backup?: () => Promise<BackupReport>;
  /** The backup written before this start's migrations ran, if there were any to run. */
  beforeMigration?: BackupReport;
  /** Marks the data dir's lock as held by a server that answers SIGUSR2 with a backup. */
  answerBackupSignal?: () => void;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Held while migrating and seeding, so processes starting at once do both one at a time. */
export const migrationLockId = 72_3001;

/** Migrations an existing embedded database has yet to run (0 for a new one). */
const pendingMigrations = async (client: PGlite, migrationsFolder: string): Promise<number> => {
  const table = await client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table.rows[0]?.found) return 0;
  const last = await client.query<{ at: string | null }>(
    'select max(created_at)::text as at from drizzle.__drizzle_migrations',
  );
  const lastAt = last.rows[0]?.at;
  if (lastAt == null) return 0;
  // Drizzle runs every migration newer than the last one applied: so do we count.
  return readMigrationFiles({ migrationsFolder }).filter((m) => m.folderMillis > Number(lastAt))
    .length;
};

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

  const { dataDir } = options;
  const folder = options.migrationsFolder ?? migrationsFolder;
  const lock = dataDir ? lockDataDir(dataDir, options.role) : undefined;
  const release = () => lock?.release();
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir: pgliteDir(dataDir) } : {}),
      extensions: { btree_gist },
    });
    const settings: BackupSettings | undefined = dataDir
      ? {
          dir: defaultBackupDir(dataDir),
          tiers: defaultTiers,
          ...options.backup,
        }
      : undefined;
    // An upgrade's migrations change the data for good: keep it as it was before they run.
    const beforeMigration =
      settings && (await pendingMigrations(client, folder)) > 0
        ? await writeBackup(client, settings, { beforeMigration: true })
        : undefined;
    const forDrizzle = pgliteForDrizzle(client);
    const db = drizzlePglite(forDrizzle, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(forDrizzle, { schema }), { migrationsFolder: folder });
    let closed = false;
    return {
      db,
      kind: 'pglite',
      ...(settings
        ? {
            backup: () => writeBackup(client, settings),
            answerBackupSignal: () => lock?.become('server'),
          }
        : {}),
      ...(beforeMigration ? { beforeMigration } : {}),
      description: dataDir ? `embedded PGlite in ${dataDir}` : 'embedded PGlite in memory',
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
