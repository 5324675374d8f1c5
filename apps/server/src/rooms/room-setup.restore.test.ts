import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AdminRoom, AdminRoomType, Room, RoomPrice } from '@frontdesk/domain';
import { roomHistory } from '../db/schema.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';
import { activityLogOf } from '../../test/activity-fixture.ts';

// 14:00 on 22 Nov at the hotel (UTC+06:30).
const fx = useCheckInFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const activity = activityLogOf(fx);
let admin = '';
const adminToken = async () => (admin ||= await fx.t.login('aureo', 'admin'));
const as = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  fx.call(method, `/api/aureo/admin${path}`, body, await adminToken());
const setupRooms = async () => (await as('GET', '/rooms')).json<AdminRoom[]>();
const roomTypes = async () => (await as('GET', '/room-types')).json<AdminRoomType[]>();
const grid = async () =>
  (await fx.call('GET', '/api/aureo/reception/rooms')).json<Room[]>().map((r) => r.Room);
const allPrices = {
  'full-night': 40000,
  extrabed: 1,
  daycation: 1,
  session: 1,
  'hourly-rate': 1,
  'foreigner-full-night': 60000,
  'foreigner-extrabed': 15000,
  'foreigner-daycation': 35000,
  'foreigner-session': 20000,
};

describe('a room back in service', () => {
  it('is on every grid again, dated in its history, in the activity log', async () => {
    const [standard] = await roomTypes();
    expect(
      (await as('POST', '/rooms', { number: '108', floor: 1, roomTypeId: standard!.id }))
        .statusCode,
    ).toBe(201);
    const room = (await setupRooms()).find((r) => r.number === '108')!;
    expect((await as('POST', `/rooms/${room.id}/out-of-service`)).statusCode).toBe(200);
    expect(await grid()).not.toContain('108');

    const last = await activity.lastId();
    await fx.forgetEvents();
    const restored = await as('POST', `/rooms/${room.id}/back-in-service`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await grid()).toContain('108');
    expect((await setupRooms()).find((r) => r.number === '108')!.retiredAt).toBeNull();
    await vi.waitFor(() => expect(fx.published).toContainEqual({ type: 'rooms_updated' }));
    const history = await fx
      .db()
      .select({ kind: roomHistory.kind })
      .from(roomHistory)
      .where(and(eq(roomHistory.roomId, room.id)))
      .orderBy(asc(roomHistory.id));
    expect(history.map((h) => h.kind)).toEqual(['added', 'out-of-service', 'back-in-service']);
    const entries = await activity.entriesAfter(last);
    expect(entries.map((e) => [e.kind, e.params])).toEqual([['room-restore', { room: '108' }]]);

    const again = await as('POST', `/rooms/${room.id}/back-in-service`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Room 108 is in service.' });
    expect((await as('POST', '/rooms/999999/back-in-service')).statusCode).toBe(404);
  });
});

describe('deleting a room type', () => {
  it('deletes a type no room ever had, with its prices', async () => {
    expect((await as('POST', '/room-types', { name: 'Suite', prices: allPrices })).statusCode).toBe(
      201,
    );
    const suite = (await roomTypes()).find((t) => t.name === 'Suite')!;
    await fx.forgetEvents();
    const deleted = await as('DELETE', `/room-types/${suite.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await roomTypes()).map((t) => t.name)).not.toContain('Suite');
    const list = (await fx.call('GET', '/api/aureo/reception/room-prices')).json<RoomPrice[]>();
    expect(list.some((p) => p.RoomTypeID === suite.number)).toBe(false);
    await vi.waitFor(() => expect(fx.published).toContainEqual({ type: 'prices_updated' }));
  });

  it('refuses a type with rooms, or whose only room is out of service, with 409', async () => {
    const family = (await roomTypes()).find((t) => t.name === 'family')!;
    const inUse = await as('DELETE', `/room-types/${family.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({
      message: 'Room type family has or had rooms (out of service ones too): it cannot be deleted.',
    });

    expect(
      (await as('POST', '/room-types', { name: 'Garden', prices: allPrices })).statusCode,
    ).toBe(201);
    const garden = (await roomTypes()).find((t) => t.name === 'Garden')!;
    expect(
      (await as('POST', '/rooms', { number: '109', floor: 1, roomTypeId: garden.id })).statusCode,
    ).toBe(201);
    const room = (await setupRooms()).find((r) => r.number === '109')!;
    expect((await as('POST', `/rooms/${room.id}/out-of-service`)).statusCode).toBe(200);
    expect((await roomTypes()).find((t) => t.name === 'Garden')!.roomCount).toBe(0);
    expect((await as('DELETE', `/room-types/${garden.id}`)).statusCode).toBe(409);
    expect((await as('DELETE', '/room-types/999999')).statusCode).toBe(404);
  });
});
