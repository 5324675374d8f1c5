import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminRoom, AdminRoomType, Report } from '@frontdesk/domain';
import { roomHistory, rooms, users } from '../db/schema.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 28 November at the hotel (UTC+06:30): a walk-in for two nights; then 7 December.
let now = new Date('2026-11-28T07:30:00.000Z');
const fx = useCheckInFixture(() => now);
let admin = '';
const asAdmin = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  fx.call(method, `/api/aureo/admin${path}`, body, admin);
const report = async (from: string, to: string) => {
  const response = await asAdmin('GET', `/reports?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report>();
};
const nights = (r: Report) => r.days.map((d) => [d.date, d.sold, d.inService]);
const roomId = async (number: string) =>
  (await asAdmin('GET', '/rooms')).json<AdminRoom[]>().find((r) => r.number === number)!.id;

beforeAll(async () => {
  const checkIn = await fx.checkIn(fx.walkIn({ checkoutDate: '2026-11-30T05:30:00.000Z' }));
  expect(checkIn.statusCode, checkIn.body).toBe(201);
  now = new Date('2026-12-07T07:30:00.000Z');
  [fx.aureo, admin] = [await fx.t.login('aureo'), await fx.t.login('aureo', 'admin')];
});

describe("a past month's report after rooms change (ADR 076)", () => {
  it('is the same after a room is added and one taken out today, whatever its range', async () => {
    const november = await report('2026-11-01', '2026-11-30');
    expect(nights(november).slice(26)).toEqual([
      ['2026-11-27', 0, 17],
      ['2026-11-28', 1, 17],
      ['2026-11-29', 1, 17],
      ['2026-11-30', 0, 17],
    ]);
    expect(november).toMatchObject({ roomNightsSold: 2, roomNightsInService: 30 * 17 });

    const [standard] = (await asAdmin('GET', '/room-types')).json<AdminRoomType[]>();
    for (const number of ['106', '107']) {
      const added = await asAdmin('POST', '/rooms', {
        number,
        floor: 1,
        roomTypeId: standard!.id,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const out = await asAdmin('POST', `/rooms/${await roomId('104')}/out-of-service`);
    expect(out.statusCode, out.body).toBe(200);

    expect(await report('2026-11-01', '2026-11-30')).toEqual(november);
    // November asked within a longer range: the same nights; today has the rooms of today.
    const longer = await report('2026-11-01', '2026-12-07');
    expect(longer.days.slice(0, 30)).toEqual(november.days);
    expect(nights(longer).slice(-2)).toEqual([
      ['2026-12-06', 0, 17],
      ['2026-12-07', 0, 18],
    ]);
    // A range that stops before today: its last night as any other range sees it.
    expect(nights(await report('2026-11-30', '2026-12-06'))).toEqual(nights(longer).slice(29, 36));
  });

  it('records each change of rooms in their history, with its date and the acting user', async () => {
    const [owner] = await fx
      .db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.hotelId, fx.aureoId), eq(users.username, 'admin')));
    const [family] = (await asAdmin('GET', '/room-types')).json<AdminRoomType[]>().slice(1);
    const moved = await asAdmin('PUT', `/rooms/${await roomId('106')}`, {
      roomTypeId: family!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const history = await fx
      .db()
      .select({
        room: rooms.number,
        kind: roomHistory.kind,
        at: roomHistory.at,
        by: roomHistory.createdBy,
      })
      .from(roomHistory)
      .innerJoin(rooms, eq(rooms.id, roomHistory.roomId))
      .where(and(eq(roomHistory.hotelId, fx.aureoId), eq(roomHistory.at, now)))
      .orderBy(asc(roomHistory.id));
    expect(history).toEqual([
      { room: '106', kind: 'added', at: now, by: owner!.id },
      { room: '107', kind: 'added', at: now, by: owner!.id },
      { room: '104', kind: 'out-of-service', at: now, by: owner!.id },
      { room: '106', kind: 'type-changed', at: now, by: owner!.id },
    ]);
  });
});
