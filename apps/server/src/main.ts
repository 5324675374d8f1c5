import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { backupSettings, type BackupReport } from './db/backup-files.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { showGeneratedPasswords } from './db/initial-passwords.ts';
import { seedDemoData } from './db/seed.ts';
import {
  deskAddresses,
  deskAddressLines,
  plainHttpWarning,
  trustProxyWarning,
} from './deploy/desk-addresses.ts';
import { readEnv } from './env.ts';
import { appVersion } from './health/version.ts';

const env = readEnv();

let database: DatabaseHandle;
try {
  database = await openDatabase(
    env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          // Only for the dump before an upgrade's migrations; other PostgreSQL backups are
          // `npm run backup`, scheduled outside the server (docs/operations.md).
          backup: backupSettings(env, resolve(env.DATA_DIR)),
          pgDump: env.PG_DUMP,
        }
      : {
          kind: 'pglite',
          dataDir: resolve(env.DATA_DIR),
          backup: backupSettings(env, resolve(env.DATA_DIR)),
          role: 'starting',
        },
  );
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const seed = await seedDemoData(database.db, {
  reception: env.RECEPTION_PASSWORD,
  admin: env.ADMIN_PASSWORD,
});

const version = appVersion();
const app = await buildApp({ database, env, version });

/**
 * Embedded database: a backup before migrations (db/client.ts), at start, every hour, on
 * `npm run backup` (SIGUSR2) and at stop. PostgreSQL: the one before migrations only (pg_dump).
 * A failed second copy is logged, never fatal.
 */
const logBackup = (report: BackupReport, why: string) => {
  app.log.info({ file: report.file, sha256: report.sha256 }, `backup written (${why})`);
  if (report.copy && 'error' in report.copy) app.log.error(report.copy.error);
};
const backUp = async (why: string) => {
  if (!database.backup) return;
  try {
    logBackup(await database.backup(), why);
  } catch (error) {
    app.log.error({ err: error }, `backup failed (${why})`);
  }
};
if (database.beforeMigration) logBackup(database.beforeMigration, 'before migration');
let backingUp: Promise<void> = Promise.resolve();
const queueBackup = (why: string) => (backingUp = backingUp.then(() => backUp(why)));
const hourly = setInterval(() => void queueBackup('hourly'), 60 * 60 * 1000);
hourly.unref();
process.on('SIGUSR2', () => void queueBackup('requested'));
// Only now may `npm run backup` signal this process: before, SIGUSR2 would have ended it.
database.answerBackupSignal?.();

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  // A connection busy when closing starts would stay open for its keep-alive time (72 s) once
  // its answer is out, holding the port's process up; end such connections as they go idle.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 200);
  try {
    clearInterval(hourly);
    await app.close();
    clearInterval(closeIdle);
    await queueBackup('stop');
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error('Could not close cleanly:', error);
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// The start backup runs once desks can already work: a restart after a power cut is ready in
// seconds, not after a copy of the whole database (requests wait behind it at most).
void queueBackup('start');

const addresses = deskAddresses({
  host: env.HOST,
  port: env.PORT,
  publicUrl: env.PUBLIC_URL,
  interfaces: networkInterfaces(),
});
const warnings = [
  plainHttpWarning(env.PUBLIC_URL),
  trustProxyWarning(env.HOST, env.TRUST_PROXY),
].filter((warning) => warning !== undefined);
const lines = [
  '',
  `Front desk is running (version ${version.version}${version.commit ? `, ${version.commit}` : ''}).`,
  'Open on the desks:',
  ...deskAddressLines(addresses),
  ...(warnings.length > 0 ? ['', ...warnings, ''] : []),
  `Database: ${database.description}`,
];
if (database.kind === 'pglite') {
  lines.push(
    'Note: the embedded database does not fsync; a power cut can lose the last moments of work.',
    `Backups: ${resolve(env.BACKUP_DIR ?? `${env.DATA_DIR}/backups`)} (hourly, last ${env.BACKUP_KEEP} kept).`,
    'For production, set DATABASE_URL to a PostgreSQL server.',
  );
}
if (seed.seeded) {
  lines.push('Demo data created: hotels aureo and swe, users reception and admin in each.');
}
console.log(lines.join('\n') + '\n');
// Generated passwords: on the terminal, or in a file only the owner reads; never on stdout.
showGeneratedPasswords(seed.generated, { dataDir: resolve(env.DATA_DIR) });
