import { describe, expect, it, vi } from 'vitest';
import type { RoomPrice } from '@frontdesk/domain';
import { bearer } from '../../test/test-app.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 Nov at the hotel (UTC+06:30).
const fx = useCheckInFixture(() => new Date('2026-11-22T07:30:00.000Z'));

const put = (id: number | string, body: unknown, token = fx.aureo, hotel = 'aureo') =>
  fx.t.app.inject({
    method: 'PUT',
    url: `/api/${hotel}/reception/room-prices/${id}`,
    headers: bearer(token),
    payload: body as object,
  });
const prices = async (token = fx.aureo, hotel = 'aureo') => {
  const response = await fx.t.app.inject({
    method: 'GET',
    url: `/api/${hotel}/reception/room-prices`,
    headers: bearer(token),
  });
  return response.json<RoomPrice[]>();
};
const entry = async (roomTypeId: number, stayType: string, token = fx.aureo, hotel = 'aureo') =>
  (await prices(token, hotel)).find((p) => p.RoomTypeID === roomTypeId && p.StayType === stayType)!;

describe('PUT /room-prices/{id}', () => {
  it('changes one full-night entry only, answers it and tells open dialogs to re-quote', async () => {
    await fx.forgetEvents();
    const standard = await entry(1, 'full-night');
    const family = await entry(2, 'full-night');
    const response = await put(standard.ID, { Price: 41000 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([{ ...standard, Price: 41000 }]);
    expect((await entry(1, 'full-night')).Price).toBe(41000);
    expect(await entry(2, 'full-night')).toEqual(family);
    await vi.waitFor(() => expect(fx.published).toEqual([{ type: 'prices_updated' }]));
  });

  it.each(['daycation', 'session', 'extrabed', 'hourly-rate'])(
    'a %s edit applies to every room type',
    async (stayType) => {
      const family = await entry(2, stayType);
      const response = await put(family.ID, { Price: 12000 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<RoomPrice[]>().map((p) => p.RoomTypeID)).toEqual([1, 2]);
      expect((await entry(1, stayType)).Price).toBe(12000);
      expect((await entry(2, stayType)).Price).toBe(12000);
    },
  );

  it('a foreigner price is its own room type only', async () => {
    const family = await entry(2, 'foreigner-full-night');
    const standard = await entry(1, 'foreigner-full-night');
    expect((await put(family.ID, { Price: 0 })).statusCode).toBe(200);
    expect((await entry(2, 'foreigner-full-night')).Price).toBe(0);
    expect(await entry(1, 'foreigner-full-night')).toEqual(standard);
  });

  it('the next check-in charges the new price', async () => {
    await put((await entry(1, 'full-night')).ID, { Price: 43000 });
    await put((await entry(1, 'extrabed')).ID, { Price: 7000 });
    const response = await fx.checkIn(
      fx.walkIn({ taxRate: 0, serviceRate: 0, rooms: [{ roomNumber: '101', extraBed: true }] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    // Two nights (22nd to 24th) of 43,000 plus a 7,000 extra bed each night.
    expect(response.json()).toMatchObject({ nights: 2, roomCharges: 100000, total: 100000 });
  });

  it.each<[string, unknown]>([
    ['a negative price', { Price: -1 }],
    ['a fraction', { Price: 1500.5 }],
    ['text', { Price: '45000' }],
    ['no price', {}],
    ['a huge price', { Price: 1e12 }],
  ])('%s -> 400 naming Price, nothing changed', async (_, body) => {
    const before = await prices();
    const response = await put(before[0]!.ID, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'Price', message: expect.any(String) }]);
    expect(await prices()).toEqual(before);
  });

  it('an id that is not a number -> 400; an unknown id -> 404', async () => {
    expect((await put('abc', { Price: 1000 })).statusCode).toBe(400);
    const unknown = await put(999999, { Price: 1000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Room price not found.');
  });

  it("another hotel's price -> 404 and it keeps its price", async () => {
    const theirs = await entry(1, 'full-night', fx.swe, 'swe');
    const response = await put(theirs.ID, { Price: 1000 });
    expect(response.statusCode).toBe(404);
    expect(await entry(1, 'full-night', fx.swe, 'swe')).toEqual(theirs);
  });

  it('an admin token may change prices (ADR 019); no token -> 401', async () => {
    const admin = await fx.t.login('aureo', 'admin');
    const standard = await entry(1, 'session');
    expect((await put(standard.ID, { Price: 9000 }, admin)).statusCode).toBe(200);
    expect((await put(standard.ID, { Price: 9000 }, '')).statusCode).toBe(401);
    const sweAdmin = await fx.t.login('swe', 'admin');
    expect((await put(standard.ID, { Price: 9000 }, sweAdmin)).statusCode).toBe(401);
  });
});
