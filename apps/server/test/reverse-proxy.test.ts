import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receptionPassword, startTestApp, type TestApp } from './test-app.ts';

/** Caddy on the same machine connects from 127.0.0.1 and appends the desk's address. */
const proxy = '127.0.0.1';

let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    startTestApp({ trustProxy: true }),
    startTestApp({ trustProxy: false }),
  ]);
});
afterAll(() => Promise.all([proxied.close(), direct.close()]));

const signIn = (
  t: TestApp,
  remoteAddress: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/swe/login',
    remoteAddress,
    headers,
    payload: { username: 'reception', password },
  });

const tenWrongPasswords = async (t: TestApp, remoteAddress: string, forwardedFor: string) => {
  for (let i = 0; i < 10; i += 1) {
    const wrong = await signIn(t, remoteAddress, `guess${i}`, { 'x-forwarded-for': forwardedFor });
    expect(wrong.statusCode).toBe(401);
  }
};

describe('with TRUST_PROXY on (behind Caddy)', () => {
  it('limits sign-ins per desk address from X-Forwarded-For, not per proxy', async () => {
    await tenWrongPasswords(proxied, proxy, '10.5.0.1');
    const sameDesk = await signIn(proxied, proxy, receptionPassword, {
      'x-forwarded-for': '10.5.0.1',
    });
    expect(sameDesk.statusCode).toBe(429);
    const otherDesk = await signIn(proxied, proxy, receptionPassword, {
      'x-forwarded-for': '10.5.0.2',
    });
    expect(otherDesk.statusCode).toBe(200);
  });

  it('believes only the address the proxy appended, not one the client wrote before it', async () => {
    await tenWrongPasswords(proxied, proxy, '10.5.0.3');
    const forged = await signIn(proxied, proxy, receptionPassword, {
      'x-forwarded-for': '10.5.0.99, 10.5.0.3',
    });
    expect(forged.statusCode).toBe(429);
  });

  it('makes the device cookie Secure and sends HSTS when the proxy says https', async () => {
    const https = await signIn(proxied, proxy, receptionPassword, {
      'x-forwarded-for': '10.5.0.4',
      'x-forwarded-proto': 'https',
    });
    expect(https.statusCode).toBe(200);
    expect(String(https.headers['set-cookie'])).toMatch(/; Secure/);
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const page = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: proxy,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('sends neither over plain HTTP', async () => {
    const http = await signIn(proxied, proxy, receptionPassword, {
      'x-forwarded-for': '10.5.0.5',
      'x-forwarded-proto': 'http',
    });
    expect(http.statusCode).toBe(200);
    expect(String(http.headers['set-cookie'])).not.toMatch(/Secure/);
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with TRUST_PROXY off', () => {
  it('counts the connecting address, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 10; i += 1) {
      await signIn(direct, '10.6.0.1', `guess${i}`, { 'x-forwarded-for': `10.6.1.${i}` });
    }
    const dodging = await signIn(direct, '10.6.0.1', receptionPassword, {
      'x-forwarded-for': '10.6.2.1',
    });
    expect(dodging.statusCode).toBe(429);
  });

  it('believes no X-Forwarded-Proto: no Secure cookie, no HSTS', async () => {
    const answer = await signIn(direct, '10.6.0.2', receptionPassword, {
      'x-forwarded-proto': 'https',
    });
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['set-cookie'])).not.toMatch(/Secure/);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});
