import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Room, RoomPrice } from '@frontdesk/domain';
import { roomPrices, roomTypes, rooms } from '../db/schema.ts';
import { useTestApp } from '../../test/app-fixture.ts';

const now = new Date('2026-11-22T07:30:00.000Z');
const base = '/api/aureo/reception';

const fx = useTestApp(() => now);
const { published } = fx;

const { call, statusOf } = fx;
const setStatus = (room: string, payload: object) => call('PUT', `${base}/rooms/${room}`, payload);

describe('GET /rooms', () => {
  it('answers every room of the hotel by floor then number, with its type and prices', async () => {
    const response = await call('GET', `${base}/rooms`);
    expect(response.statusCode).toBe(200);
    const list = response.json<Room[]>();
    expect(list.map((r) => r.Room)).toEqual([
      ...['101', '102', '103', '104', '105'],
      ...['201', '202', '203', '204', '205'],
      ...['301', '302', '303', '304'],
      ...['801', '802', '803'],
    ]);
    expect(list[0]).toEqual({
      ID: expect.any(Number),
      Room: '101',
      Floor: 1,
      Status: 1,
      RoomTypeID: 1,
      RoomType: { Type: 'standard', RoomPrices: expect.any(Array) },
    });
    expect(list[0]!.RoomType.RoomPrices).toContainEqual({ StayType: 'full-night', Price: 40000 });
    expect(list[0]!.RoomType.RoomPrices).toHaveLength(9);
    expect(list[4]).toMatchObject({ Room: '105', RoomTypeID: 2, RoomType: { Type: 'family' } });
    expect(list[4]!.RoomType.RoomPrices).toContainEqual({ StayType: 'full-night', Price: 65000 });
  });

  it("gives each room its type's price entries as GET /room-prices orders them, cents kept", async () => {
    const [family] = await fx.t.database.db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, fx.aureoId), eq(roomTypes.number, 2)));
    const [entry] = await fx.t.database.db
      .update(roomPrices)
      .set({ price: 41234.56 })
      .where(and(eq(roomPrices.roomTypeId, family!.id), eq(roomPrices.stayType, 'full-night')))
      .returning({ id: roomPrices.id });
    try {
      const prices = (await call('GET', `${base}/room-prices`)).json<RoomPrice[]>();
      const list = (await call('GET', `${base}/rooms`)).json<Room[]>();
      for (const room of list) {
        expect(room.RoomType.RoomPrices).toEqual(
          prices
            .filter((p) => p.RoomTypeID === room.RoomTypeID)
            .map((p) => ({ StayType: p.StayType, Price: p.Price })),
        );
      }
      expect(list.find((r) => r.Room === '105')!.RoomType.RoomPrices).toContainEqual({
        StayType: 'full-night',
        Price: 41234.56,
      });
    } finally {
      await fx.t.database.db
        .update(roomPrices)
        .set({ price: 65000 })
        .where(eq(roomPrices.id, entry!.id));
    }
  });

  it('sorts room numbers as numbers', async () => {
    const [standard] = await fx.t.database.db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, fx.aureoId), eq(roomTypes.number, 1)));
    await fx.t.database.db.insert(rooms).values([
      { hotelId: fx.aureoId, number: '1010', floor: 1, roomTypeId: standard!.id },
      { hotelId: fx.aureoId, number: '99', floor: 1, roomTypeId: standard!.id },
    ]);
    const list = (await call('GET', `${base}/rooms`)).json<Room[]>();
    expect(list.filter((r) => r.Floor === 1).map((r) => r.Room)).toEqual([
      '99',
      '101',
      '102',
      '103',
      '104',
      '105',
      '1010',
    ]);
  });

  it("answers only the caller's hotel", async () => {
    const list = (await call('GET', '/api/swe/reception/rooms', undefined, fx.swe)).json<Room[]>();
    expect(list.map((r) => r.Room)).toContain('901');
    expect(list.map((r) => r.Room)).not.toContain('801');
  });

  it("another hotel's token -> 401", async () => {
    expect((await call('GET', `${base}/rooms`, undefined, fx.swe)).statusCode).toBe(401);
  });
});

describe('GET /rooms/{room}', () => {
  it('answers one room', async () => {
    const response = await call('GET', `${base}/rooms/105`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Room: '105', Floor: 1, Status: 1, RoomTypeID: 2 });
  });

  it('an unknown room, or one of the other hotel -> 404', async () => {
    for (const [url, token] of [
      [`${base}/rooms/999`, fx.aureo],
      ['/api/swe/reception/rooms/801', fx.swe],
    ] as const) {
      const response = await call('GET', url, undefined, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^Room (999|801) not found\.$/);
    }
  });
});

describe('PUT /rooms/{roomNumber}', () => {
  it('cycles an empty room through housekeeping and maintenance', async () => {
    await fx.forgetEvents();
    for (const status of [5, 1, 6, 1]) {
      const response = await setStatus('102', { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ Room: '102', Status: status });
      expect(await statusOf('102')).toBe(status);
    }
    await vi.waitFor(() =>
      expect(published).toEqual(
        [5, 1, 6, 1].map((status) => ({
          type: 'room_updated',
          room: '102',
          status,
          refreshStats: true,
        })),
      ),
    );
  });

  it('an occupied status without a guest -> 409', async () => {
    const response = await setStatus('102', { status: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'No guest is checked in to this room. Check a guest in first.',
    });
    expect(await statusOf('102')).toBe(1);
  });

  it.each<[string, unknown]>([
    ['0', 0],
    ['8', 8],
    ['2.5', 2.5],
    ['text', '5'],
    ['missing', undefined],
  ])('status %s -> 400 naming status, nothing changed', async (_case, status) => {
    const response = await setStatus('102', { status });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'status', message: expect.any(String) }]);
    expect(response.json().message).toMatch(/Status/);
    expect(await statusOf('102')).toBe(1);
  });

  it('an unknown room -> 404; the other hotel -> 401', async () => {
    expect((await setStatus('999', { status: 5 })).statusCode).toBe(404);
    const response = await call('PUT', `${base}/rooms/102`, { status: 5 }, fx.swe);
    expect(response.statusCode).toBe(401);
    expect(await statusOf('102')).toBe(1);
  });

  describe('a room held by a guest (create-guest, then the status, as the SPEC client does)', () => {
    beforeAll(async () => {
      const response = await call('POST', `${base}/create-guest`, {
        name: 'Mg Mg',
        nationalId: '1/AhKaNa(N)000111',
        phone: '09 111',
        roomType: 'full-night',
        roomNumber: '103',
        checkinDate: '2026-11-22T14:00:00.000Z',
        checkoutDate: '2026-11-23T12:00:00.000Z',
        amountPaid: 40000,
        roomCharges: 40000,
      });
      expect(response.statusCode, response.body).toBe(201);
    });

    it("the guest's own status is accepted", async () => {
      const response = await setStatus('103', { status: 2 });
      expect(response.statusCode, response.body).toBe(200);
      expect(await statusOf('103')).toBe(2);
    });

    it.each<[number, string]>([
      [1, 'A guest is checked in to this room. Check the guest out first.'],
      [5, 'A guest is checked in to this room. Check the guest out first.'],
      [6, 'A guest is checked in to this room. Check the guest out first.'],
      [3, "That status does not match the checked-in guest's stay."],
      [7, "That status does not match the checked-in guest's stay."],
    ])('status %i -> 409', async (status, message) => {
      const response = await setStatus('103', { status });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message });
      expect(await statusOf('103')).toBe(2);
    });
  });
});

describe('GET /room-types and /room-prices', () => {
  it("answers the hotel's types by their own numbers", async () => {
    const response = await call('GET', `${base}/room-types`);
    expect(response.json()).toEqual([
      { ID: 1, Type: 'standard' },
      { ID: 2, Type: 'family' },
    ]);
  });

  it('answers every price entry with its type number', async () => {
    const prices = (await call('GET', `${base}/room-prices`)).json<RoomPrice[]>();
    expect(prices).toHaveLength(18);
    expect(prices).toContainEqual({
      ID: expect.any(Number),
      RoomTypeID: 1,
      StayType: 'full-night',
      Price: 40000,
    });
    expect(prices).toContainEqual({
      ID: expect.any(Number),
      RoomTypeID: 2,
      StayType: 'session',
      Price: 25000,
    });
    const theirs = (await call('GET', '/api/swe/reception/room-prices', undefined, fx.swe)).json<
      RoomPrice[]
    >();
    const ours = new Set(prices.map((p) => p.ID));
    expect(theirs.some((p) => ours.has(p.ID))).toBe(false);
  });
});
