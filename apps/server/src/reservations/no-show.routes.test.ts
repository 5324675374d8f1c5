import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  wallClockToInstant,
  type Report,
  type Reservation,
  type SavedReservation,
} from '@frontdesk/domain';
import { activityLog, incomes, reservations } from '../db/schema.ts';
import { reservationForm, useTestApp } from '../../test/app-fixture.ts';
import { bookingForm } from '../../test/booking-form.ts';

// The hotel clock (Asia/Yangon, UTC+06:30) each test sets: aureo has 17 rooms, all available.
// Each test books its own dates, as the tests of a file share the hotel.
const hotelClock = (wallClock: string) => wallClockToInstant(wallClock, 'Asia/Yangon');
/** 14:00 and 23:59 on the arrival day, and 08:00 the morning after. */
const clocksOf = (arrival: string) => ({
  arrivalAfternoon: hotelClock(`${arrival}T14:00`),
  arrivalLastMinute: hotelClock(`${arrival}T23:59`),
  nextMorning: hotelClock(`${addDays(arrival, 1)}T08:00`),
});
let clock = clocksOf('2026-12-01').arrivalAfternoon;
const fx = useTestApp(() => clock);
const { base, call, db } = fx;
/** Sets the hotel clock, signed in again: a session does not outlive days of a test's clock. */
const setClock = async (at: Date) => {
  clock = at;
  fx.aureo = await fx.t.login('aureo');
};

const created = async (form: object) => {
  const response = await call('POST', `${base}/create-reservation`, form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reservation>();
};
const noShow = (id: number, query = '') =>
  call('POST', `${base}/reservations/${id}/no-show${query}`);
const rowOf = async (id: number) =>
  (await db().select().from(reservations).where(eq(reservations.id, id)))[0]!;
const depositsOf = async (id: number) =>
  (await db().select().from(incomes).where(eq(incomes.reservationId, id)).orderBy(incomes.id)).map(
    (i) => i.amount,
  );

/** Every room of the hotel on the nights of 01/12 and 02/12, with a 40,000 KPay deposit. */
const wholeHotel = () =>
  created(
    bookingForm(17, '2026-12-01', '2026-12-03', {
      name: 'Daw Khin',
      paymentType: 'kpay',
      amountPaid: 40000,
    }),
  );

describe('POST /reservations/{id}/no-show (ADR 086)', () => {
  it('refused with 409 until the arrival day is over; the next morning a no-show, its deposit kept, its nights free, out of the date list', async () => {
    const day = clocksOf('2026-12-01');
    await setClock(day.arrivalAfternoon);
    const r = await wholeHotel();
    for (const at of [day.arrivalAfternoon, day.arrivalLastMinute]) {
      await setClock(at);
      const response = await noShow(r.ID);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'The guest can be marked as a no-show only after the arrival day has passed.',
      });
    }
    expect((await rowOf(r.ID)).status).toBe('confirmed');

    await setClock(day.nextMorning);
    // The hotel is full on 02/12 while the reservation is confirmed.
    const full = await call(
      'POST',
      `${base}/create-reservation`,
      bookingForm(1, '2026-12-02', '2026-12-03'),
    );
    expect(full.json()).toEqual({ message: 'No rooms are free on 02/12/2026' });

    const response = await noShow(r.ID);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SavedReservation>();
    expect(answer.Status).toBe('no-show');
    expect(answer.receipt).toBeUndefined();
    const row = await rowOf(r.ID);
    expect([row.status, row.depositOutcome]).toEqual(['no-show', 'kept']);
    expect(await depositsOf(r.ID)).toEqual([40000]);

    // Its rooms are free from then on: the whole hotel can be booked on 02/12.
    await created(bookingForm(17, '2026-12-02', '2026-12-03'));
    // Not in SPEC's list of the arrival day, nor of the day after.
    for (const date of ['2026-12-01', '2026-12-02']) {
      const listed = (await call('GET', `${base}/reservations/date/${date}`)).json<Reservation[]>();
      expect(listed.map((l) => l.ID)).not.toContain(r.ID);
    }
    const [logged] = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.kind, 'reservation-no-show'),
          eq(activityLog.subject, `reservation:${r.ID}`),
        ),
      );
    expect(logged?.params).toEqual({ name: 'Daw Khin', deposit: 'kept', amount: 40000 });
    expect(logged?.userId).toBeTypeOf('number');

    // Marked again (a retry): answered as it is, nothing more recorded.
    const again = await noShow(r.ID);
    expect(again.statusCode).toBe(200);
    expect(again.json<Reservation>().Status).toBe('no-show');
    expect(await depositsOf(r.ID)).toEqual([40000]);
    // A no-show is not edited back into a booking.
    const edit = await call('PUT', `${base}/reservations/${r.ID}`, reservationForm());
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({
      message: 'This reservation is a no-show; it cannot be changed.',
    });
  });

  it('deposit=refund gives the deposit back as a cancellation does, with its receipt', async () => {
    await setClock(clocksOf('2026-12-10').arrivalAfternoon);
    const r = await created(
      bookingForm(1, '2026-12-10', '2026-12-11', { paymentType: 'kpay', amountPaid: 25000 }),
    );
    await setClock(clocksOf('2026-12-10').nextMorning);
    const response = await noShow(r.ID, '?deposit=refund');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SavedReservation>();
    expect(answer.receipt?.Lines.map((l) => l.Amount)).toEqual([-25000]);
    expect(await depositsOf(r.ID)).toEqual([25000, -25000]);
    expect((await rowOf(r.ID)).depositOutcome).toBe('refunded');
  });

  it('only a confirmed reservation can be a no-show; an unknown one is 404', async () => {
    await setClock(clocksOf('2026-12-15').arrivalAfternoon);
    const r = await created(bookingForm(1, '2026-12-15', '2026-12-16', { name: 'U Ba' }));
    const cancel = await call('PUT', `${base}/reservations/${r.ID}`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);
    await setClock(clocksOf('2026-12-15').nextMorning);
    const response = await noShow(r.ID);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This reservation is cancelled; only a confirmed one can be a no-show.',
    });
    expect((await noShow(99999999)).statusCode).toBe(404);
    expect((await noShow(r.ID, '?deposit=lose')).statusCode).toBe(400);
  });
});

describe('the source of a reservation (ADR 086)', () => {
  it("is 'desk' when not sent, stored when sent, kept by an edit without one", async () => {
    await setClock(clocksOf('2026-12-18').arrivalAfternoon);
    const spec = await created(bookingForm(1, '2026-12-20', '2026-12-21'));
    expect(spec.Source).toBe('desk');
    const messenger = await created(
      bookingForm(1, '2026-12-20', '2026-12-21', { source: 'messenger' }),
    );
    expect(messenger.Source).toBe('messenger');
    expect((await rowOf(messenger.ID)).source).toBe('messenger');

    const edit = (body: object) => call('PUT', `${base}/reservations/${messenger.ID}`, body);
    const kept = await edit(bookingForm(2, '2026-12-20', '2026-12-21'));
    expect(kept.json<Reservation>().Source).toBe('messenger');
    const changed = await edit(bookingForm(2, '2026-12-20', '2026-12-21', { source: 'phone' }));
    expect(changed.json<Reservation>().Source).toBe('phone');
    const [logged] = await db()
      .select()
      .from(activityLog)
      .where(eq(activityLog.kind, 'reservation-edit'))
      .orderBy(activityLog.id)
      .offset(1);
    expect(logged?.params).toMatchObject({
      changes: [{ field: 'source', before: 'messenger', after: 'phone' }],
    });
  });

  it('refuses a source not in the list with 400', async () => {
    const response = await call(
      'POST',
      `${base}/create-reservation`,
      bookingForm(1, '2026-12-20', '2026-12-21', { source: 'fax' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Source must be one of: desk, walk-in, phone, messenger, booking-page, agoda, booking-com, airbnb',
    );
  });
});

describe('the report counts reservations by source (ADR 086)', () => {
  it('those arriving in the range, with their no-shows', async () => {
    await setClock(clocksOf('2026-12-25').arrivalAfternoon);
    await created(bookingForm(1, '2026-12-25', '2026-12-26'));
    const phone = await created(bookingForm(1, '2026-12-25', '2026-12-26', { source: 'phone' }));
    await created(bookingForm(1, '2026-12-25', '2026-12-26', { source: 'phone' }));
    // Arriving the day after: not in the report of the 25th.
    await created(bookingForm(1, '2026-12-26', '2026-12-27', { source: 'airbnb' }));
    await setClock(clocksOf('2026-12-25').nextMorning);
    expect((await noShow(phone.ID)).statusCode).toBe(200);
    const admin = await fx.t.login('aureo', 'admin');
    const response = await call(
      'GET',
      '/api/aureo/admin/reports?from=2026-12-25&to=2026-12-25',
      undefined,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Report>().bySource).toEqual([
      { source: 'desk', reservations: 1, checkedIn: 0, noShows: 0, cancelled: 0 },
      { source: 'phone', reservations: 2, checkedIn: 0, noShows: 1, cancelled: 0 },
    ]);
  });
});
