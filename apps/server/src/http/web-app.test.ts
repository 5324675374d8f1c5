import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';

const dist = mkdtempSync(join(tmpdir(), 'frontdesk-dist-'));
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>desk</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The service worker the web build generates (ADR 047).
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting');
  // What the web build's compress step leaves beside a bundle.
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  database = await openTestDatabase();
  app = await buildApp({
    database,
    env: {
      MAIL_FROM: 'x@localhost',
      ALLOWED_ORIGINS: '',
      LOG_LEVEL: 'error',
      SMTP_URL: undefined,
      PUBLIC_URL: undefined,
    },
    webDist: dist,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every screen path with index.html, revalidated', async () => {
    for (const url of ['/', '/dashboard', '/reset-password?hotel=aureo&token=x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>desk</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('has the service worker revalidated, so that a deploy reaches every desk', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('self.skipWaiting');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed bundles for a year, including ones built after start', async () => {
    writeFileSync(join(dist, 'assets', 'late-def456.js'), 'console.log(2)');
    for (const url of ['/assets/index-abc123.js', '/assets/late-def456.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers 404, not the page, for a missing bundle or API path', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone-000.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Not found.');
  });

  it('sends the precompressed bundle to a browser that accepts brotli', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('compresses large API answers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
