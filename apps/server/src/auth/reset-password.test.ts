import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from './password.ts';

// Counts the argon2 hashes the server makes, while still making them.
vi.mock('./password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});
const hashes = vi.mocked(hashPassword);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  hashes.mockClear();
});

const reset = (remoteAddress: string, token: string, password = 'a-new-password') =>
  t.app.inject({
    method: 'POST',
    url: '/api/swe/reset-password',
    remoteAddress,
    payload: { token, password },
  });

const mailedToken = async (email: string) => {
  await t.app.inject({ method: 'POST', url: '/api/swe/forgot-password', payload: { email } });
  await vi.waitFor(() => expect(t.mails.at(-1)?.to).toBe(email));
  return new URL(/https?:\/\/\S+/.exec(t.mails.at(-1)!.text)![0]).searchParams.get('token')!;
};

describe('POST /api/{hotel}/reset-password', () => {
  it('refuses a bogus token with the clear message and hashes no password for it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reset('10.3.0.1', `bogus-token-${i}`)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(
        'This reset link is invalid or has expired. Please request a new one.',
      );
    }
    expect(hashes).not.toHaveBeenCalled();
  });

  it('answers 429 to the eleventh attempt from one address, and not to another address', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await reset('10.3.0.2', `guess-${i}`)).statusCode).toBe(400);
    }
    const blocked = await reset('10.3.0.2', 'guess-10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many requests. Please wait 15 minutes and try again.');
    expect((await reset('10.3.0.3', 'guess-11')).statusCode).toBe(400);
    expect(hashes).not.toHaveBeenCalled();
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    for (let i = 0; i < 10; i += 1) await reset(`2001:db8:3:1::${i + 1}`, `v6-guess-${i}`);
    expect((await reset('2001:db8:3:1:ffff::1', 'v6-guess-10')).statusCode).toBe(429);
  });

  it('limits one token to five attempts, from any addresses', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await reset(`10.3.1.${i}`, 'one-stolen-token')).statusCode).toBe(400);
    }
    expect((await reset('10.3.1.9', 'one-stolen-token')).statusCode).toBe(429);
  });

  it('hashes once for a real token, which then works no more', async () => {
    const token = await mailedToken('reception@swe.example.com');
    hashes.mockClear();
    const answers = await Promise.all([
      reset('10.3.2.1', token, 'first-new-password'),
      reset('10.3.2.2', token, 'second-new-password'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(hashes).toHaveBeenCalledTimes(1);
    const password = answers[0]!.statusCode === 200 ? 'first-new-password' : 'second-new-password';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/swe/login',
      payload: { username: 'reception', password },
    });
    expect(login.statusCode).toBe(200);
  });
});
