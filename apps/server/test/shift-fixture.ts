import { afterAll, beforeAll } from 'vitest';
import type { HotelEvent } from '@frontdesk/domain';
import { bearer, startTestApp, type TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT';
/** Who calls: aureo's receptionist (the desk) or its owner. */
export type ShiftCaller = 'desk' | 'owner';

/**
 * What the shift API tests share: a seeded app with aureo's receptionist and owner signed in,
 * the events aureo published (on the clock given, or the real one), a call as either, and a
 * manual payment (a negative one is an
 * electricity expense, as the desk's Add Payment records it).
 */
export const useShiftFixture = (now?: () => Date) => {
  const fx = {
    t: undefined as unknown as TestApp,
    tokens: { desk: '', owner: '' } satisfies Record<ShiftCaller, string>,
    published: [] as HotelEvent[],
  };
  beforeAll(async () => {
    fx.t = await startTestApp(now ? { now } : {});
    fx.tokens.desk = await fx.t.login('aureo', 'reception');
    fx.tokens.owner = await fx.t.login('aureo', 'admin');
    fx.t.app.events.subscribe(1, (event) => fx.published.push(event));
  });
  afterAll(() => fx.t.close());

  /** A call to aureo's API (`url` after /api/aureo). */
  const call = (method: Method, url: string, as: ShiftCaller, payload?: object, key?: string) =>
    fx.t.app.inject({
      method,
      url: `/api/aureo${url}`,
      headers: { ...bearer(fx.tokens[as]), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  /** A manual payment of no guest (create-income): room money, or an expense when negative. */
  const pay = (as: ShiftCaller, Amount: number, PaymentMethod: string, extra: object = {}) =>
    call('POST', '/reception/create-income', as, {
      Type: Amount < 0 ? 'electricity' : 'room',
      GuestID: null,
      RoomNumber: '0',
      Amount,
      RevenueType: Amount < 0 ? '' : 'revenue',
      PaymentMethod,
      ...extra,
    });

  return Object.assign(fx, { call, pay, db: () => fx.t.database.db });
};
