import { resolve } from 'node:path';
import { readEnv } from '../env.ts';
import { restoreBackup, verifyBackup } from './backup.ts';
import { backupSettings, listBackups, type BackupReport } from './backup-files.ts';
import { checkDump, dumpPostgres } from './backup-postgres.ts';
import { openDatabase } from './client.ts';
import { DataDirInUseError, lockHolder, type LockHolder } from './data-dir-lock.ts';

/**
 * npm run backup               back up now (embedded: asks a running server to do it;
 *                              PostgreSQL: pg_dump)
 * npm run backup -- --verify   restore the newest embedded backup into a temporary folder and
 *                              compare its rows per table with the ones recorded in it
 *                              (PostgreSQL: its checksum, and pg_restore --list)
 * npm run restore -- FILE      restore a backup into DATA_DIR (refused while a server runs on it)
 */
const env = readEnv();
const dataDir = resolve(env.DATA_DIR);
const settings = backupSettings(env, dataDir);
const [command, ...rest] = process.argv.slice(2);

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** Prints where the backup went; a second copy that failed makes the command fail. */
const reportBackup = (report: BackupReport, by: string) => {
  console.log(`Backup written${by}: ${report.file} (sha256 ${report.sha256})`);
  if (report.copy && 'file' in report.copy) console.log(`Copy checked: ${report.copy.file}`);
  if (report.copy && 'error' in report.copy) fail(report.copy.error);
};

/**
 * A server from before roles were recorded in the lock (role unknown) is recognised by its
 * command line; anything else holding the data dir is never signalled: SIGUSR2 ends a process
 * that does not expect it.
 */
const answersBackupSignal = (holder: LockHolder) =>
  holder.role === 'server' ||
  (holder.role === undefined && /apps[/\\]server[/\\]src[/\\]main\.ts/.test(holder.command ?? ''));

const backupByServer = async (holder: LockHolder) => {
  const before = new Set(await listBackups(settings.dir));
  process.kill(holder.pid, 'SIGUSR2');
  const deadline = Date.now() + 60_000;
  let written: string | undefined;
  while (!written && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    written = (await listBackups(settings.dir)).find((f) => !before.has(f));
  }
  if (!written)
    fail(`The server (pid ${holder.pid}) wrote no backup within a minute; see its log.`);
  console.log(`Backup written by the running server: ${written}`);
};

const backupEmbedded = async () => {
  const holder = lockHolder(dataDir);
  if (holder && answersBackupSignal(holder)) return backupByServer(holder);
  if (holder) {
    fail(
      `The data directory ${dataDir} is held by pid ${holder.pid} ` +
        `(${holder.role ?? holder.command ?? 'unknown program'}), which does not take backup ` +
        'requests. Nothing was signalled and no backup was written; try again when it has finished.',
    );
  }
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    backup: settings,
    role: 'backup',
  });
  try {
    if (database.beforeMigration) reportBackup(database.beforeMigration, ' before migrating');
    reportBackup(await database.backup!(), '');
  } finally {
    await database.close();
  }
};

/** PostgreSQL: no scratch database to restore into; the checksum and pg_restore's reading. */
const verifyNewestDump = async () => {
  const newest = (await listBackups(settings.dir)).filter((f) => f.endsWith('.dump')).at(-1);
  if (!newest) fail(`No pg_dump backup found in ${settings.dir}.`);
  const report = await checkDump(newest!, env.PG_DUMP);
  console.log(`Checking ${report.file}`);
  console.log(
    `  checksum: ${report.checksumMatches ? 'matches' : 'DOES NOT MATCH the one recorded'}`,
  );
  console.log(`  tables: ${report.tables.length} (${report.tables.join(', ')})`);
  if (!report.ok) fail('The dump is NOT as it was written.');
  console.log(
    'The dump is as written and pg_restore reads it; restore it as docs/operations.md says (Backups).',
  );
};

const verifyNewest = async () => {
  if (env.DATABASE_URL) return verifyNewestDump();
  const newest = (await listBackups(settings.dir)).filter((f) => f.endsWith('.tar.gz')).at(-1);
  if (!newest) fail(`No backup found in ${settings.dir}.`);
  const report = await verifyBackup(newest!);
  console.log(`Verifying ${report.file}`);
  console.log(
    `  checksum: ${report.checksumMatches ? 'matches' : 'DOES NOT MATCH the one recorded'}`,
  );
  for (const [table, found] of Object.entries(report.rows)) {
    const recorded = report.recorded?.[table];
    const mark = recorded === undefined || recorded === found ? '' : `  <- recorded ${recorded}`;
    console.log(`  ${table}: ${found} rows${mark}`);
  }
  for (const d of report.differences.filter((x) => x.found === undefined)) {
    console.log(`  ${d.table}: MISSING (recorded ${d.recorded} rows)`);
  }
  if (!report.recorded) {
    fail('This backup was written before row counts were recorded: take a new one and verify it.');
  }
  if (!report.ok) fail('The backup does NOT match what was recorded when it was written.');
  console.log('The backup restores and holds every row it was written with.');
};

try {
  if (command === 'backup' && rest.includes('--verify')) {
    await verifyNewest();
  } else if (command === 'backup' && env.DATABASE_URL) {
    reportBackup(await dumpPostgres(env.DATABASE_URL, settings, env.PG_DUMP), ' with pg_dump');
  } else if (command === 'backup') {
    await backupEmbedded();
  } else if (command === 'restore' && env.DATABASE_URL) {
    fail(
      'DATABASE_URL is set: restore a pg_dump file with pg_restore (see docs/operations.md, Backups).',
    );
  } else if (command === 'restore' && rest[0]) {
    const report = await restoreBackup(resolve(rest[0]), dataDir);
    console.log(`Restored ${report.restored} into ${dataDir}.`);
    if (report.previous) console.log(`The data it replaced is kept in ${report.previous}.`);
    for (const [table, n] of Object.entries(report.rows)) console.log(`  ${table}: ${n} rows`);
  } else {
    fail('Usage: npm run backup [-- --verify] | npm run restore -- FILE');
  }
} catch (error) {
  if (error instanceof DataDirInUseError) fail(`${error.message}\nNothing was done.`);
  fail(error instanceof Error ? error.message : String(error));
}
