import { and, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '@frontdesk/domain';
import { activityLog, guests, reservations } from '../db/schema.ts';
import { guestPayload, reservationForm, useTestApp } from '../../test/app-fixture.ts';
import { bookingForm } from '../../test/booking-form.ts';

// 14:00 on 22 November at the hotel (UTC+06:30). aureo has 17 rooms, all available. On
// PostgreSQL (server-postgres) the racing requests run in parallel on separate connections.
const fx = useTestApp(() => new Date('2026-11-22T07:30:00.000Z'));
const { base, call, db } = fx;

const reserve = async (rooms: number, checkin: string, checkout: string) => {
  const response = await call(
    'POST',
    `${base}/create-reservation`,
    bookingForm(rooms, checkin, checkout),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reservation>();
};
const walkIn = (roomNumber: string, checkout: string, change: object = {}) => ({
  stayType: 'full-night',
  guest: { name: `Guest ${roomNumber}`, nationalId: '12/PaBaTa(N)123456', phone: '09 420' },
  rooms: [{ roomNumber }],
  checkoutDate: checkout,
  ...change,
});
const checkIn = (body: object) => call('POST', `${base}/check-in`, body);
const guestsIn = async (roomNumber: string) =>
  (
    await db()
      .select({ n: count() })
      .from(guests)
      .where(
        and(
          eq(guests.hotelId, fx.aureoId),
          eq(guests.roomNumber, roomNumber),
          eq(guests.status, 'active'),
        ),
      )
  )[0]!.n;
const lastCheckInEntry = async () =>
  (
    await db()
      .select({ params: activityLog.params })
      .from(activityLog)
      .where(and(eq(activityLog.hotelId, fx.aureoId), eq(activityLog.kind, 'check-in')))
      .orderBy(desc(activityLog.id))
      .limit(1)
  )[0]?.params;
const setStatus = (id: number, status: string) =>
  db().update(reservations).set({ status }).where(eq(reservations.id, id));

describe('a walk-in over the rooms promised to reservations', () => {
  it('is refused with 409 naming the nights, then checked in once the desk confirms, and recorded', async () => {
    const promised = await reserve(17, '2026-11-22', '2026-11-24');
    const refused = await checkIn(walkIn('101', '2026-11-24'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Rooms promised to reservations would be short on 22/11/2026, 23/11/2026',
      overbookedNights: [
        { date: '2026-11-22', free: 0 },
        { date: '2026-11-23', free: 0 },
      ],
    });
    expect(await guestsIn('101')).toBe(0);

    const confirmed = await checkIn(walkIn('101', '2026-11-24', { confirmOverbooking: true }));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await guestsIn('101')).toBe(1);
    expect(await lastCheckInEntry()).toMatchObject({
      guest: 'Guest 101',
      room: '101',
      overbookedNights: ['2026-11-22', '2026-11-23'],
    });
    await setStatus(promised.ID, 'cancelled');
  });

  it("a walk-in that fits is not asked, and SPEC's create-guest is never refused but recorded", async () => {
    const promised = await reserve(15, '2026-11-22', '2026-11-23');
    const fits = await checkIn(walkIn('102', '2026-11-23'));
    expect(fits.statusCode, fits.body).toBe(201);
    expect(await lastCheckInEntry()).not.toHaveProperty('overbookedNights');

    // 17 rooms: the two walk-ins and the 15 promised. SPEC's client cannot confirm.
    const spec = await call(
      'POST',
      `${base}/create-guest`,
      guestPayload({ roomNumber: '103', checkoutDate: '2026-11-23T12:00:00.000Z' }),
    );
    expect(spec.statusCode, spec.body).toBe(201);
    expect(await lastCheckInEntry()).toMatchObject({
      room: '103',
      overbookedNights: ['2026-11-22'],
    });
    await setStatus(promised.ID, 'cancelled');
  });

  it('checking in a reservation does not count against its own promised rooms', async () => {
    const other = await reserve(13, '2026-11-22', '2026-11-23');
    // 101-103 are taken: 14 rooms left tonight, 13 promised to another, 1 to this one.
    const mine = await reserve(1, '2026-11-22', '2026-11-23');
    const response = await checkIn({
      ...walkIn('104', '2026-11-23'),
      reservationId: mine.ID,
      checkoutDate: undefined,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await lastCheckInEntry()).not.toHaveProperty('overbookedNights');
    await setStatus(other.ID, 'cancelled');
  });
});

describe('two desks take the last room of a night at once: exactly one wins', () => {
  it('two reservations', async () => {
    await reserve(16, '2026-12-01', '2026-12-02');
    const responses = await Promise.all(
      ['A', 'B', 'C'].map((desk) =>
        call(
          'POST',
          `${base}/create-reservation`,
          reservationForm({
            name: `Desk ${desk}`,
            checkinDate: '2026-12-01T14:00',
            checkoutDate: '2026-12-02T12:00',
          }),
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const refused of responses.filter((r) => r.statusCode === 400)) {
      expect(refused.json()).toEqual({ message: 'No rooms are free on 01/12/2026' });
    }
  });

  it('two walk-ins in different rooms', async () => {
    // 101-104 are held tonight; 12 promised: one room left.
    const promised = await reserve(12, '2026-11-22', '2026-11-23');
    const responses = await Promise.all(
      ['201', '202'].map((room) => checkIn(walkIn(room, '2026-11-23'))),
    );
    expect(
      responses.map((r) => r.statusCode).sort(),
      responses.map((r) => r.body).join('\n'),
    ).toEqual([201, 409]);
    expect((await guestsIn('201')) + (await guestsIn('202'))).toBe(1);
    await setStatus(promised.ID, 'cancelled');
  });
});
