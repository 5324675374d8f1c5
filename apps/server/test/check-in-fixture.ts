import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SavedReservation } from '@frontdesk/domain';
import { guests, incomes, receipts, reservations } from '../src/db/schema.ts';
import { useTestApp } from './app-fixture.ts';
import { bearer } from './test-app.ts';

export const reservationForm = {
  name: 'Ko Ko',
  nationalId: '9/MaKaNa(N)654321',
  phone: '09 250 333 444',
  guestCount: 4,
  roomCount: 2,
  roomType: 'full-night',
  checkinDate: '2026-11-22T14:00:00.000Z',
  checkoutDate: '2026-11-24T12:00:00.000Z',
  extraBed: false,
  paymentType: 'kpay',
  amountPaid: 100000,
};

/**
 * The test app (app-fixture.ts) with the payloads and queries the check-in tests share; hooks are
 * registered for the calling test file.
 */
export const useCheckInFixture = (now: () => Date) => {
  const fx = useTestApp(now);
  const { base, db } = fx;
  return Object.assign(fx, {
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
    /** A confirmed two-room full-night reservation (22 to 24 Nov, 100,000 Ks by KPay). */
    reserve: async (change: Record<string, unknown> = {}, token = fx.aureo, hotel = 'aureo') => {
      const response = await fx.t.app.inject({
        method: 'POST',
        url: `/api/${hotel}/reception/create-reservation`,
        headers: bearer(token),
        payload: { ...reservationForm, ...change },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<SavedReservation>();
    },
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
    incomesOf: (receiptNumber: string) =>
      db().select().from(incomes).where(eq(incomes.receiptNumber, receiptNumber)),
    guestsOf: (receiptNumber: string) =>
      db().select().from(guests).where(eq(guests.receiptNumber, receiptNumber)),
  });
};
