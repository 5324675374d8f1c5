import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readEnv } from '../env.ts';
import { defaultBackupDir, listBackups, restoreBackup } from './backup.ts';
import { openDatabase } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';

/**
 * npm run backup            back up the embedded database (asks a running server to do it)
 * npm run restore -- FILE   restore a backup into DATA_DIR (refused while a server runs on it)
 */
const env = readEnv();
const dataDir = resolve(env.DATA_DIR);
const backupDir = env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : defaultBackupDir(dataDir);
const [command, file] = process.argv.slice(2);

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
if (env.DATABASE_URL) {
  fail('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
}

const runningServer = (): number | undefined => {
  try {
    const pid = Number(readFileSync(join(dataDir, 'frontdesk.lock'), 'utf8').trim());
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
};

if (command === 'backup') {
  const before = new Set(await listBackups(backupDir));
  const pid = runningServer();
  if (pid !== undefined) {
    // The server holds the database: it writes the backup itself on SIGUSR2.
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + 60_000;
    let written: string | undefined;
    while (!written && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      written = (await listBackups(backupDir)).find((f) => !before.has(f));
    }
    if (!written) fail(`The server (pid ${pid}) wrote no backup within a minute; see its log.`);
    console.log(`Backup written by the running server: ${written}`);
  } else {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir,
      backupDir,
      backupKeep: env.BACKUP_KEEP,
    });
    try {
      console.log(`Backup written: ${await database.backup!()}`);
    } finally {
      await database.close();
    }
  }
} else if (command === 'restore' && file) {
  try {
    const report = await restoreBackup(resolve(file), dataDir);
    console.log(`Restored ${report.restored} into ${dataDir}.`);
    if (report.previous) console.log(`The data it replaced is kept in ${report.previous}.`);
    for (const [table, n] of Object.entries(report.rows)) console.log(`  ${table}: ${n} rows`);
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(`${error.message}\nNothing was restored.`);
    throw error;
  }
} else {
  fail('Usage: npm run backup | npm run restore -- FILE');
}
