import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const mainPath = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const backupCliPath = fileURLToPath(new URL('../src/db/backup-cli.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-main-'));
/** Every server started here: one a failed check left running (detached) is stopped at the end. */
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const startServer = (port: number, env: Record<string, string> = {}): Started => {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RECEPTION_PASSWORD: '',
      ADMIN_PASSWORD: '',
      PUBLIC_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A session of its own has no controlling terminal, like a service under systemd.
    detached: true,
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
};

const waitFor = async (condition: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  'the server process on the embedded database',
  () => {
    it('starts with a banner and demo passwords, refuses a second process, and closes cleanly', async () => {
      const first = startServer(38_101, { PUBLIC_URL: 'http://192.0.2.80:38101' });
      await waitFor(() => first.output().includes('Front desk is running'), 60_000);
      // The password file's line is a write of its own, after the banner's: read once it came
      // (or did not, which the check below then names).
      await waitFor(() => first.output().includes('Demo passwords written to'), 10_000).catch(
        () => undefined,
      );
      const banner = first.output();
      expect(banner).toMatch(
        /Open on the desks:\n {2}http:\/\/192\.0\.2\.80:38101 +PUBLIC_URL\n {2}http:\/\/localhost:38101 +this machine only\n/,
      );
      expect(banner).toContain('Warning: PUBLIC_URL http://192.0.2.80:38101 is plain HTTP');
      expect(banner).toContain(`Database: embedded PGlite in ${dataDir}`);
      expect(banner).toContain('does not fsync');
      expect(banner).toContain('set DATABASE_URL to a PostgreSQL server');
      // Without a terminal the generated passwords go to a file only the owner reads, never
      // to stdout or stderr (a service's journal).
      const passwordFile = join(dataDir, 'initial-passwords.txt');
      expect(banner).toContain(`Demo passwords written to ${passwordFile}`);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      const passwords = readFileSync(passwordFile, 'utf8');
      const password = /swe reception password: (\S+)/.exec(passwords)?.[1];
      const adminPassword = /swe admin password: +(\S+)/.exec(passwords)?.[1];
      const aureoPassword = /aureo reception password: (\S+)/.exec(passwords)?.[1];
      expect(password).toBeTruthy();
      expect(adminPassword).toBeTruthy();
      // Each hotel its own: aureo's reception password does not sign in at swe.
      expect(aureoPassword).toBeTruthy();
      expect(aureoPassword).not.toBe(password);
      expect(banner).not.toContain(password);
      expect(banner).not.toContain(adminPassword);
      const health = await fetch('http://127.0.0.1:38101/api/health');
      expect(await health.json()).toMatchObject({ status: 'ok' });
      const login = await fetch('http://127.0.0.1:38101/api/swe/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'reception', password }),
      });
      expect(login.status).toBe(200);

      // `npm run backup` asks the running server (SIGUSR2), which writes it and goes on.
      const backup = spawn(process.execPath, ['--import', 'tsx', backupCliPath, 'backup'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_DIR: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let backupOutput = '';
      backup.stdout.on('data', (d) => (backupOutput += String(d)));
      backup.stderr.on('data', (d) => (backupOutput += String(d)));
      expect(await new Promise((r) => backup.on('close', r))).toBe(0);
      expect(backupOutput).toContain('Backup written by the running server');
      expect((await fetch('http://127.0.0.1:38101/api/health')).status).toBe(200);

      const second = startServer(38_102);
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by another server \(pid \d+\)/);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'frontdesk.lock'))).toBe(false);

      // Reopened: the data is kept and no new passwords are generated.
      const again = startServer(38_103);
      await waitFor(() => again.output().includes('Front desk is running'), 60_000);
      expect(again.output()).not.toContain('Demo passwords');
      expect(again.output()).not.toContain('Warning');
      const relogin = await fetch('http://127.0.0.1:38103/api/swe/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'reception', password }),
      });
      expect(relogin.status).toBe(200);
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);
    }, 180_000);
  },
);
