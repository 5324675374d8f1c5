import { describe, expect, it } from 'vitest';
import type { AdminRoom, AdminRoomType, Room } from '@frontdesk/domain';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';
import { activityLogOf } from '../../test/activity-fixture.ts';

// 14:00 on 22 Nov at the hotel (UTC+06:30).
const fx = useCheckInFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const activity = activityLogOf(fx);
let admin = '';
const adminToken = async () => (admin ||= await fx.t.login('aureo', 'admin'));
const as = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  fx.call(method, `/api/aureo/admin${path}`, body, await adminToken());
const roomNamed = async (number: string) =>
  (await (await as('GET', '/rooms')).json<AdminRoom[]>()).find((r) => r.number === number);
const grid = async () =>
  (await fx.call('GET', '/api/aureo/reception/rooms')).json<Room[]>().map((r) => r.Room);
const addRoom = async (number: string) => {
  const [standard] = (await as('GET', '/room-types')).json<AdminRoomType[]>();
  const added = await as('POST', '/rooms', { number, floor: 1, roomTypeId: standard!.id });
  expect(added.statusCode, added.body).toBe(201);
  return (await roomNamed(number))!;
};

describe('a mistyped room number (issue 44)', () => {
  it('is corrected while the room has never had a guest, in the activity log', async () => {
    const room = await addRoom('1O8');
    const last = await activity.lastId();
    const corrected = await as('PUT', `/rooms/${room.id}`, { number: '108' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await roomNamed('1O8')).toBeUndefined();
    expect((await roomNamed('108'))?.id).toBe(room.id);
    expect(await grid()).toContain('108');
    const entries = await activity.entriesAfter(last);
    expect(entries.map((e) => [e.kind, e.params])).toEqual([
      ['room-edit', { room: '1O8', changes: [{ field: 'number', before: '1O8', after: '108' }] }],
    ]);
  });

  it('keeps the number of a room that has had a guest, and refuses a number taken', async () => {
    const taken = await as('PUT', `/rooms/${(await roomNamed('102'))!.id}`, { number: '101' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Room 101 already exists.' });

    expect(
      (await fx.checkIn(fx.walkIn({ rooms: [{ roomNumber: '103', extraBed: false }] }))).statusCode,
    ).toBe(201);
    expect(
      (
        await fx.call('PUT', '/api/aureo/reception/guests/checkout/103', {
          paymentMethod: 'cash',
        })
      ).statusCode,
    ).toBe(200);
    const had = await as('PUT', `/rooms/${(await roomNamed('103'))!.id}`, { number: '109' });
    expect(had.statusCode).toBe(409);
    expect(had.json()).toEqual({
      message: 'Room 103 has had guests or payments: its number stays as their records name it.',
    });
    expect(await roomNamed('103')).toBeDefined();

    const bad = await as('PUT', `/rooms/${(await roomNamed('104'))!.id}`, { number: '10 4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Room number must be 1 to 6 letters or digits' });
  });
});
