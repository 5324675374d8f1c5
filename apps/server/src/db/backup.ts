import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  backupName,
  readManifest,
  sha256Of,
  storeBackup,
  type BackupReport,
  type BackupSettings,
} from './backup-files.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteExtensions } from './pglite-extensions.ts';

/** Backups of the embedded database: a gzipped tarball of its data dir (see backup-files.ts). */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

const stamp = (at: Date) => at.toISOString().replace(/[-:.]/g, '');

type Rows = Record<string, number>;

const countRows = async (client: Pick<PGlite, 'query'>): Promise<Rows> => {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Rows = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    rows[name] = result.rows[0]?.n ?? 0;
  }
  return rows;
};

/**
 * Writes a backup of an open embedded database, with the rows per table it holds (for
 * `npm run backup -- --verify`). The rows are counted and the data dir dumped inside one
 * transaction: PGlite runs no other statement meanwhile, so the counts are the backup's.
 */
export const writeBackup = async (
  client: PGlite,
  settings: BackupSettings,
  options: { at?: Date; beforeMigration?: boolean } = {},
): Promise<BackupReport> => {
  await client.query('CHECKPOINT');
  const { rows, dump } = await client.transaction(async (tx) => ({
    rows: await countRows(tx),
    dump: await client.dumpDataDir('gzip'),
  }));
  const name = backupName(options.at ?? new Date(), 'tar.gz', options.beforeMigration);
  return storeBackup(
    settings,
    name,
    async (temporary) =>
      writeFile(temporary, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 }),
    rows,
  );
};

/** Opens a backup in a folder of its own and answers its rows per table. */
const openBackup = async <T>(
  file: string,
  dataDir: string,
  then: (client: PGlite, rows: Rows) => Promise<T>,
): Promise<T> => {
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([await readFile(file)]),
    extensions: pgliteExtensions,
  });
  try {
    return await then(client, await countRows(client));
  } finally {
    await client.close();
  }
};

export interface RestoreReport {
  restored: string;
  /** Where the data that was replaced was kept (undefined when the data dir was empty). */
  previous?: string;
  /** Rows per table in the restored database. */
  rows: Rows;
}

/**
 * Restores a backup into a data dir. Refuses (DataDirInUseError) while a server holds the data
 * dir. The backup is unpacked and opened beside the current data first; only a backup that
 * opens replaces it, and the replaced data is kept beside it, never deleted.
 */
export const restoreBackup = async (file: string, dataDir: string): Promise<RestoreReport> => {
  const lock = lockDataDir(dataDir, 'restore');
  try {
    await stat(file);
    const staging = join(dataDir, `pglite.restoring-${randomBytes(4).toString('hex')}`);
    let rows: Rows;
    try {
      rows = await openBackup(file, staging, async (client, counted) => {
        await client.query('CHECKPOINT');
        return counted;
      });
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    const current = pgliteDir(dataDir);
    const previous = (await stat(current).catch(() => undefined))
      ? `${current}.before-restore-${stamp(new Date())}`
      : undefined;
    if (previous) await rename(current, previous);
    await rename(staging, current);
    return { restored: file, ...(previous ? { previous } : {}), rows };
  } finally {
    lock.release();
  }
};

export interface VerifyReport {
  file: string;
  /** False when the file's sha256 is not the one recorded when it was written. */
  checksumMatches: boolean;
  /** Rows per table found in the restored copy. */
  rows: Rows;
  /** Rows per table recorded when the backup was written (absent for older backups). */
  recorded?: Rows;
  /** Tables whose count differs from the recorded one. */
  differences: { table: string; recorded?: number; found?: number }[];
  ok: boolean;
}

/**
 * Restores a backup into a temporary folder (never the data dir: it works while the server
 * runs) and compares its rows per table with the ones recorded when it was written.
 */
export const verifyBackup = async (file: string): Promise<VerifyReport> => {
  const manifest = await readManifest(file);
  const checksumMatches = manifest !== undefined && (await sha256Of(file)) === manifest.sha256;
  const scratch = await mkdtemp(join(tmpdir(), 'frontdesk-verify-'));
  try {
    const rows = await openBackup(file, join(scratch, 'pglite'), async (_, counted) => counted);
    const recorded = manifest?.rows;
    const tables = [...new Set([...Object.keys(rows), ...Object.keys(recorded ?? {})])].sort();
    const differences = recorded
      ? tables
          .filter((table) => rows[table] !== recorded[table])
          .map((table) => ({ table, recorded: recorded[table], found: rows[table] }))
      : [];
    return {
      file,
      checksumMatches,
      rows,
      ...(recorded ? { recorded } : {}),
      differences,
      ok: checksumMatches && recorded !== undefined && differences.length === 0,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
};
