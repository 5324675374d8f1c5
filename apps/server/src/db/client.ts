import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
import { dumpPostgres, PgDumpMissingError } from './backup-postgres.ts';
import { lockDataDir, type LockRole } from './data-dir-lock.ts';
import { pgliteForDrizzle } from './pglite-client.ts';
import { planReadsOnceOn } from './prepared.ts';
import { pgliteExtensions } from './pglite-extensions.ts';

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
      /**
       * Tests only: a dump of a migrated database to start from (PGlite's `loadDataDir`), in
       * memory, instead of a new cluster: making one is most of a test file's time (ADR 064).
       */
      template?: Blob;
    }
  // `backup`: where the before-migration pg_dump goes (none without it: tests, `npm run backup`).
  | {
      kind: 'postgres';
      url: string;
      backup?: BackupSettings;
      /** The pg_dump to run (PG_DUMP). */
      pgDump?: string;
      /** Tests only: another set of migrations (to stand for an upgrade). */
      migrationsFolder?: string;
    };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseOptions['kind'];
  /** Human description for the start banner. */
  description: string;
  /** Subscribe to PostgreSQL notifications (only on a real server; used for event fan-out). */
  pool?: pg.Pool;
  /** Writes a backup (the embedded database on disk only). */
  backup?: () => Promise<BackupReport>;
  /**
   * The backup written before this start's migrations ran, if there were any to run (embedded;
   * PostgreSQL when given backup settings and pg_dump is installed).
   */
  beforeMigration?: BackupReport;
  /** Marks the data dir's lock as held by a server that answers SIGUSR2 with a backup. */
  answerBackupSignal?: () => void;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Held while migrating and seeding, so processes starting at once do both one at a time. */
export const migrationLockId = 72_3001;

/** Runs one statement on either database and answers its rows. */
type RowsOf = <T>(sql: string) => Promise<T[]>;

/**
 * Migrations an existing database has yet to run (0 for a new, empty one): the embedded
 * database and PostgreSQL alike, so both decide "an upgrade is about to change the data" the same.
 */
const pendingMigrations = async (rowsOf: RowsOf, migrationsFolder: string): Promise<number> => {
  const [table] = await rowsOf<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table?.found) return 0;
  const [last] = await rowsOf<{ at: string | null }>(
    'select max(created_at)::text as at from drizzle.__drizzle_migrations',
  );
  if (last?.at == null) return 0;
  // Drizzle runs every migration newer than the last one applied: so do we count.
  return readMigrationFiles({ migrationsFolder }).filter((m) => m.folderMillis > Number(last.at))
    .length;
};

/**
 * PostgreSQL's before-migration backup (pg_dump). Missing client tools are a warning, not a
 * stop: the hotel still opens (ADR 026). A pg_dump that runs and fails stops the start, as a
 * failed embedded backup does: the upgrade does not run without its backup.
 */
const dumpBeforeMigration = async (
  url: string,
  settings: BackupSettings,
  pgDump: string | undefined,
): Promise<BackupReport | undefined> => {
  try {
    return await dumpPostgres(url, settings, pgDump, { beforeMigration: true });
  } catch (error) {
    if (error instanceof PgDumpMissingError) {
      console.warn(
        `WARNING: no backup before migrating PostgreSQL: ${error.message} ` +
          'The migrations run without one; back the database up yourself before the next upgrade.',
      );
      return undefined;
    }
    throw new Error(
      `The backup before migrating PostgreSQL failed, so no migration ran and the server did ` +
        `not start: ${(error as Error).message}`,
      { cause: error },
    );
  }
};

/**
 * A connection on which every statement is planned once for any values (ADR 057), set before
 * the pool hands it out (a query sent from the pool's `connect` event would overlap the first).
 */
class PlannedOnce extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.Client> | undefined {
    const ready = super
      .connect()
      .then(() => this.query('set plan_cache_mode = force_generic_plan'))
      .then(
        () => this,
        // Not handed out half set up: the pool only drops a connection that failed to open.
        async (error: unknown) => {
          await this.end().catch(() => {});
          throw error;
        },
      );
    if (!callback) return ready;
    ready.then(
      (client) => (callback as (error: null, client: pg.Client) => void)(null, client),
      (error: Error) => (callback as (error: Error) => void)(error),
    );
    return undefined;
  }
}
type ConnectCallback = Parameters<pg.Client['connect']>[0] & {};

const openPostgres = async (
  options: Extract<DatabaseOptions, { kind: 'postgres' }>,
): Promise<DatabaseHandle> => {
  const pool = new pg.Pool({ connectionString: options.url, max: 10 });
  // An idle client dropped by the server (restart, admin kill) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) =>
    console.warn('PostgreSQL dropped an idle connection:', error.message),
  );
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  // The dashboard's prepared reads, planned once per connection for any values (ADR 057): a
  // few connections of their own, so no other statement is planned that way.
  const readsPool = new pg.Pool({ connectionString: options.url, max: 4, Client: PlannedOnce });
  readsPool.on('error', (error) =>
    console.warn('PostgreSQL dropped an idle connection:', error.message),
  );
  planReadsOnceOn(db, drizzlePg(readsPool, { schema }) as unknown as Database);
  const closePools = () => Promise.all([pool.end(), readsPool.end()]).then(() => undefined);
  const folder = options.migrationsFolder ?? migrationsFolder;
  let beforeMigration: BackupReport | undefined;
  try {
    // Several server processes may start at once on one PostgreSQL: migrate one at a time.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [migrationLockId]);
      // Counted under the lock: a server that started first may have migrated meanwhile.
      const rowsOf: RowsOf = async (sql) => (await lockClient.query(sql)).rows;
      if (options.backup && (await pendingMigrations(rowsOf, folder)) > 0) {
        beforeMigration = await dumpBeforeMigration(options.url, options.backup, options.pgDump);
      }
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
      lockClient.release();
    }
  } catch (error) {
    await closePools().catch(() => {});
    throw error;
  }
  const where = new URL(options.url);
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}`,
    pool,
    ...(beforeMigration ? { beforeMigration } : {}),
    close: closePools,
  };
};

/** Tests only (ADR 064): a dump of a new, migrated embedded database, for `template`. */
export const migratedPgliteDump = async (): Promise<Blob> => {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    const db = drizzlePglite(pgliteForDrizzle(client), { schema });
    await migratePglite(db, { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
};

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.kind === 'postgres') return openPostgres(options);

  const { dataDir } = options;
  const folder = options.migrationsFolder ?? migrationsFolder;
  const lock = dataDir ? lockDataDir(dataDir, options.role) : undefined;
  const release = () => lock?.release();
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir: pgliteDir(dataDir) } : {}),
      ...(options.template && !dataDir ? { loadDataDir: options.template } : {}),
      extensions: pgliteExtensions,
    });
    const settings: BackupSettings | undefined = dataDir
      ? {
          dir: defaultBackupDir(dataDir),
          tiers: defaultTiers,
          ...options.backup,
        }
      : undefined;
    // An upgrade's migrations change the data for good: keep it as it was before they run.
    const rowsOf: RowsOf = async <T>(sql: string) => (await client.query<T>(sql)).rows;
    const beforeMigration =
      settings && (await pendingMigrations(rowsOf, folder)) > 0
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
