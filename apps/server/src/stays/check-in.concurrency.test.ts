import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInResponse } from '@frontdesk/domain';
import { guests, hotels, incomes, rooms } from '../db/schema.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

// Several desks at once. On PostgreSQL (server-postgres) the requests really run in parallel on
// separate connections; on PGlite they are serialised by the single connection.
const now = new Date('2026-11-22T07:30:00.000Z');

let t: TestApp;
let aureo: string;
let aureoId: number;
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  aureo = await t.login('aureo');
  const [row] = await t.database.db.select().from(hotels).where(eq(hotels.key, 'aureo'));
  aureoId = row!.id;
});
afterAll(() => t.close());

const walkIn = (roomNumber: string, name = 'Aye Aye') => ({
  stayType: 'full-night',
  guest: { name, nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' },
  rooms: [{ roomNumber, extraBed: false }],
  checkoutDate: '2026-11-23T12:00:00.000Z',
});
const checkIn = (payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/aureo/reception/check-in',
    headers: { ...bearer(aureo), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const createGuest = (roomNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/aureo/reception/create-guest',
    headers: bearer(aureo),
    payload: {
      name: 'Mg Mg',
      nationalId: '1/AhKaNa(N)000111',
      phone: '09 111',
      roomType: 'full-night',
      roomNumber,
      checkinDate: '2026-11-22T14:00:00.000Z',
      checkoutDate: '2026-11-23T12:00:00.000Z',
      amountPaid: 40000,
      roomCharges: 40000,
    },
  });

const guestsIn = async (roomNumber: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(guests)
      .where(and(eq(guests.hotelId, aureoId), eq(guests.roomNumber, roomNumber)))
  )[0]!.n;
const incomesOf = async (roomNumber: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(incomes)
      .where(and(eq(incomes.hotelId, aureoId), eq(incomes.roomNumber, roomNumber)))
  )[0]!.n;

describe('concurrent check-ins', () => {
  it('five desks check in to one room at once: exactly one wins', async () => {
    const responses = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((desk) => checkIn(walkIn('101', `Guest ${desk}`))),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes, responses.map((r) => r.body).join('\n')).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: 'Room 101 is not available.' });
    }
    expect(await guestsIn('101')).toBe(1);
    expect(await incomesOf('101')).toBe(1);
  });

  it('a check-in and a create-guest race for one room: one wins', async () => {
    const responses = await Promise.all([checkIn(walkIn('102')), createGuest('102')]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await guestsIn('102')).toBe(1);
  });

  it('two desks check in to different rooms at once: both win, with different receipts', async () => {
    const responses = await Promise.all([checkIn(walkIn('103')), checkIn(walkIn('104'))]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    const [a, b] = responses.map((r) => r.json<CheckInResponse>().receiptNumber);
    expect(a).not.toBe(b);
    expect([a, b].every((n) => /^AUR20261122\d{4}$/.test(n!))).toBe(true);
  });

  it('a retried request arriving while the first is still running is done once', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => checkIn(walkIn('201'), 'retry-201')));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const numbers = new Set(responses.map((r) => r.json<CheckInResponse>().receiptNumber));
    expect(numbers.size).toBe(1);
    expect(await guestsIn('201')).toBe(1);
    expect(await incomesOf('201')).toBe(1);
  });

  it('many rooms at once never deadlock: every room is checked in once', async () => {
    const batches = [
      ['202', '203', '204'],
      ['204', '203', '202'],
      ['203', '205', '202'],
    ];
    const responses = await Promise.all(
      batches.map((numbers) =>
        checkIn({ ...walkIn('x'), rooms: numbers.map((roomNumber) => ({ roomNumber })) }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const room of ['202', '203', '204', '205']) {
      const [row] = await t.database.db
        .select({ status: rooms.status })
        .from(rooms)
        .where(and(eq(rooms.hotelId, aureoId), eq(rooms.number, room)));
      expect(await guestsIn(room)).toBe(row!.status === 2 ? 1 : 0);
    }
  });

  it('a swap and a check-in race for one free room: exactly one gets it', async () => {
    const moving = await checkIn(walkIn('301'));
    const guestID = String(moving.json<CheckInResponse>().guests[0]!.ID);
    const responses = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/aureo/reception/swap-room',
        headers: bearer(aureo),
        payload: { guestID, currentRoomNumber: '301', newRoomNumber: '302' },
      }),
      checkIn(walkIn('302', 'Walk-in')),
    ]);
    // One of them wins (200 or 201), the other is refused with 409.
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode < 300)).toHaveLength(1);
    const active = await t.database.db
      .select({ room: guests.roomNumber })
      .from(guests)
      .where(and(eq(guests.hotelId, aureoId), eq(guests.status, 'active')));
    expect(active.filter((g) => g.room === '302')).toHaveLength(1);
  });

  it('three desks check one reservation in at once: it is checked in once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/aureo/reception/create-reservation',
      headers: bearer(aureo),
      payload: {
        name: 'Daw Hla',
        nationalId: '9/MaKaNa(N)222333',
        phone: '09 222',
        guestCount: 1,
        roomCount: 1,
        roomType: 'full-night',
        checkinDate: '2026-11-22T14:00:00Z',
        checkoutDate: '2026-11-23T12:00:00Z',
        extraBed: false,
        paymentType: 'none',
        amountPaid: 0,
      },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const [reservation] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/aureo/reception/reservations/date/2026-11-22',
        headers: bearer(aureo),
      })
    )
      .json<{ ID: number; Name: string }[]>()
      .filter((r) => r.Name === 'Daw Hla');
    const responses = await Promise.all(
      ['303', '304', '801'].map((roomNumber) =>
        checkIn({ ...walkIn(roomNumber), reservationId: reservation!.ID }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const checkedIn = await t.database.db
      .select({ n: count() })
      .from(guests)
      .where(and(eq(guests.hotelId, aureoId), eq(guests.reservationId, reservation!.ID)));
    expect(checkedIn[0]!.n).toBe(1);
  });
});
