import { describe, expect, it, vi } from 'vitest';
import type { SwapRoomResponse } from '@frontdesk/domain';
import { useInStayFixture } from '../../test/in-stay-fixture.ts';

const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useInStayFixture(() => now);
const { call, checkInGuest, guestRow, statusOf, published } = fx;

const swap = (body: unknown, options: { key?: string; token?: string; hotel?: string } = {}) =>
  call('POST', '/swap-room', body, options);

describe('POST /swap-room', () => {
  it('moves the guest; the old room is available, the new one full night; both announced', async () => {
    const id = await checkInGuest('101');
    const statsBefore = await fx.stats();
    const revenueBefore = await fx.roomRevenue();
    await fx.forgetEvents();
    const response = await swap({
      guestID: String(id),
      currentRoomNumber: '101',
      newRoomNumber: '102',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SwapRoomResponse>()).toMatchObject({
      message: 'Guest successfully moved from Room 101 to Room 102.',
      guest: { ID: id, RoomNumber: '102', Status: 'active', AmountPaid: 92000 },
      previousRoom: { Room: '101', Status: 1 },
      newRoom: { Room: '102', Status: 2 },
    });
    expect([await statusOf('101'), await statusOf('102')]).toEqual([1, 2]);
    expect((await call('GET', '/guests/current/102')).json()).toMatchObject({ ID: id });
    expect((await call('GET', '/guests/current/101')).statusCode).toBe(404);
    // Same counts, same revenue: a move is neither a check-in nor a payment.
    expect(await fx.stats()).toEqual(statsBefore);
    expect(await fx.roomRevenue()).toBe(revenueBefore);
    await vi.waitFor(() =>
      expect(published).toEqual([
        { type: 'room_updated', room: '101', status: 1, refreshStats: true },
        { type: 'room_updated', room: '102', status: 2, refreshStats: true },
      ]),
    );
  });

  it.each<[string, number]>([
    ['daycation', 3],
    ['session', 4],
    ['long-stay', 7], // ADR 016: not 2
  ])('a %s guest gives the new room status %d', async (stayType, status) => {
    const from = { daycation: '201', session: '202', 'long-stay': '203' }[stayType]!;
    const to = { daycation: '204', session: '205', 'long-stay': '301' }[stayType]!;
    const id = await checkInGuest(from, { stayType, pricePerNight: 30000 });
    const response = await swap({
      guestID: String(id),
      currentRoomNumber: from,
      newRoomNumber: to,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect([await statusOf(from), await statusOf(to)]).toEqual([1, status]);
  });

  it('into an occupied room -> 409 with the message, nothing changed', async () => {
    const id = await checkInGuest('103');
    const before = await guestRow(id);
    const response = await swap({
      guestID: String(id),
      currentRoomNumber: '103',
      newRoomNumber: '102',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Room 102 is not available.');
    expect(await guestRow(id)).toEqual(before);
    expect([await statusOf('103'), await statusOf('102')]).toEqual([2, 2]);
  });

  it('into a housekeeping room -> 409', async () => {
    const id = await fx.currentGuestId('103');
    await call('PUT', '/rooms/104', { status: 5 });
    const response = await swap({
      guestID: String(id),
      currentRoomNumber: '103',
      newRoomNumber: '104',
    });
    expect(response.statusCode).toBe(409);
    expect(await statusOf('104')).toBe(5);
  });

  it.each<[object, number, string]>([
    [{ currentRoomNumber: '103', newRoomNumber: '103' }, 400, 'The new room must be another room.'],
    [{ currentRoomNumber: '103' }, 400, 'Please select a new room.'],
    [{ currentRoomNumber: '103', newRoomNumber: '999' }, 404, 'Room 999 not found.'],
    [
      { currentRoomNumber: '101', newRoomNumber: '105' },
      409,
      'The guest is no longer in room 101. Please check again.',
    ],
  ])('%j -> %d', async (body, status, message) => {
    const id = await fx.currentGuestId('103');
    const response = await swap({ guestID: String(id), ...body });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await statusOf('103')).toBe(2);
  });

  it("another hotel's guest -> 404; an unknown guest -> 404", async () => {
    const id = await fx.currentGuestId('103');
    const other = await swap(
      { guestID: String(id), currentRoomNumber: '101', newRoomNumber: '102' },
      { token: fx.swe, hotel: 'swe' },
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Guest not found.');
    const unknown = await swap({
      guestID: '999999',
      currentRoomNumber: '103',
      newRoomNumber: '105',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await statusOf('105')).toBe(1);
  });

  it('a key retried 3 times (also at once) moves the guest once and answers the first result', async () => {
    const id = await fx.currentGuestId('103');
    const body = { guestID: String(id), currentRoomNumber: '103', newRoomNumber: '105' };
    const responses = await Promise.all([1, 2, 3].map(() => swap(body, { key: 'swap-103' })));
    const again = await swap(body, { key: 'swap-103' });
    for (const response of [...responses, again]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().newRoom).toEqual({ Room: '105', Status: 2 });
    }
    expect([await statusOf('103'), await statusOf('105')]).toEqual([1, 2]);
  });

  it('two desks moving two guests into one room at once: one wins, the other gets 409', async () => {
    const [a, b] = [await checkInGuest('302'), await checkInGuest('303')];
    const responses = await Promise.all([
      swap({ guestID: String(a), currentRoomNumber: '302', newRoomNumber: '304' }),
      swap({ guestID: String(b), currentRoomNumber: '303', newRoomNumber: '304' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await statusOf('304')).toBe(2);
    const moved = responses.findIndex((r) => r.statusCode === 200);
    expect([await statusOf('302'), await statusOf('303')]).toEqual(moved === 0 ? [1, 2] : [2, 1]);
  });
});
