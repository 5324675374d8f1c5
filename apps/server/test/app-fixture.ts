import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { HotelEvent } from '@frontdesk/domain';
import { hotels, rooms } from '../src/db/schema.ts';
import { bearer, startTestApp, type TestApp } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The app on a fresh seeded database, both hotels' tokens, aureo's id and events, and the calls
 * most route tests make; the hooks are registered for the calling test file.
 */
export const useTestApp = (now: () => Date) => {
  const fx = {
    t: undefined as unknown as TestApp,
    aureo: '',
    swe: '',
    aureoId: 0,
    published: [] as HotelEvent[],
  };
  beforeAll(async () => {
    fx.t = await startTestApp({ now });
    [fx.aureo, fx.swe] = [await fx.t.login('aureo'), await fx.t.login('swe')];
    const [row] = await fx.t.database.db.select().from(hotels).where(eq(hotels.key, 'aureo'));
    fx.aureoId = row!.id;
    fx.t.app.events.subscribe(fx.aureoId, (event) => fx.published.push(event));
  });
  afterAll(() => fx.t.close());

  const db = () => fx.t.database.db;
  return Object.assign(fx, {
    /** Empties `published` once the events already sent have arrived (TestApp.forgetEvents). */
    forgetEvents: () => fx.t.forgetEvents(fx.published),
    base: '/api/aureo/reception',
    db,
    /** A call with a bearer token (aureo's reception unless given) and an optional JSON body. */
    call: (method: Method, url: string, body?: unknown, token?: string) =>
      fx.t.app.inject({
        method,
        url,
        headers: bearer(token ?? fx.aureo),
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    /** The status of an aureo room, read from the database. */
    statusOf: async (number: string) =>
      (
        await db()
          .select({ status: rooms.status })
          .from(rooms)
          .where(and(eq(rooms.hotelId, fx.aureoId), eq(rooms.number, number)))
      )[0]?.status,
  });
};

/**
 * A create-guest payload (SPEC.md section 3) for aureo at 14:00 on 22 November: a full night in
 * room 101 to the 24th at 12:00, on the hotel's clock.
 */
export const guestPayload = (change: Record<string, unknown> = {}) => ({
  name: 'Aye Aye',
  nationalId: '12/PaBaTa(N)123456',
  phone: '09 420 111 222',
  roomType: 'full-night',
  roomNumber: '101',
  checkinDate: '2026-11-22T14:00:00.000Z',
  checkoutDate: '2026-11-24T12:00:00.000Z',
  ...change,
});

/** A valid full-night reservation form (check-in on 22 November, two nights). */
export const reservationForm = (change: Record<string, unknown> = {}) => ({
  name: 'Aye Aye',
  nationalId: '12/PaBaTa(N)123456',
  phone: '09 420 111 222',
  guestCount: 2,
  roomCount: 1,
  roomType: 'full-night',
  checkinDate: '2026-11-22T14:00:00.000Z',
  checkoutDate: '2026-11-24T12:00:00.000Z',
  extraBed: false,
  paymentType: 'kpay',
  amountPaid: 40000,
  ...change,
});
