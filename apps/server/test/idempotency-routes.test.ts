import { describe, expect, it } from 'vitest';
import type { MenuItem, Reservation } from '@frontdesk/domain';
import { guests, menuItems, reservations, roomPrices, rooms } from '../src/db/schema.ts';
import { reservationForm } from './app-fixture.ts';
import { useInStayFixture } from './in-stay-fixture.ts';
import { bearer } from './test-app.ts';

/**
 * The writes whose services run their own transactions (reservations, menu, guest edits, room
 * status, room prices) under one Idempotency-Key (ADR 031): retried three times in a row and
 * three at once, done once and answered with the first result; the same key on another request
 * is 422 and does nothing.
 */
// 14:00 on 22 November at the hotel.
const fx = useInStayFixture(() => new Date('2026-11-22T07:30:00.000Z'));

type Method = 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, path: string, body: unknown, key: string) =>
  fx.t.app.inject({
    method,
    url: `${fx.base}${path}`,
    headers: { ...bearer(fx.aureo), 'idempotency-key': key },
    ...(body === undefined ? {} : { payload: body as object }),
  });

interface Request {
  method: Method;
  path: string;
  body?: unknown;
}
interface KeyedCall {
  name: string;
  prepare(): Promise<{ request: Request; other: Request }>;
}

const newReservation = async (name: string) => {
  const response = await fx.call('POST', '/create-reservation', reservationForm({ name }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reservation>().ID;
};
const newMenuItem = async (FoodName: string) => {
  const response = await fx.call('POST', '/create-menu', { FoodName, FoodPrice: 2500 });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MenuItem>().ID;
};

const calls: KeyedCall[] = [
  {
    name: 'create-reservation (with its prepayment)',
    prepare: async () => ({
      request: { method: 'POST', path: '/create-reservation', body: reservationForm() },
      other: { method: 'POST', path: '/create-reservation', body: reservationForm({ name: 'B' }) },
    }),
  },
  {
    name: 'PUT reservations/{id}',
    prepare: async () => {
      const id = await newReservation('Edit me');
      return {
        request: { method: 'PUT', path: `/reservations/${id}`, body: reservationForm() },
        other: { method: 'PUT', path: `/reservations/${id}`, body: { status: 'cancelled' } },
      };
    },
  },
  {
    name: 'DELETE reservations/{id}',
    prepare: async () => {
      const [id, second] = [await newReservation('Gone'), await newReservation('Kept')];
      return {
        request: { method: 'DELETE', path: `/reservations/${id}` },
        other: { method: 'DELETE', path: `/reservations/${second}` },
      };
    },
  },
  {
    name: 'create-menu',
    prepare: async () => ({
      request: {
        method: 'POST',
        path: '/create-menu',
        body: { FoodName: 'Mohinga', FoodPrice: 3000 },
      },
      other: {
        method: 'POST',
        path: '/create-menu',
        body: { FoodName: 'Mohinga', FoodPrice: 3500 },
      },
    }),
  },
  {
    name: 'PUT menu/{id}',
    prepare: async () => {
      const id = await newMenuItem('Shan noodles');
      return {
        request: {
          method: 'PUT',
          path: `/menu/${id}`,
          body: { FoodName: 'Shan noodle', FoodPrice: 2600 },
        },
        other: {
          method: 'PUT',
          path: `/menu/${id}`,
          body: { FoodName: 'Shan noodle', FoodPrice: 2700 },
        },
      };
    },
  },
  {
    name: 'DELETE menu/{id}',
    prepare: async () => {
      const [id, second] = [await newMenuItem('Tea leaf salad'), await newMenuItem('Lahpet')];
      return {
        request: { method: 'DELETE', path: `/menu/${id}` },
        other: { method: 'DELETE', path: `/menu/${second}` },
      };
    },
  },
  {
    name: 'PUT guests/{id}',
    prepare: async () => {
      const id = await fx.checkInGuest('301');
      const guest = { name: 'Aye Aye Myint', nationalId: '12/PaBaTa(N)1', phone: '09 1' };
      return {
        request: { method: 'PUT', path: `/guests/${id}`, body: guest },
        other: { method: 'PUT', path: `/guests/${id}`, body: { ...guest, phone: '09 2' } },
      };
    },
  },
  {
    name: 'PUT rooms/{room} (status)',
    prepare: async () => ({
      request: { method: 'PUT', path: '/rooms/302', body: { status: 5 } },
      other: { method: 'PUT', path: '/rooms/302', body: { status: 6 } },
    }),
  },
  {
    name: 'PUT room-prices/{id}',
    prepare: async () => {
      const [price] = await fx.db().select().from(roomPrices).limit(1);
      return {
        request: { method: 'PUT', path: `/room-prices/${price!.id}`, body: { Price: 41000 } },
        other: { method: 'PUT', path: `/room-prices/${price!.id}`, body: { Price: 42000 } },
      };
    },
  },
];

/** Everything these calls write. */
const state = async () => {
  const db = fx.db();
  return {
    reservations: await db.select().from(reservations).orderBy(reservations.id),
    menu: await db.select().from(menuItems).orderBy(menuItems.id),
    guests: await db.select().from(guests).orderBy(guests.id),
    rooms: await db.select().from(rooms).orderBy(rooms.id),
    prices: await db.select().from(roomPrices).orderBy(roomPrices.id),
  };
};

describe.each(calls.map((call) => [call.name, call] as const))('%s', (name, call) => {
  it('under one Idempotency-Key is done once and answers the first result', async () => {
    const { request, other } = await call.prepare();
    const key = `once-${name}`;
    const { method, path, body } = request;
    const first = await send(method, path, body, key);
    expect(first.statusCode, first.body).toBeLessThan(300);
    const after = await state();
    const retries = [
      await send(method, path, body, key),
      await send(method, path, body, key),
      ...(await Promise.all([1, 2, 3].map(() => send(method, path, body, key)))),
    ];
    for (const retry of retries) {
      expect(retry.statusCode, retry.body).toBe(first.statusCode);
      expect(retry.json()).toEqual(first.json());
    }
    expect(await state()).toEqual(after);
    const misuse = await send(other.method, other.path, other.body, key);
    expect(misuse.statusCode, misuse.body).toBe(422);
    expect(await state()).toEqual(after);
  });
});

describe('a first attempt that failed', () => {
  it('frees its key: the retry does the work', async () => {
    const missing = await send('DELETE', '/menu/999999', undefined, 'k-missing');
    expect(missing.statusCode).toBe(404);
    const id = await newMenuItem('Coffee');
    // Another request under the freed key is a first attempt, not a misuse.
    const later = await send('DELETE', `/menu/${id}`, undefined, 'k-missing');
    expect(later.statusCode, later.body).toBe(200);
    expect((await fx.call('GET', '/menus')).json<MenuItem[]>().map((m) => m.ID)).not.toContain(id);
  });
});
