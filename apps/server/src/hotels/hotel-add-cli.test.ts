import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyPostgres } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';

const cliPath = fileURLToPath(new URL('./hotel-add-cli.ts', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'frontdesk-hotel-add-'));
  folders.push(dir);
  return dir;
};

const inle = [
  '--key',
  'inle',
  '--name',
  'Inle Lake Inn',
  '--address',
  'No. 1, Lake Road',
  '--city',
  'Nyaungshwe',
  '--phone',
  '+95 9 123 456',
  '--admin-username',
  'owner',
  '--admin-name',
  'Daw Su',
];

/** `npm run hotel:add -- ...` as the owner types it, with its output and exit code. */
const hotelAdd = (env: Record<string, string>, args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cliPath, ...args], {
      env: { ...process.env, DATABASE_URL: '', ADMIN_PASSWORD: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.on('close', (code) => resolve({ code, output }));
  });

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  'npm run hotel:add on the embedded database',
  { timeout: 180_000 },
  () => {
    it('adds a hotel the picker lists and whose admin signs in with the password printed once', async () => {
      const dataDir = folder();
      const added = await hotelAdd({ DATA_DIR: dataDir }, inle);
      expect(added.code, added.output).toBe(0);
      const password = /Password \(shown once, write it down\): (\S+)/.exec(added.output)?.[1];
      expect(password).toBeDefined();

      const twice = await hotelAdd({ DATA_DIR: dataDir }, inle);
      expect(twice.code).toBe(1);
      expect(twice.output).toContain("A hotel with key 'inle' already exists. Nothing was added.");
      const samePrefix = await hotelAdd({ DATA_DIR: dataDir }, [
        ...inle.map((arg) => (arg === 'inle' ? 'inle-two' : arg)),
        '--receipt-prefix',
        'INL',
      ]);
      expect(samePrefix.code).toBe(1);
      expect(samePrefix.output).toContain(
        "Receipt prefix must differ from another hotel's prefix, and from it with FOOD after it. Nothing was added.",
      );

      const database = await openDatabase({ kind: 'pglite', dataDir });
      const app = await buildApp({
        database,
        env: {
          MAIL_FROM: 'x@localhost',
          ALLOWED_ORIGINS: '',
          LOG_LEVEL: 'error',
          SMTP_URL: undefined,
        },
        webDist: '/nonexistent',
      });
      try {
        const hotels = (await app.inject({ method: 'GET', url: '/api/hotels' })).json();
        expect(hotels).toEqual([
          expect.objectContaining({ key: 'inle', name: 'Inle Lake Inn', receiptPrefix: 'INL' }),
        ]);
        const login = await app.inject({
          method: 'POST',
          url: '/api/inle/admin-login',
          payload: { username: 'owner', password },
        });
        expect(login.statusCode, login.body).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    });

    it('refuses bad options by name, and a data directory a server holds, adding nothing', async () => {
      const dataDir = folder();
      const bad = await hotelAdd({ DATA_DIR: dataDir }, ['--key', 'In Le', '--name', 'X']);
      expect(bad.code).toBe(1);
      expect(bad.output).toContain('--key: Hotel key must be');
      expect(bad.output).toContain('--admin-username: Admin username is required');

      const lock = lockDataDir(dataDir, 'server');
      try {
        const held = await hotelAdd({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'pass-word-1' }, inle);
        expect(held.code).toBe(1);
        expect(held.output).toMatch(/is in use by pid \d+ \(server\)\. Stop the server/);
      } finally {
        lock.release();
      }
    });
  },
);

describe.runIf(process.env.TEST_DATABASE_URL)('npm run hotel:add on PostgreSQL', () => {
  it('adds the hotel to the database DATABASE_URL names, with ADMIN_PASSWORD', async () => {
    const empty = await createEmptyPostgres();
    try {
      const added = await hotelAdd(
        { DATABASE_URL: empty.url, ADMIN_PASSWORD: 'pass-word-1' },
        inle,
      );
      expect(added.code, added.output).toBe(0);
      expect(added.output).toContain('Password: the one in ADMIN_PASSWORD.');
      const database = await openDatabase({ kind: 'postgres', url: empty.url });
      const keys = await database.db.query.hotels.findMany();
      await database.close();
      expect(keys.map((h) => h.key)).toEqual(['inle']);
    } finally {
      await empty.drop();
    }
  });
});
