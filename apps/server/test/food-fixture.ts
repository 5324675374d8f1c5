import { expect } from 'vitest';
import type { HotelEvent } from '@frontdesk/domain';
import { hotels } from '../src/db/schema.ts';
import { bearer, startTestApp, type TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A seeded app with both hotels signed in, a movable clock, and the events aureo published: what
 * the food API tests share.
 */
export const startFoodTestApp = async (start: string) => {
  const clock = { now: new Date(start) };
  const t: TestApp = await startTestApp({ now: () => clock.now });
  const tokens = { aureo: await t.login('aureo'), swe: await t.login('swe') };
  const all = await t.database.db.select().from(hotels);
  const published: HotelEvent[] = [];
  t.app.events.subscribe(all.find((h) => h.key === 'aureo')!.id, (e) => published.push(e));

  /** Tokens left idle 12 hours expire: tests that move the clock by days sign in again. */
  const signInAgain = async () => {
    tokens.aureo = await t.login('aureo');
    tokens.swe = await t.login('swe');
  };

  const call = (
    method: Method,
    path: string,
    body?: object,
    options: { hotel?: 'aureo' | 'swe'; key?: string } = {},
  ) => {
    const hotel = options.hotel ?? 'aureo';
    return t.app.inject({
      method,
      url: `/api/${hotel}/reception${path}`,
      headers: {
        ...bearer(tokens[hotel]),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
  };

  /** An active full-night guest in a room (create-guest), answered by ID. */
  const guestIn = async (roomNumber: string, hotel: 'aureo' | 'swe' = 'aureo') => {
    const response = await call(
      'POST',
      '/create-guest',
      {
        name: 'Aye Aye',
        nationalId: '12/PaBaTa(N)123456',
        phone: '09 420 111 222',
        roomType: 'full-night',
        roomNumber,
        checkinDate: '2026-11-22T14:00:00.000Z',
        checkoutDate: '2026-11-23T12:00:00.000Z',
      },
      { hotel },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ guest: { ID: number } }>().guest.ID;
  };

  /** The room's current guest as GET /guests/current/{room} answers it. */
  const currentGuest = async (room: string) => {
    const response = await call('GET', `/guests/current/${room}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ ID: number; FoodCharges: number }>();
  };

  return {
    t,
    clock,
    tokens,
    signInAgain,
    published,
    /** Empties `published` once the events already sent have arrived (TestApp.forgetEvents). */
    forgetEvents: () => t.forgetEvents(published),
    call,
    guestIn,
    currentGuest,
    close: () => t.close(),
  };
};
