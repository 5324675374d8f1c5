import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const mainPath = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));
export const receptionPassword = 'e2e-reception-pass';
export const adminPassword = 'e2e-admin-pass';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

export interface RunningServer {
  baseURL: string;
  output(): string;
  stop(): Promise<void>;
  /** kill -9: no chance to checkpoint or close (the data dir is kept). */
  crash(): Promise<void>;
}

/**
 * The real server process (the same `main.ts` npm start runs) on a fresh embedded database,
 * serving the built web app.
 */
export const startServer = async (
  env: Record<string, string> = {},
  /** An existing data dir to (re)open; it is left in place on stop. */
  keptDataDir?: string,
): Promise<RunningServer> => {
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'frontdesk-e2e-'));
  // A new data dir starts from the project's migrated database (ADR 064), as a server that was
  // started once and stopped before any hotel was added would leave it.
  const template = inject('e2eDataDirTemplate');
  if (!keptDataDir && !env.DATA_DIR && !env.DATABASE_URL && template) {
    cpSync(template, dataDir, { recursive: true });
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RECEPTION_PASSWORD: receptionPassword,
      ADMIN_PASSWORD: adminPassword,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Front desk is running')) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
  };
};
