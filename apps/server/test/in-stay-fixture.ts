import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CheckInResponse } from '@frontdesk/domain';
import { guests, incomes } from '../src/db/schema.ts';
import { useCheckInFixture } from './check-in-fixture.ts';
import { bearer } from './test-app.ts';

/** The check-in fixture plus what the in-stay tests do: check a guest in, call, count, read. */
export const useInStayFixture = (now: () => Date) => {
  const fx = useCheckInFixture(now);
  const db = fx.db;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: unknown,
    { token, key, hotel }: { token?: string; key?: string; hotel?: string } = {},
  ) =>
    fx.t.app.inject({
      method,
      url: `/api/${hotel ?? 'aureo'}/reception${path}`,
      headers: { ...bearer(token ?? fx.aureo), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  return Object.assign(fx, {
    call,
    /** Checks a walk-in guest into a room; answers the guest's ID. */
    checkInGuest: async (roomNumber: string, change: Record<string, unknown> = {}) => {
      const response = await fx.checkIn(
        fx.walkIn({ rooms: [{ roomNumber, extraBed: false }], ...change }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<CheckInResponse>().guests[0]!.ID;
    },
    /** The ID of the guest in a room now. */
    currentGuestId: async (roomNumber: string) =>
      (await call('GET', `/guests/current/${roomNumber}`)).json<{ ID: number }>().ID,
    guestRow: async (id: number) => (await db().select().from(guests).where(eq(guests.id, id)))[0]!,
    incomeCount: async () => (await db().select({ n: count() }).from(incomes))[0]!.n,
    incomesOfGuest: (id: number) => db().select().from(incomes).where(eq(incomes.guestId, id)),
    roomRevenue: async (query = '?date=2026-11-22') =>
      (await call('GET', `/room-revenue${query}`)).json<{ 'room-revenue': number }>()[
        'room-revenue'
      ],
    stats: async () => (await call('GET', '/get-stats')).json<Record<string, number>>(),
  });
};
