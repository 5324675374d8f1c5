import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import {
  backupName,
  readManifest,
  sha256Of,
  storeBackup,
  type BackupReport,
  type BackupSettings,
} from './backup-files.ts';

/** pg_dump is not installed (or not on PATH) on this machine. */
export class PgDumpMissingError extends Error {}

const run = (command: string, args: string[], env?: NodeJS.ProcessEnv) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      ...(env ? { env } : {}),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new PgDumpMissingError(
              `${command} is not installed. Install the PostgreSQL client tools of your server's ` +
                'version or newer (Debian/Ubuntu: apt install postgresql-client), or set PG_DUMP ' +
                'to its path.',
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });

/**
 * Backs up a PostgreSQL database with pg_dump in its custom format (restore with pg_restore),
 * into the same folder, names, modes, second copy and tiers as the embedded backups. The
 * password goes to pg_dump through PGPASSWORD, not on its command line (which `ps` shows).
 */
export const dumpPostgres = async (
  url: string,
  settings: BackupSettings,
  pgDump = 'pg_dump',
  options: { at?: Date; beforeMigration?: boolean } = {},
): Promise<BackupReport> => {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  // pg_dump gets this process's environment (PATH, HOME, PG* settings) plus the password.
  // eslint-disable-next-line no-restricted-properties -- passed on to the child, not read here
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const name = backupName(options.at ?? new Date(), 'dump', options.beforeMigration);
  return storeBackup(settings, name, async (temporary) => {
    await run(
      pgDump,
      ['--format=custom', '--no-password', `--file=${temporary}`, `--dbname=${target.toString()}`],
      env,
    );
  });
};

export interface DumpCheck {
  file: string;
  checksumMatches: boolean;
  /** Tables the dump's table of contents lists (pg_restore --list). */
  tables: string[];
  ok: boolean;
}

/**
 * Checks a dump without a database to restore it into: its sha256 against the recorded one,
 * and that pg_restore (beside PG_DUMP) reads its table of contents.
 */
export const checkDump = async (file: string, pgDump = 'pg_dump'): Promise<DumpCheck> => {
  const manifest = await readManifest(file);
  const checksumMatches = manifest !== undefined && (await sha256Of(file)) === manifest.sha256;
  const pgRestore = pgDump.includes('/') ? join(dirname(pgDump), 'pg_restore') : 'pg_restore';
  const contents = await run(pgRestore, ['--list', file]);
  const tables = [...contents.matchAll(/ TABLE public (\S+) /g)].map((m) => m[1]!);
  return { file, checksumMatches, tables, ok: checksumMatches && tables.length > 0 };
};
