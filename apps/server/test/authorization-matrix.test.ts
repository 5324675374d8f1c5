import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './test-app.ts';

/**
 * Who may call what, driven by the OpenAPI document: every route under /api/{hotel} x {no token,
 * a bad token, a revoked token, the other hotel's token, receptionist, admin}. A route added to
 * the API without a row here fails the first test, so nobody adds a call without deciding who
 * may use it.
 */
type Access = 'public' | 'signed-in' | 'reception' | 'admin';

interface RouteRule {
  access: Access;
  /**
   * For routes naming an entity by id: a request (path params and body) that would succeed for
   * the entity's own hotel; used to show the other hotel's ids answer 404.
   */
  otherHotelsEntity?: (ids: OtherHotelIds) => { params: Record<string, string>; body?: unknown };
}

interface OtherHotelIds {
  reservationId: number;
  guestId: number;
  priceId: number;
  menuId: number;
  staffId: number;
  roomId: number;
  roomTypeId: number;
}

const guestIdentity = {
  name: 'Aye Aye',
  nationalId: '12/PaBaTa(N)123456',
  phone: '09 420 111 222',
};

const reservationBody = {
  name: 'Aye Aye',
  nationalId: '12/PaBaTa(N)123456',
  phone: '09 420 111 222',
  guestCount: 1,
  roomCount: 1,
  roomType: 'full-night',
  checkinDate: '2026-11-25T14:00:00Z',
  checkoutDate: '2026-11-26T12:00:00Z',
  extraBed: false,
  paymentType: 'none',
  amountPaid: 0,
};

export const accessMatrix: Record<string, RouteRule> = {
  'POST /api/{hotel}/login': { access: 'public' },
  'POST /api/{hotel}/admin-login': { access: 'public' },
  'POST /api/{hotel}/forgot-password': { access: 'public' },
  'POST /api/{hotel}/reset-password': { access: 'public' },
  'GET /api/{hotel}/details': { access: 'public' },
  'POST /api/{hotel}/logout': { access: 'signed-in' },
  'GET /api/{hotel}/reception/me': { access: 'reception' },
  'POST /api/{hotel}/reception/create-reservation': { access: 'reception' },
  'PUT /api/{hotel}/reception/reservations/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.reservationId) },
      body: reservationBody,
    }),
  },
  'DELETE /api/{hotel}/reception/reservations/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.reservationId) } }),
  },
  'GET /api/{hotel}/reception/reservations/date/{date}': { access: 'reception' },
  'GET /api/{hotel}/reception/rooms': { access: 'reception' },
  'GET /api/{hotel}/reception/rooms/{room}': { access: 'reception' },
  'PUT /api/{hotel}/reception/rooms/{roomNumber}': { access: 'reception' },
  'GET /api/{hotel}/reception/room-types': { access: 'reception' },
  'GET /api/{hotel}/reception/room-prices': { access: 'reception' },
  'POST /api/{hotel}/reception/create-guest': { access: 'reception' },
  'GET /api/{hotel}/reception/guests/current/{room}': { access: 'reception' },
  'GET /api/{hotel}/reception/guests/{id}/folio': { access: 'reception' },
  'PUT /api/{hotel}/reception/guests/checkout/{room}': { access: 'reception' },
  'POST /api/{hotel}/reception/check-in': { access: 'reception' },
  'POST /api/{hotel}/reception/create-income': { access: 'reception' },
  'GET /api/{hotel}/reception/incomes/date/{date}': { access: 'reception' },
  'GET /api/{hotel}/reception/get-stats': { access: 'reception' },
  'GET /api/{hotel}/reception/room-revenue': { access: 'reception' },
  'POST /api/{hotel}/reception/receipt-numbers': { access: 'reception' },
  'PUT /api/{hotel}/reception/guests/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.guestId) }, body: guestIdentity }),
  },
  'POST /api/{hotel}/reception/incomes/{id}/void': { access: 'admin' },
  'POST /api/{hotel}/reception/food-revenues/{id}/void': { access: 'admin' },
  'POST /api/{hotel}/reception/guests/{id}/refunds': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { amount: 1000, paymentMethod: 'cash', reason: 'Overpaid' },
    }),
  },
  'GET /api/{hotel}/reception/receipts/{number}': { access: 'reception' },
  'POST /api/{hotel}/reception/guests/{id}/payments': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { amount: 1000, paymentMethod: 'cash' },
    }),
  },
  'POST /api/{hotel}/reception/guests/{id}/charges': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { description: 'Laundry', amount: 1000 },
    }),
  },
  'POST /api/{hotel}/reception/guests/{id}/extend-days': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { checkoutDate: '2026-12-20', paymentMethod: 'cash' },
    }),
  },
  'POST /api/{hotel}/reception/guests/{id}/extend-hours': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { hours: 1, paymentMethod: 'cash' },
    }),
  },
  'POST /api/{hotel}/reception/guests/{id}/extend-long-stay': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.guestId) },
      body: { checkoutDate: '2026-12-20', pricePerDay: 1000, paymentMethod: 'cash' },
    }),
  },
  'POST /api/{hotel}/reception/swap-room': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: {},
      body: { guestID: String(ids.guestId), currentRoomNumber: '101', newRoomNumber: '102' },
    }),
  },
  'PUT /api/{hotel}/reception/room-prices/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.priceId) }, body: { Price: 1000 } }),
  },
  'GET /api/{hotel}/reception/menus': { access: 'reception' },
  'POST /api/{hotel}/reception/create-menu': { access: 'reception' },
  'PUT /api/{hotel}/reception/menu/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.menuId) },
      body: { FoodName: 'Tea', FoodPrice: 500 },
    }),
  },
  'DELETE /api/{hotel}/reception/menu/{id}': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.menuId) } }),
  },
  'POST /api/{hotel}/reception/food-orders': { access: 'reception' },
  'POST /api/{hotel}/reception/create-food-order': { access: 'reception' },
  'GET /api/{hotel}/reception/guest-food-orders': { access: 'reception' },
  'POST /api/{hotel}/reception/create-food-revenue': { access: 'reception' },
  'GET /api/{hotel}/reception/food-revenue/date/{date}': { access: 'reception' },
  'GET /api/{hotel}/reception/food-revenue': { access: 'reception' },
  'GET /api/{hotel}/reception/drink-stock-summary': { access: 'reception' },
  // Staff accounts and the owner's switches (ADR 035).
  'POST /api/{hotel}/reception/password': { access: 'reception' },
  'GET /api/{hotel}/reception/staff-permissions': { access: 'reception' },
  'PUT /api/{hotel}/reception/staff-permissions': { access: 'admin' },
  'GET /api/{hotel}/reception/staff': { access: 'admin' },
  'GET /api/{hotel}/reception/shifts/current': { access: 'reception' },
  'POST /api/{hotel}/reception/shifts': { access: 'reception' },
  'POST /api/{hotel}/reception/shifts/current/close': { access: 'reception' },
  'GET /api/{hotel}/reception/admin/shifts': { access: 'admin' },
  'POST /api/{hotel}/reception/staff': { access: 'admin' },
  'PATCH /api/{hotel}/reception/staff/{id}': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.staffId) },
      body: { name: 'Mallory' },
    }),
  },
  'POST /api/{hotel}/reception/staff/{id}/reset-password': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.staffId) }, body: {} }),
  },
  'POST /api/{hotel}/reception/staff/{id}/deactivate': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.staffId) } }),
  },
  'POST /api/{hotel}/reception/staff/{id}/reactivate': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.staffId) } }),
  },
  'GET /api/{hotel}/admin/hotel': { access: 'admin' },
  'PUT /api/{hotel}/admin/hotel': { access: 'admin' },
  'GET /api/{hotel}/admin/rooms': { access: 'admin' },
  'POST /api/{hotel}/admin/rooms': { access: 'admin' },
  'PUT /api/{hotel}/admin/rooms/{id}': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.roomId) }, body: { floor: 5 } }),
  },
  'POST /api/{hotel}/admin/rooms/{id}/out-of-service': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.roomId) } }),
  },
  'GET /api/{hotel}/admin/room-types': { access: 'admin' },
  'POST /api/{hotel}/admin/room-types': { access: 'admin' },
  'PUT /api/{hotel}/admin/room-types/{id}': {
    access: 'admin',
    otherHotelsEntity: (ids) => ({
      params: { id: String(ids.roomTypeId) },
      body: { name: 'Suite' },
    }),
  },
  'GET /api/{hotel}/admin/reports': { access: 'admin' },
  'GET /api/{hotel}/admin/exports/incomes.csv': { access: 'admin' },
  'GET /api/{hotel}/admin/exports/food-orders.csv': { access: 'admin' },
  'GET /api/{hotel}/admin/exports/stays.csv': { access: 'admin' },
  'GET /api/{hotel}/admin/exports/register.csv': { access: 'admin' },
  'GET /api/{hotel}/reception/admin/activity': { access: 'admin' },
  'GET /api/{hotel}/admin/register': { access: 'admin' },
  'GET /api/{hotel}/reception/immigration-reports': { access: 'reception' },
  'POST /api/{hotel}/reception/guests/{id}/immigration-report': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.guestId) } }),
  },
  'GET /api/{hotel}/reception/admin/activity/users': { access: 'admin' },
  'GET /api/{hotel}/reception/today': { access: 'reception' },
  'GET /api/{hotel}/reception/calendar': { access: 'reception' },
  'GET /api/{hotel}/reception/guests/search': { access: 'reception' },
  'GET /api/{hotel}/reception/guests/{id}/history': {
    access: 'reception',
    otherHotelsEntity: (ids) => ({ params: { id: String(ids.guestId) } }),
  },
};

/** Sample values for path parameters: harmless, of the hotel in the path. */
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
