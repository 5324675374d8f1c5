import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, passwordResets, rateLimitHits, sessions, users } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pruneExpired, startHousekeeping } from './housekeeping.ts';

const at = new Date('2026-11-25T06:00:00Z');
const hoursAgo = (hours: number) => new Date(at.getTime() - hours * 3600_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Writes sessions, reset links, idempotency keys and limit windows named after their fate. */
const writeRows = async (prefix: string) => {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.username, 'reception')).limit(1);
  const session = (name: string, ends: Partial<Record<'revoked' | 'idle' | 'absolute', Date>>) => ({
    hotelId: user!.hotelId,
    userId: user!.id,
    role: 'reception' as const,
    tokenHash: `${prefix}-${name}`,
    lastSeenAt: hoursAgo(50),
    idleExpiresAt: ends.idle ?? hoursAgo(-12),
    expiresAt: ends.absolute ?? hoursAgo(-100),
    revokedAt: ends.revoked ?? null,
  });
  await db
    .insert(sessions)
    .values([
      session('gone-revoked', { revoked: hoursAgo(25) }),
      session('gone-idle', { idle: hoursAgo(30) }),
      session('gone-week', { absolute: hoursAgo(48) }),
      session('kept-live', {}),
      session('kept-revoked-recently', { revoked: hoursAgo(2) }),
    ]);
  const reset = (name: string, expiresAt: Date) => ({
    hotelId: user!.hotelId,
    userId: user!.id,
    tokenHash: `${prefix}-${name}`,
    expiresAt,
  });
  await db
    .insert(passwordResets)
    .values([
      reset('gone', hoursAgo(25)),
      reset('kept', hoursAgo(-0.5)),
      reset('kept-used', hoursAgo(1)),
    ]);
  const key = (name: string, createdAt: Date) => ({
    hotelId: user!.hotelId,
    key: `${prefix}-${name}`,
    operation: 'test',
    statusCode: 200,
    response: {},
    createdAt,
  });
  await db.insert(idempotencyKeys).values([key('gone', hoursAgo(25)), key('kept', hoursAgo(23))]);
  await db.insert(rateLimitHits).values([
    { key: `${prefix}-gone`, count: 10, expiresAt: hoursAgo(0.01) },
    { key: `${prefix}-kept`, count: 10, expiresAt: hoursAgo(-0.2) },
  ]);
};

const left = async (prefix: string) => {
  const db = t.database.db;
  const names = (rows: { name: string }[]) =>
    rows
      .filter((row) => row.name.startsWith(`${prefix}-`))
      .map((row) => row.name.slice(prefix.length + 1))
      .sort();
  return {
    sessions: names(await db.select({ name: sessions.tokenHash }).from(sessions)),
    passwordResets: names(await db.select({ name: passwordResets.tokenHash }).from(passwordResets)),
    idempotencyKeys: names(await db.select({ name: idempotencyKeys.key }).from(idempotencyKeys)),
    rateLimitHits: names(await db.select({ name: rateLimitHits.key }).from(rateLimitHits)),
  };
};

describe('pruning expired rows', () => {
  it('deletes rows a day past their end and expired limit windows, and keeps live ones', async () => {
    await writeRows('one');
    const pruned = await pruneExpired(t.database.db, at);
    expect(await left('one')).toEqual({
      sessions: ['kept-live', 'kept-revoked-recently'],
      passwordResets: ['kept', 'kept-used'],
      idempotencyKeys: ['kept'],
      rateLimitHits: ['kept'],
    });
    expect(pruned).toMatchObject({
      sessions: 3,
      passwordResets: 1,
      idempotencyKeys: 1,
      rateLimitHits: expect.any(Number),
    });
  });

  it('clears a backlog larger than one batch', async () => {
    await writeRows('two');
    await writeRows('three');
    await pruneExpired(t.database.db, at, { batch: 2 });
    expect((await left('two')).sessions).toEqual(['kept-live', 'kept-revoked-recently']);
    expect((await left('three')).sessions).toEqual(['kept-live', 'kept-revoked-recently']);
    expect((await left('three')).idempotencyKeys).toEqual(['kept']);
  });

  it('prunes in the background at start and then on its timer, until stopped', async () => {
    await writeRows('four');
    let clock = hoursAgo(0.5);
    const housekeeping = startHousekeeping({
      db: t.database.db,
      log: t.app.log,
      now: () => clock,
      everyMs: 20,
    });
    try {
      // At start (half an hour early) only the sessions, links and keys a day past their end go.
      await expect
        .poll(async () => (await left('four')).sessions)
        .toEqual(['kept-live', 'kept-revoked-recently']);
      expect((await left('four')).rateLimitHits).toEqual(['gone', 'kept']);
      clock = at;
      await expect.poll(async () => (await left('four')).rateLimitHits).toEqual(['kept']);
    } finally {
      await housekeeping.stop();
    }
  });
});
