import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './test-app.ts';
import {
  accessMatrix,
  guestIdentity,
  reservationBody,
  type OtherHotelIds,
} from './access-matrix.ts';

/**
 * Who may call what, driven by the OpenAPI document: every route under /api/{hotel} x {no token,
 * a bad token, a revoked token, the other hotel's token, receptionist, admin}. A route added to
 * the API without a row in access-matrix.ts fails the first test, so nobody adds a call without deciding who
 * may use it.
 */
const sampleParams: Record<string, string> = {
  hotel: 'aureo',
  id: '999999',
  date: '2026-11-22',
  room: '999',
  roomNumber: '999',
};

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? sampleParams[name] ?? '1');

let t: TestApp;
let routes: { method: string; path: string; key: string }[];
const tokens = { reception: '', admin: '', otherHotel: '', revoked: '' };
let otherIds: OtherHotelIds;

beforeAll(async () => {
  // The hotel's clock on the day the fixed dates above are about (a real clock would make them
  // 'before today' from 26 November on, in Yangon from 17:30 UTC of the 25th).
  t = await startTestApp({ now: () => new Date('2026-11-25T03:00:00Z') });
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/{hotel}/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
      })),
    );
  tokens.reception = await t.login('aureo');
  tokens.admin = await t.login('aureo', 'admin');
  tokens.otherHotel = await t.login('swe');
  tokens.revoked = await t.login('aureo');
  await t.app.inject({ method: 'POST', url: '/api/aureo/logout', headers: bearer(tokens.revoked) });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/swe/reception/create-reservation',
    headers: bearer(tokens.otherHotel),
    payload: reservationBody,
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const [first] = (
    await t.app.inject({
      method: 'GET',
      url: '/api/swe/reception/reservations/date/2026-11-25',
      headers: bearer(tokens.otherHotel),
    })
  ).json<{ ID: number }[]>();
  const checkedIn = await t.app.inject({
    method: 'POST',
    url: '/api/swe/reception/check-in',
    headers: bearer(tokens.otherHotel),
    payload: { stayType: 'session', guest: guestIdentity, rooms: [{ roomNumber: '101' }] },
  });
  expect(checkedIn.statusCode, checkedIn.body).toBe(201);
  const firstId = async (path: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/swe/reception/${path}`,
        headers: bearer(tokens.otherHotel),
      })
    ).json<{ ID: number }[]>()[0]!.ID;
  const sweStaff = await t.app.inject({
    method: 'GET',
    url: '/api/swe/reception/staff',
    headers: bearer(await t.login('swe', 'admin')),
  });
  const sweAdmin = await t.login('swe', 'admin');
  const sweAdminFirst = async (path: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/swe/admin/${path}`,
        headers: bearer(sweAdmin),
      })
    ).json<{ id: number }[]>()[0]!;
  otherIds = {
    staffId: sweStaff
      .json<{ id: number; username: string }[]>()
      .find((u) => u.username === 'reception')!.id,
    priceId: await firstId('room-prices'),
    menuId: await firstId('menus'),
    reservationId: first!.ID,
    guestId: checkedIn.json<{ guests: { ID: number }[] }>().guests[0]!.ID,
    roomId: (await sweAdminFirst('rooms')).id,
    roomTypeId: (await sweAdminFirst('room-types')).id,
  };
});
afterAll(() => t.close());

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: fill(path),
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('the access matrix', () => {
  it('names every route of the API, and only those', () => {
    const keys = routes.map((r) => r.key).sort();
    expect(keys.filter((k) => !(k in accessMatrix))).toEqual([]);
    expect(Object.keys(accessMatrix).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('refuses every protected route without a token, with a bad, revoked or other-hotel token (401)', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (accessMatrix[route.key]?.access === 'public') continue;
      for (const [who, headers] of [
        ['no token', {}],
        ['a bad token', bearer('not-a-token')],
        ['a revoked token', bearer(tokens.revoked)],
        ["the other hotel's token", bearer(tokens.otherHotel)],
      ] as const) {
        const response = await call(route.method, route.path, headers, {});
        if (response.statusCode !== 401)
          failures.push(`${route.key} with ${who}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets receptionists use reception routes only (403 on admin routes), and admins every route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const access = accessMatrix[route.key]?.access;
      if (access === 'public' || access === undefined) continue;
      for (const role of ['reception', 'admin'] as const) {
        // Logout ends the token it is called with: give it one of its own.
        const token = route.key.endsWith('/logout') ? await t.login('aureo', role) : tokens[role];
        const response = await call(route.method, route.path, bearer(token), {});
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const expectRefused = role === 'reception' && access === 'admin';
        if (expectRefused ? response.statusCode !== 403 : refused) {
          failures.push(`${route.key} as ${role}: ${response.statusCode}`);
        }
        if (response.statusCode >= 500) failures.push(`${route.key} as ${role}: 5xx`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 for the other hotel's entity ids, and leaves them as they were", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const rule = accessMatrix[route.key];
      if (!rule?.otherHotelsEntity) continue;
      const { params, body } = rule.otherHotelsEntity(otherIds);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.path, params),
        headers: bearer(tokens.admin),
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (response.statusCode !== 404) failures.push(`${route.key}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    const stillThere = await t.app.inject({
      method: 'GET',
      url: '/api/swe/reception/reservations/date/2026-11-25',
      headers: bearer(tokens.otherHotel),
    });
    expect(stillThere.json<{ ID: number }[]>().map((r) => r.ID)).toContain(otherIds.reservationId);
    const menu = await t.app.inject({
      method: 'GET',
      url: '/api/swe/reception/menus',
      headers: bearer(tokens.otherHotel),
    });
    expect(menu.json<{ ID: number }[]>().map((m) => m.ID)).toContain(otherIds.menuId);
    // The other hotel's receptionist still signs in, under their own name.
    const sweReception = await t.app.inject({
      method: 'GET',
      url: '/api/swe/reception/me',
      headers: bearer(await t.login('swe')),
    });
    expect(sweReception.json().user.name).toBe('Hnin Wai Phyo');
  });
});
