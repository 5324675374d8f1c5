import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  receptionPassword,
  startSecondApp,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

// Two server processes on one database, and a "restart": a new app on the same database.
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  other = await startSecondApp(t.database);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const signIn = (app: FastifyInstance, remoteAddress: string, password: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/swe/login',
    remoteAddress,
    headers: cookie ? { cookie } : {},
    payload: { username: 'reception', password },
  });

describe('sign-in limits shared through the database', () => {
  it('counts the failures of both processes against one limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(t.app, '10.4.0.1', `guess-a${i}`)).statusCode).toBe(401);
      expect((await signIn(other, '10.4.0.1', `guess-b${i}`)).statusCode).toBe(401);
    }
    expect((await signIn(t.app, '10.4.0.1', receptionPassword)).statusCode).toBe(429);
    expect((await signIn(other, '10.4.0.1', receptionPassword)).statusCode).toBe(429);
  });

  it('still holds a limit reached before a restart', async () => {
    for (let i = 0; i < 10; i += 1) await signIn(t.app, '10.4.0.2', `guess${i}`);
    const restarted = await startSecondApp(t.database);
    try {
      expect((await signIn(restarted, '10.4.0.2', receptionPassword)).statusCode).toBe(429);
      expect((await signIn(restarted, '10.4.0.3', receptionPassword)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it("accepts the other process's known-device cookie, also after a restart", async () => {
    const first = await signIn(t.app, '10.4.0.4', receptionPassword);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    // A known device keeps its cookie; an unknown browser would be handed a new one.
    const again = await signIn(other, '10.4.0.4', receptionPassword, cookie);
    expect(String(again.headers['set-cookie']).split(';')[0]).toBe(cookie);

    for (let i = 0; i < 10; i += 1) await signIn(other, '10.4.0.4', `guess${i}`);
    const restarted = await startSecondApp(t.database);
    try {
      expect((await signIn(restarted, '10.4.0.4', receptionPassword)).statusCode).toBe(429);
      const desk = await signIn(restarted, '10.4.0.4', receptionPassword, cookie);
      expect(desk.statusCode).toBe(200);
      expect(String(desk.headers['set-cookie']).split(';')[0]).toBe(cookie);
    } finally {
      await restarted.close();
    }
  });
});
