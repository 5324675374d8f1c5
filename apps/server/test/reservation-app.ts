import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Reservation } from '@frontdesk/domain';
import { reservations } from '../src/db/schema.ts';
import { bearer } from './test-app.ts';
import { reservationForm, useTestApp } from './app-fixture.ts';

// 00:30 on 22 November in Yangon (UTC+06:30), still the 21st in UTC.
export const now = new Date('2026-11-21T18:00:00.000Z');
export const form = reservationForm();
export const base = '/api/aureo/reception';

export type Method = 'POST' | 'PUT' | 'GET' | 'DELETE';

/** A test app at `now` and the calls the reservation route tests make with it. */
export const useReservationApp = () => {
  const fx = useTestApp(() => now);
  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    fx.t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (change: Record<string, unknown> = {}) => {
    const response = await call('POST', `${base}/create-reservation`, fx.aureo, {
      ...form,
      ...change,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Reservation>();
  };
  const rowCount = async () =>
    (await fx.t.database.db.select({ n: count() }).from(reservations))[0]?.n ?? 0;
  const rowOf = async (id: number) =>
    (await fx.t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0];
  return { fx, call, create, rowCount, rowOf };
};
