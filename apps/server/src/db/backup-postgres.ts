import { spawn } from 'node:child_process';
import { backupName, storeBackup, type BackupReport, type BackupSettings } from './backup-files.ts';

/** pg_dump is not installed (or not on PATH) on this machine. */
export class PgDumpMissingError extends Error {}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
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
        ? resolve()
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
  at = new Date(),
): Promise<BackupReport> => {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  // pg_dump gets this process's environment (PATH, HOME, PG* settings) plus the password.
  // eslint-disable-next-line no-restricted-properties -- passed on to the child, not read here
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return storeBackup(settings, backupName(at, 'dump'), (temporary) =>
    run(
      pgDump,
      ['--format=custom', '--no-password', `--file=${temporary}`, `--dbname=${target.toString()}`],
      env,
    ),
  );
};
