import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests, reservations } from '../db/schema.ts';
import { guestPayload, useTestApp } from '../../test/app-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const fx = useTestApp(() => new Date('2026-11-22T07:30:00.000Z'));

const guest = (change: Record<string, unknown> = {}) =>
  guestPayload({
    roomType: 'session',
    checkinDate: '2026-11-22T07:30:00.000Z',
    checkoutDate: '2026-11-22T10:30:00.000Z',
    ...change,
  });
const reservation = (change: Record<string, unknown> = {}) => ({
  name: 'Aye Aye',
  nationalId: '12/PaBaTa(N)123456',
  phone: '09 420 111 222',
  guestCount: 1,
  roomCount: 1,
  roomType: 'full-night',
  checkinDate: '2026-11-23',
  checkoutDate: '2026-11-24',
  extraBed: false,
  paymentType: 'none',
  amountPaid: 0,
  ...change,
});
const countOf = async (table: typeof guests | typeof reservations) =>
  (await fx.db().select({ n: count() }).from(table))[0]!.n;
/** A raw JSON body, so bytes that are not UTF-8 reach the server as sent. */
const rawPost = (url: string, body: Buffer) =>
  fx.t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${fx.aureo}`, 'content-type': 'application/json' },
    payload: body,
  });

describe('never a 500 on input', () => {
  it('a NUL in the login username -> 400', async () => {
    const response = await fx.t.app.inject({
      method: 'POST',
      url: '/api/aureo/login',
      payload: { username: 'recep\u0000tion', password: 'x' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Username cannot contain control characters');
  });

  it.each([
    ['/api/au%00reo/reception/rooms'],
    ['/api/%00/reception/rooms'],
    ['/api/au%00reo/details'],
    ['/api/au%00reo/login'],
  ])('a NUL in the hotel key (%s), even unsigned -> 400', async (url) => {
    const method = url.endsWith('login') ? 'POST' : 'GET';
    const response = await fx.t.app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Hotel key cannot contain control characters');
  });

  it.each([
    ['year 0', '0000-01-01T00:00:00Z'],
    ['year 10000 once its offset is applied', '9999-12-31T23:59:59-14:00'],
    ['year 1899', '1899-12-31T23:59:59Z'],
  ])('an instant of %s -> 400 naming the date, nothing written', async (_case, instant) => {
    const before = await countOf(guests);
    for (const change of [{ checkinDate: instant }, { checkoutDate: instant }]) {
      const response = await fx.call('POST', `${fx.base}/create-guest`, guest(change));
      expect(response.statusCode, response.body).toBe(400);
      const fields = response.json().errors.map((e: { field: string }) => e.field);
      expect([...new Set(fields)]).toEqual(Object.keys(change));
    }
    expect(await countOf(guests)).toBe(before);
  });

  it('a lone surrogate in a text -> 400 naming the field, not stored', async () => {
    const before = await countOf(reservations);
    for (const [field, value] of [
      ['name', 'Aye \ud83d'],
      ['notes', 'late \udc00 arrival'],
    ] as const) {
      const response = await fx.call(
        'POST',
        `${fx.base}/create-reservation`,
        reservation({ [field]: value }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    const response = await fx.call('POST', `${fx.base}/create-guest`, guest({ phone: '\ud83d' }));
    expect(response.statusCode).toBe(400);
    expect(await countOf(reservations)).toBe(before);
  });

  it('bytes that are not UTF-8 in a JSON body -> 400, not stored as a replacement character', async () => {
    const before = [await countOf(reservations), await countOf(guests)];
    const text = JSON.stringify(reservation({ name: 'Aye XX' }));
    const at = text.indexOf('XX');
    const body = Buffer.concat([
      Buffer.from(text.slice(0, at)),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(text.slice(at + 2)),
    ]);
    const refused = await rawPost(`${fx.base}/create-reservation`, body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe('The request body is not valid UTF-8');
    const guestText = JSON.stringify(guest({ name: 'Aye XX' }));
    const guestAt = guestText.indexOf('XX');
    const guestBody = Buffer.concat([
      Buffer.from(guestText.slice(0, guestAt)),
      Buffer.from([0xed, 0xa0, 0xbd]), // a surrogate encoded as UTF-8: not valid UTF-8
      Buffer.from(guestText.slice(guestAt + 2)),
    ]);
    expect((await rawPost(`${fx.base}/create-guest`, guestBody)).statusCode).toBe(400);
    expect([await countOf(reservations), await countOf(guests)]).toEqual(before);
  });
});
