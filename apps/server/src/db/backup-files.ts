import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  chmod,
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { Env } from '../env.ts';
import { backupsToKeep, type DatedBackup, type RetentionTiers } from './backup-retention.ts';

/**
 * Backup files, whichever database wrote them: `frontdesk-<UTC time>[-before-migration].tar.gz`
 * (embedded) or `.dump` (pg_dump custom format), each with `<file>.json` beside it (its sha256
 * and the rows per table it holds). They hold national IDs, phone numbers and password hashes:
 * owner-only files (0600) in an owner-only folder (0700).
 */
const backupPattern = /^frontdesk-(\d{8}T\d{6}(?:\d{3})?Z)(-before-migration)?\.(tar\.gz|dump)$/;
const partialPrefix = '.partial-';

export interface BackupSettings {
  dir: string;
  /** A second folder on another disk (USB disk, network share); must exist already. */
  copyDir?: string;
  tiers: RetentionTiers;
}

export const defaultTiers: RetentionTiers = {
  hourly: 24,
  daily: 14,
  weekly: 8,
  beforeMigration: 4,
};
export const defaultBackupDir = (dataDir: string) => join(dataDir, 'backups');

export const backupSettings = (env: Env, dataDir: string): BackupSettings => ({
  dir: resolve(env.BACKUP_DIR ?? defaultBackupDir(dataDir)),
  ...(env.BACKUP_COPY_DIR ? { copyDir: resolve(env.BACKUP_COPY_DIR) } : {}),
  tiers: {
    hourly: env.BACKUP_KEEP,
    daily: env.BACKUP_KEEP_DAILY,
    weekly: env.BACKUP_KEEP_WEEKLY,
    beforeMigration: defaultTiers.beforeMigration,
  },
});

export interface BackupManifest {
  sha256: string;
  /** Rows per table when the backup was taken (absent where they were not counted). */
  rows?: Record<string, number>;
}

export interface BackupReport {
  file: string;
  sha256: string;
  /** The checked second copy, or why there is none (BACKUP_COPY_DIR set only). */
  copy?: { file: string } | { error: string };
}

const stampOf = (at: Date) => at.toISOString().replace(/[-:.]/g, '');
const dateOfStamp = (stamp: string) =>
  new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:` +
      `${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.length > 16 ? stamp.slice(15, 18) : '000'}Z`,
  );

export const backupName = (at: Date, kind: 'tar.gz' | 'dump', beforeMigration = false) =>
  `frontdesk-${stampOf(at)}${beforeMigration ? '-before-migration' : ''}.${kind}`;

const datedBackup = (name: string): DatedBackup | undefined => {
  const match = backupPattern.exec(name);
  return match
    ? { name, at: dateOfStamp(match[1]!), beforeMigration: Boolean(match[2]) }
    : undefined;
};

/** The backups in a folder, oldest first. */
export const listBackups = async (dir: string): Promise<string[]> => {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map(datedBackup)
    .filter((b): b is DatedBackup => b !== undefined)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.name.localeCompare(b.name))
    .map((b) => join(dir, b.name));
};

export const readManifest = async (file: string): Promise<BackupManifest | undefined> => {
  const text = await readFile(`${file}.json`, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as BackupManifest);
};

export const sha256Of = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });

/** Flushes a file or folder to disk, so a rename that follows never points at missing data. */
const flush = async (path: string, flags: 'r' | 'r+') => {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

const temporaryIn = (dir: string) => join(dir, `${partialPrefix}${randomBytes(6).toString('hex')}`);

/** Writes a small file under a temporary name, owner-only, flushed, then renamed into place. */
const writeSmallFile = async (dir: string, target: string, text: string) => {
  const temporary = temporaryIn(dir);
  await writeFile(temporary, text, { mode: 0o600 });
  await flush(temporary, 'r+');
  await rename(temporary, target);
};

/**
 * Deletes what the tiers do not keep (with its manifest) and what crashed backups left behind,
 * and makes what stays owner-only (backups written before 0600 was the rule were 0644).
 */
const prune = async (dir: string, tiers: RetentionTiers, writing: string[]) => {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if (name.startsWith(partialPrefix) && !writing.includes(path)) await rm(path, { force: true });
  }
  const backups = (await listBackups(dir)).map((file) => datedBackup(basename(file))!);
  const keep = backupsToKeep(backups, tiers);
  for (const { name } of backups) {
    const path = join(dir, name);
    if (keep.has(name)) {
      await chmod(path, 0o600);
      await chmod(`${path}.json`, 0o600).catch(() => {});
    } else {
      await rm(`${path}.json`, { force: true });
      await rm(path, { force: true });
    }
  }
};

const ownerOnlyFolder = async (dir: string) => {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700).catch(() => {}); // a folder of another owner stays as it is set
};

/**
 * The second copy: copied under a temporary name, flushed, read back and compared by sha256
 * with the original before it takes its name. A folder that is not there (disk not mounted) is
 * not created: the copy would land on the first disk.
 */
export const copyBackup = async (
  original: string,
  manifest: BackupManifest,
  copyDir: string,
  tiers: RetentionTiers,
): Promise<BackupReport['copy']> => {
  try {
    if (!(await stat(copyDir)).isDirectory()) throw new Error(`${copyDir} is not a folder`);
    await chmod(copyDir, 0o700).catch(() => {}); // network shares may not allow it
    const target = join(copyDir, basename(original));
    const temporary = temporaryIn(copyDir);
    try {
      await copyFile(original, temporary);
      await chmod(temporary, 0o600).catch(() => {});
      await flush(temporary, 'r+');
      const copied = await sha256Of(temporary);
      if (copied !== manifest.sha256) {
        throw new Error(`the copy's sha256 ${copied} differs from the backup's ${manifest.sha256}`);
      }
      await writeSmallFile(copyDir, `${target}.json`, JSON.stringify(manifest));
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
    await prune(copyDir, tiers, []);
    return { file: target };
  } catch (error) {
    return { error: `Backup copy to ${copyDir} failed: ${(error as Error).message}` };
  }
};

/**
 * Puts a backup in place: `write` fills a temporary file; it is made owner-only, flushed and
 * checksummed, its manifest written, and only then is it renamed to its name, so a crash never
 * leaves a broken newest backup. Then the tiers are applied and the second copy is made.
 */
export const storeBackup = async (
  settings: BackupSettings,
  name: string,
  write: (temporary: string) => Promise<void>,
  rows?: Record<string, number>,
): Promise<BackupReport> => {
  await ownerOnlyFolder(settings.dir);
  const target = join(settings.dir, name);
  const temporary = temporaryIn(settings.dir);
  let manifest: BackupManifest;
  try {
    await write(temporary);
    await chmod(temporary, 0o600);
    await flush(temporary, 'r+');
    manifest = { sha256: await sha256Of(temporary), ...(rows ? { rows } : {}) };
    await writeSmallFile(settings.dir, `${target}.json`, JSON.stringify(manifest));
    await rename(temporary, target);
    await flush(settings.dir, 'r');
  } finally {
    await rm(temporary, { force: true });
  }
  await prune(settings.dir, settings.tiers, [temporary]);
  const copy = settings.copyDir
    ? await copyBackup(target, manifest, settings.copyDir, settings.tiers)
    : undefined;
  return { file: target, sha256: manifest.sha256, ...(copy ? { copy } : {}) };
};
