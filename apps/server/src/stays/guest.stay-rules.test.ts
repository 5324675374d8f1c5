import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Guest } from '@frontdesk/domain';
import { guests } from '../db/schema.ts';
import { guestPayload, useTestApp } from '../../test/app-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const fx = useTestApp(() => new Date('2026-11-22T07:30:00.000Z'));

const createGuest = (change: Record<string, unknown>) =>
  fx.call('POST', `${fx.base}/create-guest`, guestPayload(change));
const guestCount = async () => (await fx.db().select({ n: count() }).from(guests))[0]!.n;
const currentGuest = async (room: string) =>
  (await fx.call('GET', `${fx.base}/guests/current/${room}`)).json<Guest>();

describe('create-guest keeps the rules of the check-in forms', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'a full night from 1900 to 2999',
      { checkinDate: '1900-01-01T00:00:00.000Z', checkoutDate: '2999-12-31T00:00:00.000Z' },
      'checkinDate',
    ],
    [
      'a session from 0001-01-01',
      {
        roomType: 'session',
        checkinDate: '0001-01-01T00:00:00Z',
        checkoutDate: '0001-01-01T03:00:00Z',
      },
      'checkinDate',
    ],
    [
      'a daycation from 1000-01-01',
      {
        roomType: 'daycation',
        checkinDate: '1000-01-01T00:00:00Z',
        checkoutDate: '1000-01-01T12:00:00Z',
      },
      'checkinDate',
    ],
    [
      'a daycation to 9999-12-31',
      {
        roomType: 'daycation',
        checkinDate: '2026-11-22T07:30:00Z',
        checkoutDate: '9999-12-31T00:00:00Z',
      },
      'checkoutDate',
    ],
    [
      'a check-in 11 minutes ago',
      {
        roomType: 'session',
        checkinDate: '2026-11-22T07:19:00Z',
        checkoutDate: '2026-11-22T10:00:00Z',
      },
      'checkinDate',
    ],
    ['a check-in yesterday', { checkinDate: '2026-11-21T14:00:00.000Z' }, 'checkinDate'],
    ['a full night out today', { checkoutDate: '2026-11-22T23:00:00.000Z' }, 'checkoutDate'],
    [
      'a long stay out today',
      { roomType: 'long-stay', checkoutDate: '2026-11-22' },
      'checkoutDate',
    ],
    ['a full night of two years', { checkoutDate: '2028-11-22T12:00:00.000Z' }, 'checkoutDate'],
    [
      'a session of 4 hours',
      {
        roomType: 'session',
        checkinDate: '2026-11-22T07:30:00Z',
        checkoutDate: '2026-11-22T11:30:00Z',
      },
      'checkoutDate',
    ],
    [
      'a daycation of 13 hours',
      {
        roomType: 'daycation',
        checkinDate: '2026-11-22T07:30:00Z',
        checkoutDate: '2026-11-22T20:30:00Z',
      },
      'checkoutDate',
    ],
  ])('%s -> 400 naming %s, nothing written, the room stays free', async (_case, change, field) => {
    const before = await guestCount();
    const response = await createGuest(change);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await guestCount()).toBe(before);
    expect(await fx.statusOf('101')).toBe(1);
  });

  it('a check-in 9 minutes ago (a slow clock) is taken', async () => {
    const response = await createGuest({
      roomType: 'session',
      roomNumber: '101',
      checkinDate: '2026-11-22T07:21:00Z',
      checkoutDate: '2026-11-22T10:21:00Z',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['daycation', '102', '2026-11-22T19:30:00.000Z'],
    ['session', '103', '2026-11-22T10:30:00.000Z'],
  ])('a %s given as dates only stays its hours from now', async (roomType, room, checkout) => {
    const response = await createGuest({
      roomType,
      roomNumber: room,
      checkinDate: '2026-11-22',
      checkoutDate: '2026-11-22',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await currentGuest(room)).toMatchObject({
      CheckinDate: '2026-11-22T07:30:00.000Z',
      CheckoutDate: checkout,
    });
  });

  it('a full night given as dates only: in now, out at 12:00 on the check-out date', async () => {
    const response = await createGuest({
      roomNumber: '104',
      checkinDate: '2026-11-22',
      checkoutDate: '2026-11-23',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await currentGuest('104')).toMatchObject({
      CheckinDate: '2026-11-22T07:30:00.000Z',
      CheckoutDate: '2026-11-23T05:30:00.000Z',
    });
  });
});
