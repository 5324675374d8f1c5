import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, receptionPassword, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
  hotel = 'swe',
) =>
  t.app.inject({ method, url: `/api/${hotel}/reception${url}`, headers: bearer(token), payload });

// The switches first: the password tests below change the demo passwords.
describe("the owner's switches for receptionists", () => {
  it('prices and menu on by default, voids and refunds off (ADR 072)', async () => {
    const reception = await t.login('aureo');
    const switches = await call('GET', '/staff-permissions', reception, undefined, 'aureo');
    expect(switches.json()).toEqual({
      receptionMayChangePrices: true,
      receptionMayChangeMenu: true,
      receptionMayVoidAndRefund: false,
    });
    const [price] = (await call('GET', '/room-prices', reception, undefined, 'aureo')).json<
      { ID: number }[]
    >();
    const put = await call(
      'PUT',
      `/room-prices/${price!.ID}`,
      reception,
      { Price: 41000 },
      'aureo',
    );
    expect(put.statusCode).toBe(200);
  });

  it('switched off, reception gets 403 on price and menu writes; the owner still may', async () => {
    const owner = await t.login('swe', 'admin');
    const reception = await t.login('swe');
    const off = await call('PUT', '/staff-permissions', owner, {
      receptionMayChangePrices: false,
      receptionMayChangeMenu: false,
    });
    expect(off.statusCode).toBe(200);
    // A client sending only the two switches of ADR 035 leaves voids and refunds as they were.
    expect((await call('GET', '/staff-permissions', reception)).json()).toEqual({
      receptionMayChangePrices: false,
      receptionMayChangeMenu: false,
      receptionMayVoidAndRefund: false,
    });

    const prices = (await call('GET', '/room-prices', reception)).json<
      { ID: number; Price: number }[]
    >();
    const price = prices[0]!;
    const refused = await call('PUT', `/room-prices/${price.ID}`, reception, { Price: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'The owner has not allowed receptionists to change room prices.',
    );
    const after = (await call('GET', '/room-prices', reception)).json<
      { ID: number; Price: number }[]
    >();
    expect(after.find((p) => p.ID === price.ID)!.Price).toBe(price.Price);

    const [item] = (await call('GET', '/menus', reception)).json<{ ID: number }[]>();
    const menuWrites = [
      await call('POST', '/create-menu', reception, { FoodName: 'Tea', FoodPrice: 500 }),
      await call('PUT', `/menu/${item!.ID}`, reception, { FoodName: 'Tea', FoodPrice: 500 }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/swe/reception/menu/${item!.ID}`,
        headers: bearer(reception),
      }),
    ];
    for (const response of menuWrites) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'The owner has not allowed receptionists to change the menu.',
      );
    }
    const byOwner = await call('PUT', `/room-prices/${price.ID}`, owner, {
      Price: price.Price + 1000,
    });
    expect(byOwner.statusCode).toBe(200);
    // The other hotel is not touched by this hotel's switches.
    const aureo = await call(
      'GET',
      '/staff-permissions',
      await t.login('aureo'),
      undefined,
      'aureo',
    );
    expect(aureo.json().receptionMayChangeMenu).toBe(true);
  });

  it('refuses a switch that is not true or false', async () => {
    const owner = await t.login('swe', 'admin');
    for (const change of [
      { receptionMayChangePrices: 'no' },
      { receptionMayVoidAndRefund: 'yes' },
      { receptionMayVoidAndRefund: null },
    ]) {
      const bad = await call('PUT', '/staff-permissions', owner, {
        receptionMayChangePrices: true,
        receptionMayChangeMenu: true,
        ...change,
      });
      expect(bad.statusCode).toBe(400);
    }
    const after = await call('GET', '/staff-permissions', owner);
    expect(after.json().receptionMayVoidAndRefund).toBe(false);
  });
});

describe('changing one’s own password', () => {
  it('needs the current password, keeps this desk and ends the other sessions', async () => {
    const desk = await t.login('swe');
    const otherDesk = await t.login('swe');
    const wrong = await call('POST', '/password', desk, {
      currentPassword: 'not-it-at-all',
      newPassword: 'a-fresh-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not right.');
    expect((await call('GET', '/me', otherDesk)).statusCode).toBe(200);

    const changed = await call('POST', '/password', desk, {
      currentPassword: receptionPassword,
      newPassword: 'a-fresh-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/me', desk)).statusCode).toBe(200);
    expect((await call('GET', '/me', otherDesk)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/swe/login',
      payload: { username: 'reception', password: 'a-fresh-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['too short', 'abc', 'Password must be at least 8 characters'],
    ['the username', 'Reception', 'Password must not be the username'],
    ['common', 'iloveyou1', 'Password is too common: choose one that is harder to guess'],
  ])(
    'refuses a new password that is %s and keeps the old one',
    async (_c, newPassword, message) => {
      const token = await t.login('aureo');
      const response = await call(
        'POST',
        '/password',
        token,
        { currentPassword: receptionPassword, newPassword },
        'aureo',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: [{ field: 'newPassword', message }] });
      expect((await t.login('aureo')).length).toBeGreaterThan(20);
    },
  );

  it('an admin changes their own password the same way', async () => {
    const token = await t.login('aureo', 'admin');
    const response = await call(
      'POST',
      '/password',
      token,
      { currentPassword: 'admin-pass-1', newPassword: 'owner-of-aureo' },
      'aureo',
    );
    expect(response.statusCode).toBe(200);
  });
});
