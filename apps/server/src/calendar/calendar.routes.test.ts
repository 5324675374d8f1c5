import { describe, expect, it } from 'vitest';
import type { Calendar } from '@frontdesk/domain';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 12:30 on 22 November 2026 in Yangon (UTC+06:30).
const clock = new Date('2026-11-22T06:00:00.000Z');
const fx = useCheckInFixture(() => clock);

const calendar = async (query: string, token = fx.aureo) => {
  const response = await fx.call('GET', `${fx.base}/calendar${query}`, undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Calendar>();
};
const freeOf = (c: Calendar) => Object.fromEntries(c.nights.map((n) => [n.date, n.free]));
const reservedOf = (c: Calendar) =>
  Object.fromEntries(c.nights.map((n) => [n.date, n.reservedRooms]));

describe('GET /reception/calendar (issue 19, ADR 041)', () => {
  it('an empty hotel: 14 days from today, every room free every night', async () => {
    const c = await calendar('');
    expect(c).toMatchObject({ from: '2026-11-22', days: 14, today: '2026-11-22', stays: [] });
    expect(c.rooms).toHaveLength(17);
    expect(c.rooms[0]).toEqual({ room: '101', floor: 1, roomType: 'standard', status: 1 });
    expect(c.nights.map((n) => n.free)).toEqual(Array(14).fill(17));
  });

  it('stays as bars (short ones within their day), reservations per night, free rooms', async () => {
    const checkIn = async (change: Record<string, unknown>) => {
      const response = await fx.checkIn(fx.walkIn(change));
      expect(response.statusCode, response.body).toBe(201);
    };
    // Room 101 to the 24th at 12:00; a 3-hour session in 102; 103 under maintenance.
    await checkIn({});
    await checkIn({
      stayType: 'session',
      guest: { name: 'Su Su', nationalId: '1/A(N)2', phone: '09 2' },
      rooms: [{ roomNumber: '102', extraBed: false }],
    });
    expect((await fx.call('PUT', `${fx.base}/rooms/103`, { status: 6 })).statusCode).toBe(200);
    // Two rooms for the nights of 25 and 26; a daycation room on the 28th (hours, no night).
    const twoRooms = await fx.reserve({
      checkinDate: '2026-11-25T14:00:00.000Z',
      checkoutDate: '2026-11-27T12:00:00.000Z',
    });
    const daycation = await fx.reserve({
      name: 'Mya Mya',
      roomType: 'daycation',
      roomCount: 1,
      guestCount: 1,
      checkinDate: '2026-11-28T09:00:00.000Z',
      checkoutDate: '2026-11-28T21:00:00.000Z',
    });

    const c = await calendar('?from=2026-11-22&days=7');
    expect(c.stays).toEqual([
      expect.objectContaining({
        room: '101',
        name: 'Aye Aye',
        stayType: 'full-night',
        checkin: '2026-11-22T12:30:00.000Z',
        checkout: '2026-11-24T12:00:00.000Z',
        inHouse: true,
      }),
      expect.objectContaining({
        room: '102',
        name: 'Su Su',
        stayType: 'session',
        checkin: '2026-11-22T12:30:00.000Z',
        checkout: '2026-11-22T15:30:00.000Z',
      }),
    ]);
    expect(c.rooms.find((r) => r.room === '103')?.status).toBe(6);
    // Each with where it came from (ADR 086): 'desk' when the form did not say.
    expect(c.reservations.map((r) => [r.id, r.name, r.rooms, r.source])).toEqual([
      [twoRooms.ID, 'Ko Ko', 2, 'desk'],
      [daycation.ID, 'Mya Mya', 1, 'desk'],
    ]);
    expect(reservedOf(c)).toEqual({
      '2026-11-22': 0,
      '2026-11-23': 0,
      '2026-11-24': 0,
      '2026-11-25': 2,
      '2026-11-26': 2,
      '2026-11-27': 0,
      '2026-11-28': 1,
    });
    expect(c.nights.find((n) => n.date === '2026-11-25')?.reservationIds).toEqual([twoRooms.ID]);
    // 17 rooms, 1 under maintenance; 101 holds the nights of 22 and 23; the session and the
    // daycation hold hours, not nights.
    expect(freeOf(c)).toEqual({
      '2026-11-22': 15,
      '2026-11-23': 15,
      '2026-11-24': 16,
      '2026-11-25': 14,
      '2026-11-26': 14,
      '2026-11-27': 16,
      '2026-11-28': 16,
    });

    // A stretch after the stays shows none of them; another hotel sees none of aureo's.
    expect((await calendar('?from=2026-12-01&days=3')).stays).toEqual([]);
    const swe = await fx.call('GET', '/api/swe/reception/calendar', undefined, fx.swe);
    expect(swe.json<Calendar>().stays).toEqual([]);
  });

  it.each([
    ['?days=0', /Days/],
    ['?days=63', /Days/],
    ['?days=1.5', /Days/],
    ['?days=99999999999999999999', /Days/],
    ['?from=2026-02-30', /From/],
    ['?from=tomorrow', /From/],
    ['?from=9999-12-31', /From/],
  ])('%s -> 400 with a message', async (query, message) => {
    const response = await fx.call('GET', `${fx.base}/calendar${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('needs a token', async () => {
    const response = await fx.t.app.inject({ method: 'GET', url: `${fx.base}/calendar` });
    expect(response.statusCode).toBe(401);
  });
});
