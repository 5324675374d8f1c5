import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { lockDataDir } from './data-dir-lock.ts';

/** Backups of the embedded database: `frontdesk-<UTC time>.tar.gz`, newest last by name. */
const backupPattern = /^frontdesk-\d{8}T\d{6}(\d{3})?Z\.tar\.gz$/;
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');
export const defaultBackupDir = (dataDir: string) => join(dataDir, 'backups');

const stamp = (at: Date) => at.toISOString().replace(/[-:.]/g, '');

/** The backups in a folder, oldest first. */
export const listBackups = async (backupDir: string): Promise<string[]> => {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  return names
    .filter((n) => backupPattern.test(n))
    .sort()
    .map((n) => join(backupDir, n));
};

const syncPath = (path: string, flags: 'r' | 'r+') => {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

/**
 * Writes a backup of an open embedded database and keeps the newest `keep`. The tarball is
 * written to a temporary name, flushed to disk and only then renamed into place, so a crash
 * mid-backup never leaves a broken newest backup (a stray temporary file is removed next time).
 */
export const writeBackup = async (
  client: PGlite,
  backupDir: string,
  keep: number,
  at = new Date(),
): Promise<string> => {
  await mkdir(backupDir, { recursive: true });
  await client.query('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  const target = join(backupDir, `frontdesk-${stamp(at)}.tar.gz`);
  const temporary = join(backupDir, `.partial-${randomBytes(6).toString('hex')}`);
  await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
  syncPath(temporary, 'r+');
  await rename(temporary, target);
  syncPath(backupDir, 'r');
  for (const name of await readdir(backupDir)) {
    if (name.startsWith('.partial-') && join(backupDir, name) !== temporary) {
      await rm(join(backupDir, name), { force: true });
    }
  }
  const all = await listBackups(backupDir);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) await rm(old, { force: true });
  return target;
};

export interface RestoreReport {
  restored: string;
  /** Where the data that was replaced was kept (undefined when the data dir was empty). */
  previous?: string;
  /** Rows per table in the restored database. */
  rows: Record<string, number>;
}

const countRows = async (client: PGlite): Promise<Record<string, number>> => {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    rows[name] = result.rows[0]?.n ?? 0;
  }
  return rows;
};

/**
 * Restores a backup into a data dir. Refuses (DataDirInUseError) while a server holds the data
 * dir. The backup is unpacked and opened beside the current data first; only a backup that
 * opens replaces it, and the replaced data is kept beside it, never deleted.
 */
export const restoreBackup = async (file: string, dataDir: string): Promise<RestoreReport> => {
  const release = lockDataDir(dataDir);
  try {
    await stat(file);
    const staging = join(dataDir, `pglite.restoring-${randomBytes(4).toString('hex')}`);
    let rows: Record<string, number>;
    try {
      const client = await PGlite.create({
        dataDir: staging,
        loadDataDir: new Blob([await readFile(file)]),
        extensions: { btree_gist },
      });
      try {
        rows = await countRows(client);
        await client.query('CHECKPOINT');
      } finally {
        await client.close();
      }
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
    release();
  }
};
