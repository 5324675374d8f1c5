import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';
import {
  adminPassword,
  bearer,
  receptionPassword,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

let clock = new Date('2026-11-21T03:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

const sessionCount = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const me = (hotel: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${hotel}/reception/me`,
    headers: token ? bearer(token) : {},
  });

describe('POST /api/{hotel}/login', () => {
  it('signs a receptionist in with their name and role', async () => {
    const response = await post('/api/aureo/login', {
      username: 'reception',
      password: receptionPassword,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ name: 'Aye Aye Khaing', role: 'reception' });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const session = await me('aureo', body.token);
    expect(session.json()).toMatchObject({
      hotel: { key: 'aureo', name: 'Aureo Hotel' },
      user: { name: 'Aye Aye Khaing' },
    });
  });

  it('refuses a wrong password with a message and writes no session', async () => {
    const before = await sessionCount();
    const response = await post('/api/aureo/login', { username: 'reception', password: 'nope' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid username or password');
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ['missing password', { username: 'reception' }, 'Password is required'],
    ['missing username', { password: 'x' }, 'Username is required'],
    ['blank username', { username: '   ', password: 'x' }, 'Username is required'],
    ['number as username', { username: 42, password: 'x' }, 'Username is required'],
    ['array body', [1, 2], undefined],
  ])('answers 400 for %s and writes nothing', async (_case, payload, message) => {
    const before = await sessionCount();
    const response = await post('/api/aureo/login', payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    if (message) expect(response.json().message).toBe(message);
    expect(await sessionCount()).toBe(before);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/aureo/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "reception", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers 404 for an unknown hotel', async () => {
    const response = await post('/api/nowhere/login', {
      username: 'reception',
      password: receptionPassword,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Unknown hotel/);
  });
});

describe('POST /api/{hotel}/admin-login', () => {
  it('signs an admin in and answers the token only', async () => {
    const response = await post('/api/swe/admin-login', {
      username: 'admin',
      password: adminPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['token']);
    expect((await me('swe', response.json().token)).json().user).toEqual({
      id: expect.any(Number),
      name: 'Daw Mya Thet',
      role: 'admin',
    });
  });

  it('accepts admins only', async () => {
    const before = await sessionCount();
    const response = await post('/api/swe/admin-login', {
      username: 'reception',
      password: receptionPassword,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account cannot sign in as admin.');
    expect(await sessionCount()).toBe(before);
  });
});

describe('token guard on /api/{hotel}/reception/*', () => {
  it('answers 401 without a token, with a garbage token, or a malformed header', async () => {
    expect((await me('aureo')).statusCode).toBe(401);
    expect((await me('aureo', 'not-a-real-token')).statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/aureo/reception/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().message).toBe('Please sign in first.');
  });

  it("refuses the other hotel's token", async () => {
    const sweToken = await t.login('swe');
    expect((await me('swe', sweToken)).statusCode).toBe(200);
    const response = await me('aureo', sweToken);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token after logout', async () => {
    const token = await t.login('aureo');
    const logout = await post('/api/aureo/logout', undefined, bearer(token));
    expect(logout.statusCode).toBe(200);
    expect((await me('aureo', token)).statusCode).toBe(401);
    expect((await post('/api/aureo/logout', undefined, bearer(token))).statusCode).toBe(401);
  });

  it('expires a token left idle for 12 hours, and any token after 7 days', async () => {
    const start = clock;
    const idle = await t.login('aureo');
    clock = new Date(start.getTime() + 12 * 3600_000 + 1000);
    expect((await me('aureo', idle)).statusCode).toBe(401);

    clock = start;
    const busy = await t.login('aureo');
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      clock = new Date(start.getTime() + hours * 3600_000);
      expect((await me('aureo', busy)).statusCode).toBe(200);
    }
    clock = new Date(start.getTime() + 7 * 24 * 3600_000 + 1000);
    expect((await me('aureo', busy)).statusCode).toBe(401);
    clock = start;
  });
});

describe('rate limits', () => {
  it('answers 429 after ten wrong passwords for one username', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/api/swe/login', { username: 'victim', password: `guess${i}` })).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/swe/login', { username: 'victim', password: 'another' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
  });
});

describe('rate limits cannot be dodged or turned against the desk', () => {
  const from = (remoteAddress: string, username: string, password: string, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/swe/login',
      remoteAddress,
      headers,
      payload: { username, password },
    });

  it('ignores a forged X-Forwarded-For', async () => {
    for (let i = 0; i < 10; i += 1) await from('10.1.0.1', 'reception', `guess${i}`);
    expect((await from('10.1.0.1', 'reception', receptionPassword)).statusCode).toBe(429);
    const forged = await from('10.1.0.1', 'reception', receptionPassword, {
      'x-forwarded-for': '10.9.9.9',
    });
    expect(forged.statusCode).toBe(429);
  });

  it('does not lock the receptionist out at another address', async () => {
    const desk = await from('10.1.0.2', 'reception', receptionPassword);
    expect(desk.statusCode).toBe(200);
  });

  it('after 20 failures from an address, refuses unknown names there but not a user who has not failed', async () => {
    for (let i = 0; i < 20; i += 1) await from('10.1.0.3', `user${i}`, 'nope');
    expect((await from('10.1.0.3', 'someone-else', 'nope')).statusCode).toBe(429);
    expect((await from('10.1.0.3', 'reception', receptionPassword)).statusCode).toBe(200);
  });

  it('counts an attempt before its password is checked: 60 parallel guesses check at most 10', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => from('10.1.0.4', 'reception', `parallel${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(50);
  });

  it("a desk that signed in before is not locked out by strangers' failures on its address", async () => {
    const first = await from('10.1.0.5', 'reception', receptionPassword);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^frontdesk_device_swe=[^;]+; Path=\/api\/swe;.*HttpOnly; SameSite=Strict/,
    );
    const cookie = setCookie.split(';')[0]!;
    for (let i = 0; i < 15; i += 1) await from('10.1.0.5', 'reception', `guess${i}`);
    expect((await from('10.1.0.5', 'reception', receptionPassword)).statusCode).toBe(429);
    const desk = await from('10.1.0.5', 'reception', receptionPassword, { cookie });
    expect(desk.statusCode).toBe(200);
  });

  it.each([
    ['forged', 'frontdesk_device_swe=eyJ4Ijp0cnVlfQ.c2lnbmF0dXJl'],
    ['of another username', 'admin'],
  ])('a device cookie %s counts as an unknown browser', async (_case, cookieOrUser) => {
    let cookie = cookieOrUser;
    if (cookieOrUser === 'admin') {
      const admin = await t.app.inject({
        method: 'POST',
        url: '/api/swe/admin-login',
        remoteAddress: '10.1.0.7',
        payload: { username: 'admin', password: adminPassword },
      });
      cookie = String(admin.headers['set-cookie']).split(';')[0]!;
    }
    for (let i = 0; i < 10; i += 1) await from('10.1.0.6', 'reception', `guess${i}`);
    expect((await from('10.1.0.6', 'reception', receptionPassword, { cookie })).statusCode).toBe(
      429,
    );
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const mailsBefore = t.mails.length;
    const known = await post('/api/aureo/forgot-password', {
      email: 'reception@aureo.example.com',
    });
    const unknown = await post('/api/aureo/forgot-password', { email: 'nobody@aureo.example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.mails.length).toBe(mailsBefore + 1);
    expect(t.mails.at(-1)!.to).toBe('reception@aureo.example.com');
  });

  it('builds the link from the configured address, never from the request Host', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/aureo/forgot-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil2.example' },
      payload: { email: 'admin@aureo.example.com' },
    });
    await new Promise((r) => setTimeout(r, 50));
    const link = /https?:\/\/\S+/.exec(t.mails.at(-1)!.text)![0];
    expect(new URL(link).origin).toBe('http://desk.test');
  });

  it('refuses an invalid email with 400', async () => {
    const response = await post('/api/aureo/forgot-password', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A valid email is required');
  });

  it('sets a new password once with the mailed link, and ends old sessions', async () => {
    const oldToken = await t.login('swe');
    await post('/api/swe/forgot-password', { email: 'reception@swe.example.com' });
    await new Promise((r) => setTimeout(r, 50));
    const link = /https?:\/\/\S+/.exec(t.mails.at(-1)!.text)![0];
    const url = new URL(link);
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('hotel')).toBe('swe');
    const token = url.searchParams.get('token')!;

    const tooShort = await post('/api/swe/reset-password', { token, password: 'short' });
    expect(tooShort.statusCode).toBe(400);

    const reset = await post('/api/swe/reset-password', { token, password: 'a-new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await me('swe', oldToken)).statusCode).toBe(401);
    expect(
      (await post('/api/swe/login', { username: 'reception', password: 'a-new-password' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/swe/login', { username: 'reception', password: receptionPassword }))
        .statusCode,
    ).toBe(401);

    const again = await post('/api/swe/reset-password', { token, password: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses a link after 30 minutes, and on the other hotel', async () => {
    await post('/api/aureo/forgot-password', { email: 'admin@aureo.example.com' });
    await new Promise((r) => setTimeout(r, 50));
    const token = new URL(/https?:\/\/\S+/.exec(t.mails.at(-1)!.text)![0]).searchParams.get(
      'token',
    )!;
    expect(
      (await post('/api/swe/reset-password', { token, password: 'another-password' })).statusCode,
    ).toBe(400);
    const start = clock;
    clock = new Date(start.getTime() + 31 * 60_000);
    expect(
      (await post('/api/aureo/reset-password', { token, password: 'another-password' })).statusCode,
    ).toBe(400);
    clock = start;
    expect(
      (await post('/api/aureo/admin-login', { username: 'admin', password: adminPassword }))
        .statusCode,
    ).toBe(200);
  });
});

describe('platform', () => {
  it('answers health, the OpenAPI document and security headers', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(health.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/{hotel}/login',
        '/api/{hotel}/admin-login',
        '/api/{hotel}/forgot-password',
        '/api/{hotel}/logout',
        '/api/{hotel}/reception/me',
      ]),
    );
  });

  it('answers 404 with a message for an unknown API path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/aureo/reception/nothing-here',
      headers: bearer(await t.login('aureo')),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Not found.');
  });
});
