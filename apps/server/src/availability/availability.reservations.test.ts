import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '@frontdesk/domain';
import { activityLog, reservations } from '../db/schema.ts';
import { reservationForm, useTestApp } from '../../test/app-fixture.ts';
import { bookingForm } from '../../test/booking-form.ts';

// 00:30 on 22 November at the hotel (UTC+06:30). aureo has 17 rooms, all available.
const fx = useTestApp(() => new Date('2026-11-21T18:00:00.000Z'));
const { base, call, db } = fx;

/** A full-night reservation of `rooms` rooms on the nights from `checkin` to `checkout`. */
const booking = bookingForm;
const reserve = (form: object) => call('POST', `${base}/create-reservation`, form);
const created = async (form: object) => {
  const response = await reserve(form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reservation>();
};
const reservationCount = async () =>
  (
    await db().select({ n: count() }).from(reservations).where(eq(reservations.hotelId, fx.aureoId))
  )[0]!.n;

/** Refused with the message naming the night, nothing written. */
const expectRefused = async (form: object, message: string) => {
  const before = await reservationCount();
  const response = await reserve(form);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ message });
  expect(await reservationCount()).toBe(before);
};

describe('reservations cannot promise a night more rooms than are free', () => {
  it('two 15-room reservations on the same night in the 17-room hotel: the second is refused', async () => {
    await created(booking(15, '2026-12-01', '2026-12-03'));
    await expectRefused(
      booking(15, '2026-12-02', '2026-12-04'),
      'Only 2 rooms are free on 02/12/2026',
    );
    // The nights after are free: a stay from the check-out date on fits.
    await created(booking(15, '2026-12-03', '2026-12-04'));
    await expectRefused(
      booking(3, '2026-12-01', '2026-12-02'),
      'Only 2 rooms are free on 01/12/2026',
    );
    await created(booking(2, '2026-12-01', '2026-12-02'));
    await expectRefused(booking(1, '2026-12-01', '2026-12-02'), 'No rooms are free on 01/12/2026');
  });

  it('in Burmese, the refusal names the night in Myanmar digits', async () => {
    await created(booking(17, '2026-12-05', '2026-12-06'));
    const response = await fx.t.app.inject({
      method: 'POST',
      url: `${base}/create-reservation`,
      headers: { authorization: `Bearer ${fx.aureo}`, 'accept-language': 'my-MM-u-nu-mymr' },
      payload: booking(1, '2026-12-05', '2026-12-06'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '၀၅/၁၂/၂၀၂၆ တွင် အခန်းလွတ် မရှိပါ' });
  });

  it('an edit that moves dates into a full night is refused and changes nothing; the reservation does not count against itself', async () => {
    await created(booking(16, '2026-12-10', '2026-12-11'));
    const mine = await created(booking(3, '2026-12-08', '2026-12-10'));
    // Its own nights, edited (more guests, one room more): it is left out of the holdings.
    const kept = await call('PUT', `${base}/reservations/${mine.ID}`, {
      ...booking(4, '2026-12-08', '2026-12-10'),
      guestCount: 4,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await call(
      'PUT',
      `${base}/reservations/${mine.ID}`,
      booking(4, '2026-12-09', '2026-12-11'),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ message: 'Only 1 room is free on 10/12/2026' });
    const [row] = await db().select().from(reservations).where(eq(reservations.id, mine.ID));
    expect(row!.roomCount).toBe(4);
    expect(row!.checkinAt.toISOString()).toBe('2026-12-08T07:30:00.000Z');
  });

  it('cancelled and deleted reservations free their rooms', async () => {
    const cancelled = await created(booking(15, '2026-12-15', '2026-12-16'));
    await expectRefused(
      booking(15, '2026-12-15', '2026-12-16'),
      'Only 2 rooms are free on 15/12/2026',
    );
    const cancel = await call('PUT', `${base}/reservations/${cancelled.ID}`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const deleted = await created(booking(15, '2026-12-15', '2026-12-16'));
    expect((await call('DELETE', `${base}/reservations/${deleted.ID}`)).statusCode).toBe(200);
    await created(booking(15, '2026-12-15', '2026-12-16'));
    // A cancelled reservation brought back is a promise again: it must fit.
    const back = await call('PUT', `${base}/reservations/${cancelled.ID}`, {
      ...booking(15, '2026-12-15', '2026-12-16'),
      status: 'confirmed',
    });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ message: 'Only 2 rooms are free on 15/12/2026' });
  });

  it('a checked-in reservation holds its rooms by its guests, not twice', async () => {
    const tonight = await created(booking(2, '2026-11-22', '2026-11-23'));
    const checkIn = await call('POST', `${base}/check-in`, {
      stayType: 'full-night',
      reservationId: tonight.ID,
      guest: { name: 'Ko Ko', nationalId: '9/MaKaNa(N)654321', phone: '09 250 333 444' },
      rooms: [{ roomNumber: '101' }, { roomNumber: '102' }],
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    await expectRefused(
      booking(16, '2026-11-22', '2026-11-23'),
      'Only 15 rooms are free on 22/11/2026',
    );
    await created(booking(15, '2026-11-22', '2026-11-23'));
  });

  it('sessions and daycations hold their hours, not the night', async () => {
    const session = (rooms: number, from: string, to: string) =>
      reservationForm({
        roomType: 'session',
        roomCount: rooms,
        checkinDate: `2026-12-20T${from}`,
        checkoutDate: `2026-12-20T${to}`,
        amountPaid: 0,
        paymentType: 'none',
      });
    await created(session(15, '10:00', '13:00'));
    await created(session(15, '13:00', '16:00')); // starts as the first ends
    await expectRefused(session(3, '12:00', '15:00'), 'Only 2 rooms are free on 20/12/2026');
    await created(session(2, '12:00', '15:00'));
    // The night of the 20th is still free: the sessions end before it.
    await created(booking(17, '2026-12-20', '2026-12-21'));
  });

  it("the owner's allowance lets that many rooms more be promised, and is logged", async () => {
    await created(booking(17, '2026-12-25', '2026-12-26'));
    await expectRefused(booking(1, '2026-12-25', '2026-12-26'), 'No rooms are free on 25/12/2026');
    const admin = await fx.t.login('aureo', 'admin');
    const page = (await call('GET', '/api/aureo/admin/hotel', undefined, admin)).json<object>();
    expect(page).toMatchObject({ overbookAllowance: 0 });
    const { overbookAllowance: _, ...details } = page as Record<string, unknown>;
    const { key: _key, timeZone: _zone, ...editable } = details;
    const allow = await call(
      'PUT',
      '/api/aureo/admin/hotel',
      { ...editable, overbookAllowance: 2 },
      admin,
    );
    expect(allow.statusCode, allow.body).toBe(200);
    expect(allow.json()).toMatchObject({ overbookAllowance: 2 });
    // The public details do not show it.
    const publicDetails = await fx.t.app.inject({ method: 'GET', url: '/api/aureo/details' });
    expect(publicDetails.json()).not.toHaveProperty('overbookAllowance');

    await expectRefused(
      booking(3, '2026-12-25', '2026-12-26'),
      'Only 2 rooms are free on 25/12/2026',
    );
    await created(booking(2, '2026-12-25', '2026-12-26'));
    await expectRefused(booking(1, '2026-12-25', '2026-12-26'), 'No rooms are free on 25/12/2026');

    const [entry] = await db()
      .select({ params: activityLog.params })
      .from(activityLog)
      .where(and(eq(activityLog.hotelId, fx.aureoId), eq(activityLog.kind, 'hotel-edit')));
    expect(entry!.params).toEqual({
      changes: [{ field: 'overbookAllowance', before: 0, after: 2 }],
    });
    // Without the field (an older page), the allowance stays as it is.
    await call('PUT', '/api/aureo/admin/hotel', editable, admin);
    expect((await call('GET', '/api/aureo/admin/hotel', undefined, admin)).json()).toMatchObject({
      overbookAllowance: 2,
    });
  });
});
