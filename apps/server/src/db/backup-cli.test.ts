import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyPostgres } from '../../test/test-database.ts';
import { openDatabase } from './client.ts';
import { processStart } from './data-dir-lock.ts';
import { seedDemoData } from './seed.ts';

const cliPath = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'frontdesk-backup-cli-'));
  folders.push(dir);
  return dir;
};
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** `npm run backup [-- ...]` as a person types it, with its output and exit code. */
const npmRunBackup = (env: Record<string, string>, ...args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cliPath, 'backup', ...args], {
      env: { ...process.env, DATABASE_URL: '', BACKUP_DIR: '', BACKUP_COPY_DIR: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.on('close', (code) => resolve({ code, output }));
  });

/** A harmless program, standing for whatever got the dead server's pid after a power cut. */
const bystander = (command: string, args: string[]) => {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  return { pid: child.pid!, stillRunning: () => child.exitCode === null && !child.signalCode };
};

const backupsIn = (dir: string) =>
  readdirSync(dir).filter((n) => /^frontdesk-.*\.(tar\.gz|dump)$/.test(n));
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  'npm run backup on the embedded database',
  { timeout: 180_000 },
  () => {
    it('never signals a program that is not the server: a stale lock of an older version', async () => {
      const dataDir = folder();
      const sleeper = bystander('sleep', ['600']);
      writeFileSync(join(dataDir, 'frontdesk.lock'), String(sleeper.pid));
      const result = await npmRunBackup({ DATA_DIR: dataDir });
      expect(sleeper.stillRunning()).toBe(true);
      expect(result.output).toMatch(/Backup written: .*frontdesk-\d{8}T\d{9}Z\.tar\.gz/);
      expect(result.code).toBe(0);
      const [file] = backupsIn(join(dataDir, 'backups'));
      expect(modeOf(join(dataDir, 'backups', file!))).toBe(0o600);

      // The backup it wrote restores in a temporary folder and holds the rows recorded.
      const verified = await npmRunBackup({ DATA_DIR: dataDir }, '--verify');
      expect(verified.output).toContain('holds every row it was written with');
      expect(verified.code).toBe(0);
      const manifestPath = join(dataDir, 'backups', `${file}.json`);
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        rows: Record<string, number>;
      };
      writeFileSync(
        manifestPath,
        JSON.stringify({ ...manifest, rows: { ...manifest.rows, hotels: 9 } }),
      );
      const mismatch = await npmRunBackup({ DATA_DIR: dataDir }, '--verify');
      expect(mismatch.output).toContain('hotels: 0 rows  <- recorded 9');
      expect(mismatch.output).toContain('does NOT match');
      expect(mismatch.code).toBe(1);
    });

    it('never signals a program that got the pid of a server that died', async () => {
      const dataDir = folder();
      const sleeper = bystander('sleep', ['600']);
      const deadServer = { pid: sleeper.pid, start: 'another-boot:1234', role: 'server' };
      writeFileSync(join(dataDir, 'frontdesk.lock'), JSON.stringify(deadServer));
      const result = await npmRunBackup({ DATA_DIR: dataDir });
      expect(sleeper.stillRunning()).toBe(true);
      expect(result.code).toBe(0);
      expect(backupsIn(join(dataDir, 'backups'))).toHaveLength(1);
    });

    it('says what holds the data dir when it is not a server, and signals nothing', async () => {
      const dataDir = folder();
      const restore = bystander(process.execPath, ['-e', 'setTimeout(() => {}, 600000)']);
      const start = processStart(restore.pid);
      writeFileSync(
        join(dataDir, 'frontdesk.lock'),
        JSON.stringify({ pid: restore.pid, start, role: 'restore' }),
      );
      const result = await npmRunBackup({ DATA_DIR: dataDir });
      expect(restore.stillRunning()).toBe(true);
      expect(result.output).toContain(`is held by pid ${restore.pid} (restore)`);
      expect(result.output).toContain('Nothing was signalled');
      expect(result.code).toBe(1);
    });
  },
);

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'npm run backup on PostgreSQL',
  { timeout: 120_000 },
  () => {
    it('writes an owner-only pg_dump file in custom format that pg_restore reads', async () => {
      const empty = await createEmptyPostgres();
      try {
        const database = await openDatabase({ kind: 'postgres', url: empty.url });
        await seedDemoData(database.db, { reception: 'pass-1', admin: 'pass-2' });
        await database.close();
        const backupDir = join(folder(), 'backups');
        const env = { DATABASE_URL: empty.url, BACKUP_DIR: backupDir };
        const result = await npmRunBackup(env);
        expect(result.output).toMatch(
          /Backup written with pg_dump: .*frontdesk-\d{8}T\d{9}Z\.dump/,
        );
        expect(result.code).toBe(0);
        const [file] = backupsIn(backupDir);
        expect(modeOf(join(backupDir, file!))).toBe(0o600);
        expect(modeOf(backupDir)).toBe(0o700);
        // The custom format's table of contents lists the database's tables.
        expect(
          execFileSync('pg_restore', ['--list', join(backupDir, file!)], { encoding: 'utf8' }),
        ).toContain('TABLE public hotels');

        const verified = await npmRunBackup(env, '--verify');
        expect(verified.output).toContain('checksum: matches');
        expect(verified.output).toMatch(/tables: \d+ \(.*hotels/);
        expect(verified.code).toBe(0);
        // One byte changed on the disk: the checksum tells.
        const bytes = readFileSync(join(backupDir, file!));
        bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
        writeFileSync(join(backupDir, file!), bytes);
        const damaged = await npmRunBackup(env, '--verify');
        expect(damaged.output).toContain('DOES NOT MATCH');
        expect(damaged.code).toBe(1);

        const missing = await npmRunBackup({ ...env, PG_DUMP: '/nonexistent/pg_dump' });
        expect(missing.output).toContain('/nonexistent/pg_dump is not installed');
        expect(missing.code).toBe(1);
      } finally {
        await empty.drop();
      }
    });
  },
);
