import { describe, expect, it, vi } from 'vitest';
import type { AdminRoom, AdminRoomType, Room, RoomPrice } from '@frontdesk/domain';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 Nov at the hotel (UTC+06:30).
const fx = useCheckInFixture(() => new Date('2026-11-22T07:30:00.000Z'));
let admin = '';
const adminToken = async () => (admin ||= await fx.t.login('aureo', 'admin'));

const as = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  fx.call(method, `/api/aureo/admin${path}`, body, await adminToken());
const setupRooms = async () => (await as('GET', '/rooms')).json<AdminRoom[]>();
const roomTypes = async () => (await as('GET', '/room-types')).json<AdminRoomType[]>();
const grid = async () =>
  (await fx.call('GET', '/api/aureo/reception/rooms')).json<Room[]>().map((r) => r.Room);
const roomNamed = async (number: string) => (await setupRooms()).find((r) => r.number === number)!;
const standardPrices = {
  'full-night': 40000,
  extrabed: 1,
  'foreigner-full-night': 60000,
  'foreigner-extrabed': 15000,
  daycation: 1,
  session: 1,
  'hourly-rate': 1,
  'foreigner-daycation': 35000,
  'foreigner-session': 20000,
};

describe('rooms', () => {
  it('adds a room that every desk grid shows, and tells the desks', async () => {
    const [standard] = await roomTypes();
    await fx.forgetEvents();
    const response = await as('POST', '/rooms', {
      number: '106',
      floor: 1,
      roomTypeId: standard!.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await grid()).toContain('106');
    await vi.waitFor(() => expect(fx.published).toContainEqual({ type: 'rooms_updated' }));
    const room = (await fx.call('GET', '/api/aureo/reception/rooms/106')).json<Room>();
    expect(room).toMatchObject({ Floor: 1, Status: 1, RoomTypeID: standard!.number });
  });

  it('refuses a room number the hotel has with 409, and adds nothing', async () => {
    const before = await setupRooms();
    const [standard] = await roomTypes();
    const response = await as('POST', '/rooms', {
      number: '101',
      floor: 3,
      roomTypeId: standard!.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Room 101 already exists.' });
    expect(await setupRooms()).toEqual(before);
  });

  it('refuses bad input with 400 naming the field: no number, floor 0, a type of no hotel', async () => {
    const [standard] = await roomTypes();
    for (const body of [
      { floor: 1, roomTypeId: standard!.id },
      { number: '107', floor: 0, roomTypeId: standard!.id },
      { number: '107', floor: 1, roomTypeId: 999999 },
    ]) {
      const response = await as('POST', '/rooms', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/Room number|Floor|Room type/);
    }
    expect(await grid()).not.toContain('107');
  });

  it.each([
    ['0', 'Room number cannot be all zeros (it would read as no room)'],
    ['000', 'Room number cannot be all zeros (it would read as no room)'],
    ['1O7 B', 'Room number must be 1 to 6 letters or digits'],
    ['1234567', 'Room number must be 1 to 6 letters or digits'],
    ['10-7', 'Room number must be 1 to 6 letters or digits'],
  ])('refuses the room number %j with its message, adding nothing', async (number, message) => {
    const before = await setupRooms();
    const [standard] = await roomTypes();
    const response = await as('POST', '/rooms', { number, floor: 1, roomTypeId: standard!.id });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await setupRooms()).toEqual(before);
  });

  it('moves a room to another floor and type; the grid shows it there', async () => {
    const types = await roomTypes();
    const family = types.find((t) => t.name === 'family')!;
    const room = await roomNamed('102');
    const response = await as('PUT', `/rooms/${room.id}`, { floor: 2, roomTypeId: family.id });
    expect(response.statusCode, response.body).toBe(200);
    const moved = (await fx.call('GET', '/api/aureo/reception/rooms/102')).json<Room>();
    expect(moved).toMatchObject({
      Floor: 2,
      RoomTypeID: family.number,
      RoomType: { Type: 'family' },
    });
  });

  it('does not change or take out of service a room a guest holds (409)', async () => {
    const checkedIn = await fx.checkIn(
      fx.walkIn({ rooms: [{ roomNumber: '103', extraBed: false }] }),
    );
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    const room = await roomNamed('103');
    expect(room.occupied).toBe(true);
    for (const [method, path, body] of [
      ['PUT', `/rooms/${room.id}`, { floor: 4 }],
      ['POST', `/rooms/${room.id}/out-of-service`, undefined],
    ] as const) {
      const response = await as(method, path, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Room 103 has a guest: check them out first.' });
    }
    expect(await roomNamed('103')).toEqual(room);
  });

  it('takes a room out of service for good: off the grid, kept in the list, its number not reused', async () => {
    const room = await roomNamed('104');
    const response = await as('POST', `/rooms/${room.id}/out-of-service`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await grid()).not.toContain('104');
    expect((await roomNamed('104')).retiredAt).toBe('2026-11-22T07:30:00.000Z');
    expect((await fx.call('GET', '/api/aureo/reception/rooms/104')).statusCode).toBe(404);
    const again = await as('PUT', `/rooms/${room.id}`, { floor: 5 });
    expect(again.statusCode).toBe(409);
    const [standard] = await roomTypes();
    const reused = await as('POST', '/rooms', {
      number: '104',
      floor: 1,
      roomTypeId: standard!.id,
    });
    expect(reused.json()).toEqual({ message: 'Room 104 already exists (out of service).' });
  });

  it('answers 404 for an id that is not a room of this hotel', async () => {
    expect((await as('PUT', '/rooms/999999', { floor: 2 })).statusCode).toBe(404);
  });
});

describe('room types', () => {
  it('adds a type with a price for every stay type; hotel-wide ones keep the hotel price', async () => {
    await fx.forgetEvents();
    const response = await as('POST', '/room-types', { name: 'Deluxe', prices: standardPrices });
    expect(response.statusCode, response.body).toBe(201);
    const deluxe = (await roomTypes()).find((t) => t.name === 'Deluxe')!;
    expect(deluxe).toMatchObject({ number: 3, roomCount: 0 });
    const prices = (await fx.call('GET', '/api/aureo/reception/room-prices')).json<RoomPrice[]>();
    const of = (stayType: string) =>
      prices.find((p) => p.RoomTypeID === 3 && p.StayType === stayType)?.Price;
    expect(of('full-night')).toBe(40000);
    expect(of('foreigner-session')).toBe(20000);
    expect(of('daycation')).toBe(25000);
    expect(of('session')).toBe(15000);
    await vi.waitFor(() => expect(fx.published).toContainEqual({ type: 'prices_updated' }));
    const types = (await fx.call('GET', '/api/aureo/reception/room-types')).json<unknown[]>();
    expect(types).toContainEqual({ ID: 3, Type: 'Deluxe' });
  });

  it('refuses a name the hotel has (any case) with 409, and a missing price with 400', async () => {
    const before = await roomTypes();
    const twin = await as('POST', '/room-types', { name: 'FAMILY', prices: standardPrices });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ message: 'Room type FAMILY already exists.' });
    const { session: _, ...missing } = standardPrices;
    const short = await as('POST', '/room-types', { name: 'Suite', prices: missing });
    expect(short.statusCode).toBe(400);
    expect(await roomTypes()).toEqual(before);
  });

  it('renames a type; the grid and Settings show the new name; a taken name is 409', async () => {
    const family = (await roomTypes()).find((t) => t.name === 'family')!;
    const renamed = await as('PUT', `/room-types/${family.id}`, { name: 'Family Suite' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const room = (await fx.call('GET', '/api/aureo/reception/rooms/105')).json<Room>();
    expect(room.RoomType.Type).toBe('Family Suite');
    const taken = await as('PUT', `/room-types/${family.id}`, { name: 'deluxe' });
    expect(taken.statusCode).toBe(409);
    expect((await as('PUT', '/room-types/999999', { name: 'X' })).statusCode).toBe(404);
  });
});
