import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordRuleMessages as m } from '@frontdesk/domain';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Passwords that are the person's own (issue 44): a first password chosen at sign-in and any
 * change differ from the current one; nothing but spaces, control characters and half of a
 * surrogate pair are refused wherever a password is chosen.
 */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login('aureo', 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, more = {}) =>
  t.app.inject({
    method,
    url: `/api/aureo/reception${url}`,
    headers: { ...bearer(token), ...more },
    payload,
  });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/aureo/login', payload: { username, password } });
const refusal = (message: string, field: string) => ({ message, errors: [{ field, message }] });

/** What the owner may never give as a first password, nor anyone choose as their own. */
const unfit = [
  ['eight spaces', ' '.repeat(8), m.onlySpaces],
  ['eight no-break spaces', '\u00a0'.repeat(8), m.onlySpaces],
  ['eight U+0001', '\u0001'.repeat(8), m.controlCharacters],
  ['a DEL inside', 'tea-leaf\u007f1', m.controlCharacters],
  ['a C1 control inside', 'tea-leaf\u00851', m.controlCharacters],
  ['a lone surrogate', 'ab\ud800cdefgh', m.brokenCharacters],
] as const;

describe('a first password chosen at sign-in is not the one the owner typed', () => {
  it('refuses thandar123 to thandar123 (400), then takes one of her own', async () => {
    const added = await call('POST', '/staff', owner, {
      name: 'Ma Thandar',
      username: 'thandar',
      role: 'reception',
      password: 'thandar123',
    });
    expect(added.statusCode, added.body).toBe(201);
    const token = (await signIn('thandar', 'thandar123')).json<{ token: string }>().token;

    const same = await call('POST', '/password', token, {
      currentPassword: 'thandar123',
      newPassword: 'thandar123',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual(refusal(m.sameAsCurrent, 'newPassword'));
    expect((await call('GET', '/me', token)).json().mustChangePassword).toBe(true);

    const inBurmese = await call(
      'POST',
      '/password',
      token,
      { currentPassword: 'thandar123', newPassword: 'thandar123' },
      { 'accept-language': 'my' },
    );
    expect(inBurmese.json().message).toBe('စကားဝှက်အသစ်သည် လက်ရှိ စကားဝှက်နှင့် မတူရပါ');

    for (const [, newPassword, message] of unfit) {
      const response = await call('POST', '/password', token, {
        currentPassword: 'thandar123',
        newPassword,
      });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json()).toEqual(refusal(message, 'newPassword'));
    }
    expect((await signIn('thandar', 'thandar123')).statusCode).toBe(200);

    const own = await call('POST', '/password', token, {
      currentPassword: 'thandar123',
      newPassword: 'Thandar-owns-this',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await call('GET', '/me', token)).json().mustChangePassword).toBe(false);
  });
});

describe('Change password', () => {
  it('refuses the current password as the new one and keeps it', async () => {
    const token = await t.login('aureo');
    const response = await call('POST', '/password', token, {
      currentPassword: 'reception-pass-1',
      newPassword: 'reception-pass-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(m.sameAsCurrent, 'newPassword'));
    expect((await signIn('reception', 'reception-pass-1')).statusCode).toBe(200);
  });
});

describe("the owner's first password and reset", () => {
  it.each(unfit)('refuses %s when adding staff, and adds nobody', async (_c, password, message) => {
    const response = await call('POST', '/staff', owner, {
      name: 'New',
      username: 'newcomer',
      role: 'reception',
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, 'password'));
    const list = (await call('GET', '/staff', owner)).json<{ username: string }[]>();
    expect(list.map((member) => member.username)).not.toContain('newcomer');
  });

  it.each(unfit)('refuses %s as a reset, and the password stays', async (_c, password, message) => {
    const list = (await call('GET', '/staff', owner)).json<{ id: number; username: string }[]>();
    const reception = list.find((member) => member.username === 'reception')!;
    const response = await call('POST', `/staff/${reception.id}/reset-password`, owner, {
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, 'password'));
    expect((await signIn('reception', 'reception-pass-1')).statusCode).toBe(200);
  });
});
