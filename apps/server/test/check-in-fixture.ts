import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { HotelEvent } from '@frontdesk/domain';
import { guests, hotels, incomes, receipts, reservations, rooms } from '../src/db/schema.ts';
import { bearer, startTestApp, type TestApp } from './test-app.ts';

const base = '/api/aureo/reception';

/**
 * The app, both hotels' tokens, aureo's events and the queries the check-in tests share; hooks
 * are registered for the calling test file.
 */
export const useCheckInFixture = (now: () => Date) => {
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
    base,
    db,
    walkIn: (change: Record<string, unknown> = {}) => ({
      stayType: 'full-night',
      guest: { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' },
      rooms: [{ roomNumber: '101', extraBed: false }],
      checkoutDate: '2026-11-24T12:00:00.000Z',
      taxRate: 5,
      serviceRate: 10,
      paymentMethod: 'kpay',
      ...change,
    }),
    checkIn: (payload: unknown, { token, key }: { token?: string; key?: string } = {}) =>
      fx.t.app.inject({
        method: 'POST',
        url: `${base}/check-in`,
        headers: { ...bearer(token ?? fx.aureo), ...(key ? { 'idempotency-key': key } : {}) },
        payload: payload as object,
      }),
    counts: async () => {
      const [g] = await db().select({ n: count() }).from(guests);
      const [i] = await db().select({ n: count() }).from(incomes);
      const [r] = await db().select({ n: count() }).from(receipts);
      const [c] = await db()
        .select({ n: count() })
        .from(reservations)
        .where(eq(reservations.status, 'checked-in'));
      return { guests: g!.n, incomes: i!.n, receipts: r!.n, checkedInReservations: c!.n };
    },
    statusOf: async (number: string) =>
      (
        await db()
          .select({ status: rooms.status })
          .from(rooms)
          .where(and(eq(rooms.hotelId, fx.aureoId), eq(rooms.number, number)))
      )[0]?.status,
    incomesOf: (receiptNumber: string) =>
      db().select().from(incomes).where(eq(incomes.receiptNumber, receiptNumber)),
    guestsOf: (receiptNumber: string) =>
      db().select().from(guests).where(eq(guests.receiptNumber, receiptNumber)),
  });
};
