import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { bearer, startSecondApp, startTestApp, type TestApp } from '../../test/test-app.ts';

let clock = new Date('2026-11-22T07:30:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

const me = (token: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/aureo/reception/me', headers: bearer(token) });
const logout = (token: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/aureo/logout', headers: bearer(token) });

describe('live sessions held in memory', () => {
  it('a logout is refused at once, though the session was just read', async () => {
    const token = await t.login('aureo');
    expect((await me(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a session ended by hand in the database is refused within a minute', async () => {
    const token = await t.login('aureo');
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ revokedAt: clock });
    clock = new Date(clock.getTime() + 61_000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('an idle session expires on time even while held in memory', async () => {
    const token = await t.login('aureo');
    expect((await me(token)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 12 * 3600_000 + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'a logout in one server process is refused at once by another on the same PostgreSQL',
    async () => {
      const second = await startSecondApp(t.database, () => clock);
      try {
        const token = await t.login('aureo');
        expect((await me(token, second)).statusCode).toBe(200);
        expect((await logout(token)).statusCode).toBe(200);
        // NOTIFY is asynchronous: give it a moment, far less than the minute a cache may live.
        await expect
          .poll(async () => (await me(token, second)).statusCode, { timeout: 5000 })
          .toBe(401);
      } finally {
        await second.close();
      }
    },
  );
});
