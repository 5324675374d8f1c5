import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Revocation } from '../realtime/event-hub.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
const revocations: Revocation[] = [];
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login('aureo', 'admin');
  t.app.events.onRevocation((revocation) => revocations.push(revocation));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/aureo${url}`, headers: bearer(token), payload });
const signIn = (username: string, password: string, hotel = 'aureo') =>
  t.app.inject({ method: 'POST', url: `/api/${hotel}/login`, payload: { username, password } });
const addStaff = (body: object) => call('POST', '/reception/staff', owner, body);
const staffId = async (username: string) =>
  (await call('GET', '/reception/staff', owner))
    .json<{ id: number; username: string }[]>()
    .find((u) => u.username === username)!.id;

describe('the owner adds staff', () => {
  it('adds a receptionist with a first password, who must choose their own before anything else', async () => {
    const added = await addStaff({
      name: 'Ma Thida',
      username: 'Thida',
      email: 'thida@example.com',
      role: 'reception',
      password: 'first-from-owner',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      user: {
        id: expect.any(Number),
        username: 'thida',
        name: 'Ma Thida',
        email: 'thida@example.com',
        role: 'reception',
        active: true,
        mustChangePassword: true,
      },
    });

    const login = await signIn('thida', 'first-from-owner');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { name: 'Ma Thida' }, mustChangePassword: true });
    const token = login.json<{ token: string }>().token;
    expect((await call('GET', '/reception/me', token)).json().mustChangePassword).toBe(true);
    const refused = await call('GET', '/reception/rooms', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please choose your own password first.');

    const changed = await call('POST', '/reception/password', token, {
      currentPassword: 'first-from-owner',
      newPassword: 'thida-owns-this',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/reception/rooms', token)).statusCode).toBe(200);
    expect((await call('GET', '/reception/me', token)).json().mustChangePassword).toBe(false);
    expect((await signIn('thida', 'first-from-owner')).statusCode).toBe(401);
    const again = await signIn('thida', 'thida-owns-this');
    expect(again.json().mustChangePassword).toBeUndefined();
  });

  it('generates a password when none is given and shows it once', async () => {
    const added = await addStaff({ name: 'Ko Zaw', username: 'zaw', role: 'reception' });
    expect(added.statusCode).toBe(201);
    const { generatedPassword } = added.json<{ generatedPassword: string }>();
    expect(generatedPassword).toMatch(/^[\w-]{12}$/);
    expect((await signIn('zaw', generatedPassword)).statusCode).toBe(200);
    const list = await call('GET', '/reception/staff', owner);
    expect(list.body).not.toContain(generatedPassword);
  });

  it('refuses a username the hotel already has (409), but another hotel may use it', async () => {
    const taken = await addStaff({ name: 'Someone', username: 'RECEPTION', role: 'reception' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("The username 'reception' is already taken in this hotel.");
    const sweOwner = await t.login('swe', 'admin');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/swe/reception/staff',
      headers: bearer(sweOwner),
      payload: { name: 'Ma Thida', username: 'thida', role: 'reception' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it.each([
    ['too short', 'short12', 'Password must be at least 8 characters'],
    ['the username', 'newcomer', 'Password must not be the username'],
    ['common', 'password1', 'Password is too common: choose one that is harder to guess'],
  ])(
    'refuses a password that is %s (400 naming the rule) and adds nobody',
    async (_c, password, message) => {
      const before = (await call('GET', '/reception/staff', owner)).json<unknown[]>().length;
      const response = await addStaff({
        name: 'New',
        username: 'newcomer',
        role: 'reception',
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await call('GET', '/reception/staff', owner)).json<unknown[]>()).toHaveLength(before);
    },
  );

  it('refuses a bad username and a missing name with 400', async () => {
    const bad = await addStaff({ name: 'X', username: 'two words', role: 'reception' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Username may use only/);
    expect((await addStaff({ username: 'noname', role: 'reception' })).statusCode).toBe(400);
  });
});

describe('the owner changes staff', () => {
  it('renames a user; the new name shows on their desk', async () => {
    const token = (await signIn('zaw', (await resetTo('zaw', 'zaw-second-pass')).pass)).json()
      .token;
    await call('POST', '/reception/password', token, {
      currentPassword: 'zaw-second-pass',
      newPassword: 'zaw-chose-this',
    });
    const id = await staffId('zaw');
    const renamed = await call('PATCH', `/reception/staff/${id}`, owner, { name: 'Ko Zaw Min' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Ko Zaw Min');
    const mine = await signIn('zaw', 'zaw-chose-this');
    expect(mine.json().user.name).toBe('Ko Zaw Min');
  });

  it('deactivating ends the user’s sessions at once and tells the desks; reactivating lets them in', async () => {
    const token = (await signIn('zaw', 'zaw-chose-this')).json().token;
    const id = await staffId('zaw');
    revocations.length = 0;
    const off = await call('POST', `/reception/staff/${id}/deactivate`, owner);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await call('GET', '/reception/me', token)).statusCode).toBe(401);
    await expect.poll(() => revocations).toContainEqual({ hotelId: 1, userId: id });
    const login = await signIn('zaw', 'zaw-chose-this');
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account has been deactivated. Please ask the owner.');
    expect((await call('POST', `/reception/staff/${id}/reactivate`, owner)).statusCode).toBe(200);
    expect((await signIn('zaw', 'zaw-chose-this')).statusCode).toBe(200);
  });

  it('a reset password ends the sessions and asks for a new own password again', async () => {
    const token = (await signIn('zaw', 'zaw-chose-this')).json().token;
    const { pass } = await resetTo('zaw');
    expect((await call('GET', '/reception/me', token)).statusCode).toBe(401);
    expect((await signIn('zaw', pass)).json().mustChangePassword).toBe(true);
  });

  it('a new role ends the sessions of the old one', async () => {
    const id = await staffId('thida');
    const token = (await signIn('thida', 'thida-owns-this')).json().token;
    const promoted = await call('PATCH', `/reception/staff/${id}`, owner, { role: 'admin' });
    expect(promoted.json().role).toBe('admin');
    expect((await call('GET', '/reception/me', token)).statusCode).toBe(401);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/aureo/admin-login',
      payload: { username: 'thida', password: 'thida-owns-this' },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('never leaves the hotel without an active admin (409)', async () => {
    const sweOwner = await t.login('swe', 'admin');
    const swe = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/swe${url}`, headers: bearer(sweOwner), payload });
    const list = (await swe('GET', '/reception/staff')).json<{ id: number; username: string }[]>();
    const adminId = list.find((u) => u.username === 'admin')!.id;
    const off = await swe('POST', `/reception/staff/${adminId}/deactivate`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(
      'A hotel needs at least one active admin: make another admin first.',
    );
    const demoted = await swe('PATCH', `/reception/staff/${adminId}`, { role: 'reception' });
    expect(demoted.statusCode).toBe(409);
    expect((await swe('GET', '/reception/me')).statusCode).toBe(200);
    // With a second admin, the first may step down.
    const thida = list.find((u) => u.username === 'thida')!.id;
    expect((await swe('PATCH', `/reception/staff/${thida}`, { role: 'admin' })).statusCode).toBe(
      200,
    );
    expect((await swe('POST', `/reception/staff/${thida}/deactivate`)).statusCode).toBe(200);
    expect((await swe('POST', `/reception/staff/${adminId}/deactivate`)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown staff member', async () => {
    const response = await call('POST', '/reception/staff/999999/deactivate', owner);
    expect(response.statusCode).toBe(404);
  });
});

/** The owner resets a user's password: to the one given, or to a generated one. */
async function resetTo(username: string, password?: string) {
  const id = await staffId(username);
  const response = await call(
    'POST',
    `/reception/staff/${id}/reset-password`,
    owner,
    password ? { password } : {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return { pass: password ?? response.json<{ generatedPassword: string }>().generatedPassword };
}
