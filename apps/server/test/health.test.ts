import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createHealthCheck, healthTimeoutMs } from '../src/health/health.service.ts';
import { packageVersion } from '../src/health/version.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/health', () => {
  it('answers ok with the version once the database answers, never cached', async () => {
    t = await startTestApp();
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', version: packageVersion() });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 unavailable when the database is gone', async () => {
    const app = await startTestApp();
    // PostgreSQL's pool finishes closing only once the app lets go of its listening connection;
    // from the moment closing starts it refuses queries. PGlite refuses them once closed.
    const closing = app.database.close();
    if (app.database.kind === 'pglite') await closing;
    const answer = await app.app.inject({ method: 'GET', url: '/api/health' });
    await app.app.close();
    await closing;
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'unavailable',
      message: 'The database is not answering.',
      version: packageVersion(),
    });
  });

  it('counts a database that does not answer in time as gone', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Database;
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const started = Date.now();
    const health = await createHealthCheck(hanging, { version: '1.2.3', commit: 'abc1234' }, log)();
    expect(health).toEqual({
      status: 'unavailable',
      message: 'The database is not answering.',
      version: '1.2.3',
      commit: 'abc1234',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(healthTimeoutMs - 50);
    expect(warnings).toEqual([
      [{ reason: `no answer within ${healthTimeoutMs} ms` }, expect.any(String)],
    ]);
  });
});
