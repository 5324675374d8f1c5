import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { HotelEvent } from '@frontdesk/domain';
import { eq } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import { tooManyUnauthenticatedCloseCode } from '@frontdesk/domain';
import {
  allowedSocketOrigins,
  isAllowedOrigin,
  maxUnauthenticatedSocketsPerAddress,
} from './socket.routes.ts';
import { hotels } from '../db/schema.ts';
import { startSecondApp, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp({ socketHeartbeatMs: 300 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `ws://127.0.0.1:${address.port}/ws`;
});
afterAll(() => t.close());

const hotelIdOf = async (key: string) =>
  (await t.database.db.select().from(hotels).where(eq(hotels.key, key)))[0]!.id;

interface OpenSocket {
  socket: WebSocket;
  messages: unknown[];
  closed: Promise<number>;
  next(): Promise<unknown>;
}

const open = (url: string, headers: Record<string, string> = {}) =>
  new Promise<OpenSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const messages: unknown[] = [];
    const waiting: ((m: unknown) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        next: () =>
          messages.length > 0
            ? Promise.resolve(messages.shift())
            : new Promise((r, j) => {
                waiting.push(r);
                setTimeout(() => {
                  const index = waiting.indexOf(r);
                  if (index < 0) return;
                  waiting.splice(index, 1);
                  j(new Error('no message within 3 s'));
                }, 3000);
              }),
      }),
    );
    socket.on('error', reject);
  });

const openReady = async (hotel: 'aureo' | 'swe', url = base) => {
  const s = await open(url);
  s.socket.send(JSON.stringify({ type: 'auth', token: await t.login(hotel) }));
  expect(await s.next()).toEqual({ type: 'ready' });
  return s;
};

describe('/ws', () => {
  it('answers ready to a valid token and delivers events of that hotel only', async () => {
    const aureo = await openReady('aureo');
    const swe = await openReady('swe');
    const event: HotelEvent = { type: 'room_updated', room: '101', status: 5, refreshStats: true };
    const hotelId = await hotelIdOf('aureo');
    await t.app.events.publish(hotelId, event);
    expect(await aureo.next()).toEqual(event);
    await t.app.events.publish(await hotelIdOf('swe'), { type: 'payment_updated' });
    expect(await swe.next()).toEqual({ type: 'payment_updated' });
    expect(aureo.messages).toEqual([]);
    aureo.socket.close();
    swe.socket.close();
  });

  it.each([
    ['an unknown token', JSON.stringify({ type: 'auth', token: 'nope' })],
    ['a message that is not JSON', 'hello'],
    ['a message of another type', JSON.stringify({ type: 'subscribe' })],
  ])('closes with 4401 on %s', async (_case, first) => {
    const s = await open(base);
    s.socket.send(first);
    expect(await s.closed).toBe(4401);
  });

  it('closes with 4401 on a token revoked by logout', async () => {
    const token = await t.login('aureo');
    await t.app.inject({
      method: 'POST',
      url: '/api/aureo/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    const s = await open(base);
    s.socket.send(JSON.stringify({ type: 'auth', token }));
    expect(await s.closed).toBe(4401);
  });

  it('closes an open socket with 4401 once its token is revoked by logout', async () => {
    const token = await t.login('aureo');
    const s = await open(base);
    s.socket.send(JSON.stringify({ type: 'auth', token }));
    expect(await s.next()).toEqual({ type: 'ready' });
    await t.app.inject({
      method: 'POST',
      url: '/api/aureo/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await s.closed).toBe(4401);
  });

  it('accepts a page of the address the desk opened, as on the hotel network', async () => {
    // The server's LAN address: the Host the desk's browser names and its page's origin agree.
    const lan = await open(base, {
      host: '192.168.1.20:3000',
      origin: 'http://192.168.1.20:3000',
    });
    lan.socket.send(JSON.stringify({ type: 'auth', token: await t.login('aureo') }));
    expect(await lan.next()).toEqual({ type: 'ready' });
    lan.socket.close();
    const own = await open(base, { origin: `http://${new URL(base).host}` });
    own.socket.close();
  });

  it('refuses a page of any other origin with 403', async () => {
    await expect(open(base, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    await expect(
      open(base, { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3001' }),
    ).rejects.toThrow(/403/);
    await expect(
      open(base, { host: '192.168.1.20:3000', origin: 'http://evil.example' }),
    ).rejects.toThrow(/403/);
    await expect(open(base, { host: '192.168.1.20:3000', origin: 'null' })).rejects.toThrow(/403/);
  });

  it('still accepts pages of the public address (PUBLIC_URL), whatever Host is named', async () => {
    const own = await open(base, { origin: 'http://desk.test', host: '192.168.1.20:3000' });
    own.socket.close();
  });

  it('gives a DNS-rebinding page nothing without a token', async () => {
    // Its origin and Host agree, so the origin check lets it in; the token check does not.
    const s = await open(base, { origin: 'http://evil.example', host: 'evil.example' });
    s.socket.send(JSON.stringify({ type: 'auth', token: 'stolen?' }));
    expect(await s.closed).toBe(4401);
  });

  it('closes a socket that sends an oversized message', async () => {
    const s = await open(base);
    s.socket.send('x'.repeat(10_000));
    expect(await s.closed).toBe(1009);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'fans events out to a second server process on the same PostgreSQL',
    async () => {
      const second = await startSecondApp(t.database);
      await second.listen({ port: 0, host: '127.0.0.1' });
      const port = (second.server.address() as { port: number }).port;
      const listener = await openReady('aureo', `ws://127.0.0.1:${port}/ws`);
      await t.app.events.publish(await hotelIdOf('aureo'), { type: 'reservation_updated' });
      expect(await listener.next()).toEqual({ type: 'reservation_updated' });
      listener.socket.close();
      await second.close();
    },
  );

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'keeps delivering events after PostgreSQL drops the listening connection',
    async () => {
      const listener = await openReady('aureo');
      await t.database.pool!.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      const deadline = Date.now() + 10_000;
      let delivered = false;
      while (!delivered && Date.now() < deadline) {
        await t.app.events.publish(await hotelIdOf('aureo'), { type: 'reservation_updated' });
        delivered = await listener.next().then(
          () => true,
          () => false,
        );
      }
      expect(delivered).toBe(true);
      listener.socket.close();
    },
    20_000,
  );
});

describe('/ws when a session ends', () => {
  // Heartbeats a minute apart: a socket that closes sooner was closed by the revocation itself.
  let slow: TestApp;
  let url: string;
  beforeAll(async () => {
    slow = await startTestApp({ socketHeartbeatMs: 60_000 });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(slow.app.server.address() as { port: number }).port}/ws`;
  });
  afterAll(() => slow.close());

  const readySocket = async (token: string) => {
    const s = await open(url);
    s.socket.send(JSON.stringify({ type: 'auth', token }));
    expect(await s.next()).toEqual({ type: 'ready' });
    return s;
  };
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms),
      ),
    ]);

  it('closes at once a socket beyond the few one address may hold without a token', async () => {
    const waiting = await Promise.all(
      Array.from({ length: maxUnauthenticatedSocketsPerAddress }, () => open(url)),
    );
    const extra = await open(url);
    expect(await within(extra.closed, 2000)).toBe(tooManyUnauthenticatedCloseCode);
    // One that authenticates frees its place: the next socket may wait for its token.
    waiting[0]!.socket.send(JSON.stringify({ type: 'auth', token: await slow.login('aureo') }));
    expect(await waiting[0]!.next()).toEqual({ type: 'ready' });
    const next = await open(url);
    // So does one that closes; the deadline for a token still holds for those kept waiting.
    waiting[1]!.socket.close();
    await waiting[1]!.closed;
    await vi.waitFor(async () => {
      const later = await open(url);
      expect(await within(later.closed, 300).catch(() => 'open')).toBe('open');
      later.socket.close();
    });
    for (const s of [...waiting, next]) s.socket.close();
  });

  it('logout closes that token’s sockets at once, and only those', async () => {
    const token = await slow.login('aureo');
    const other = await readySocket(await slow.login('aureo'));
    const mine = await readySocket(token);
    await slow.app.inject({
      method: 'POST',
      url: '/api/aureo/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await within(mine.closed, 2000)).toBe(4401);
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    other.socket.close();
  });

  it('a password reset closes every socket of that user at once', async () => {
    const s = await readySocket(await slow.login('swe'));
    await slow.app.inject({
      method: 'POST',
      url: '/api/swe/forgot-password',
      payload: { email: 'reception@swe.example.com' },
    });
    await vi.waitFor(() => expect(slow.mails.length).toBeGreaterThan(0));
    const link = /https?:\/\/\S+/.exec(slow.mails.at(-1)!.text)![0];
    const resetToken = new URL(link).searchParams.get('token')!;
    const reset = await slow.app.inject({
      method: 'POST',
      url: '/api/swe/reset-password',
      payload: { token: resetToken, password: 'a-new-password-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await within(s.closed, 2000)).toBe(4401);
  });
});

describe('allowedSocketOrigins', () => {
  it.each<[string, string, string[], boolean]>([
    ['http://localhost:3000', 'http://127.0.0.1:3000', [], true],
    ['http://localhost:3000', 'http://[::1]:3000', [], true],
    ['http://localhost:3000', 'http://127.0.0.1:3001', [], false],
    ['https://desk.aureo.example', 'https://desk.aureo.example', [], true],
    ['https://desk.aureo.example', 'http://desk.aureo.example', [], false],
    ['https://desk.aureo.example', 'http://localhost:5173', ['http://localhost:5173/'], true],
    ['https://desk.aureo.example', 'http://192.168.1.5:3000', [], false],
  ])('public %s: a page of %s (extra %j) -> %s', (publicUrl, origin, extra, allowed) => {
    expect(allowedSocketOrigins(publicUrl, extra).has(origin)).toBe(allowed);
  });
});

describe('isAllowedOrigin', () => {
  const allowed = allowedSocketOrigins('https://desk.aureo.example', ['http://localhost:5173']);
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
  it.each<[string, Record<string, string>, boolean]>([
    [
      'a LAN desk on its own address',
      { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' },
      true,
    ],
    ['the same host behind TLS', { host: 'desk.lan', origin: 'https://desk.lan' }, true],
    ['the default port written out', { host: 'desk.lan:80', origin: 'http://desk.lan' }, true],
    [
      'another port of the same host',
      { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:8080' },
      false,
    ],
    ['a foreign page', { host: '192.168.1.20:3000', origin: 'https://evil.example' }, false],
    ['an opaque origin', { host: '192.168.1.20:3000', origin: 'null' }, false],
    ['PUBLIC_URL', { host: '10.0.0.5:3000', origin: 'https://desk.aureo.example' }, true],
    ['ALLOWED_ORIGINS', { host: '10.0.0.5:3000', origin: 'http://localhost:5173' }, true],
    ['no Origin (not a browser)', { host: '10.0.0.5:3000' }, true],
  ])('%s -> %s', (_case, headers, expected) => {
    expect(isAllowedOrigin(request(headers), allowed)).toBe(expected);
  });
});
