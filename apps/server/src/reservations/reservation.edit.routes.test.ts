import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '@frontdesk/domain';
import { hotels, reservations } from '../db/schema.ts';
import { base, form, now, useReservationApp, type Method } from '../../test/reservation-app.ts';

const { fx, call, create, rowOf } = useReservationApp();

describe('PUT /reservations/{id}', () => {
  it('replaces the fields with the edit form and keeps the status', async () => {
    const { ID } = await create();
    await call('PUT', `${base}/reservations/${ID}`, fx.aureo, { status: 'cancelled' });
    const response = await call('PUT', `${base}/reservations/${ID}`, fx.aureo, {
      ...form,
      name: 'Aye Aye Khaing',
      roomCount: 2,
      checkoutDate: '2026-11-25T12:00',
      notes: 'two rooms',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ID,
      Name: 'Aye Aye Khaing',
      RoomCount: 2,
      CheckoutDate: '2026-11-25T05:30:00.000Z',
      Notes: 'two rooms',
      Status: 'cancelled',
      ReservationDate: now.toISOString(),
    });
    expect((await rowOf(ID))?.prepaidDivider).toBe(2);
  });

  it.each(['checked-in', 'cancelled'])('sets the status to %s', async (status) => {
    const { ID, Name } = await create();
    const response = await call('PUT', `${base}/reservations/${ID}`, fx.aureo, { status });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ID, Name, Status: status });
  });

  it.each<[string, unknown, string, string]>([
    [
      'an unknown status',
      { status: 'arrived' },
      'status',
      'Status must be checked-in or cancelled',
    ],
    ['a blank name in the form', { ...form, name: '' }, 'name', 'Name is required'],
    [
      'a status with a partial form',
      { status: 'checked-in', guestCount: 0 },
      'guestCount',
      'Guest count must be at least 1',
    ],
    [
      'a check-in moved to yesterday',
      { ...form, checkinDate: '2026-11-21' },
      'checkinDate',
      'Check-in date cannot be before today',
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, payload, field, message) => {
    const { ID } = await create();
    const before = await rowOf(ID);
    const response = await call('PUT', `${base}/reservations/${ID}`, fx.aureo, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({ field, message });
    expect(await rowOf(ID)).toEqual(before);
  });

  it('lets a stay that began before today be edited while its start is kept', async () => {
    const [hotel] = await fx.t.database.db.select().from(hotels).where(eq(hotels.key, 'aureo'));
    const [past] = await fx.t.database.db
      .insert(reservations)
      .values({
        hotelId: hotel!.id,
        name: 'Late Guest',
        nationalId: 'x',
        phone: '09',
        guestCount: 1,
        roomCount: 1,
        roomType: 'full-night',
        checkinAt: new Date('2026-11-20T07:30:00.000Z'), // 20 Nov 14:00 at the hotel
        checkoutAt: new Date('2026-11-23T05:30:00.000Z'),
      })
      .returning();
    const edit = {
      ...form,
      name: 'Late Guest',
      checkinDate: '2026-11-20T14:00:00.000Z',
      checkoutDate: '2026-11-23T12:00',
    };
    const kept = await call('PUT', `${base}/reservations/${past!.id}`, fx.aureo, {
      ...edit,
      notes: 'still coming',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      Notes: 'still coming',
      CheckinDate: '2026-11-20T07:30:00.000Z',
    });
    const moved = await call('PUT', `${base}/reservations/${past!.id}`, fx.aureo, {
      ...edit,
      checkinDate: '2026-11-21T14:00',
    });
    expect(moved.statusCode).toBe(400);
  });
});

describe('a checked-in or cancelled reservation keeps its history', () => {
  it('a checked-in one cannot be edited or cancelled; checked-in again is a no-op', async () => {
    const id = (await create()).ID;
    const put = (body: unknown) => call('PUT', `${base}/reservations/${id}`, fx.aureo, body);
    expect((await put({ status: 'checked-in' })).statusCode).toBe(200);
    const edit = await put({ ...form, roomCount: 3 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'This reservation is already checked in; it cannot be changed.',
    );
    expect((await put({ status: 'cancelled' })).statusCode).toBe(409);
    expect((await put({ status: 'checked-in' })).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'checked-in', roomCount: form.roomCount });
  });

  it('a cancelled one cannot be checked in', async () => {
    const id = (await create()).ID;
    const put = (body: unknown) => call('PUT', `${base}/reservations/${id}`, fx.aureo, body);
    expect((await put({ status: 'cancelled' })).statusCode).toBe(200);
    const response = await put({ status: 'checked-in' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This reservation is cancelled; its status cannot be changed.',
    );
    expect((await rowOf(id))?.status).toBe('cancelled');
  });
});

describe('DELETE /reservations/{id}', () => {
  it('deletes a reservation without a deposit once', async () => {
    const { ID } = await create({ paymentType: 'none', amountPaid: 0 });
    const response = await call('DELETE', `${base}/reservations/${ID}`, fx.aureo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Reservation deleted.' });
    expect(await rowOf(ID)).toBeUndefined();
    const again = await call('DELETE', `${base}/reservations/${ID}`, fx.aureo);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Reservation not found.' });
  });
});

describe('reservation ids', () => {
  it.each<[Method, unknown]>([
    ['PUT', { status: 'checked-in' }],
    ['DELETE', undefined],
  ])('%s answers 400 for a non-numeric id and 404 for an unknown one', async (method, payload) => {
    for (const id of ['abc', '1.5', '-1', '1e3', '%20']) {
      const response = await call(method, `${base}/reservations/${id}`, fx.aureo, payload);
      expect(response.statusCode, id).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(
        'Reservation ID must be a number',
      );
    }
    for (const id of ['0', '999999', '2147483648', '99999999999999999999999']) {
      const response = await call(method, `${base}/reservations/${id}`, fx.aureo, payload);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Reservation not found.' });
    }
  });
});

describe('tenancy', () => {
  it("answers 401 to another hotel's token on every call", async () => {
    const { ID } = await create();
    const calls: [Method, string, unknown][] = [
      ['POST', `${base}/create-reservation`, form],
      ['PUT', `${base}/reservations/${ID}`, { status: 'cancelled' }],
      ['GET', `${base}/reservations/date/2026-11-22`, undefined],
      ['DELETE', `${base}/reservations/${ID}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, fx.swe, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await fx.t.app.inject({ method, url })).statusCode).toBe(401);
    }
    expect((await rowOf(ID))?.status).toBe('confirmed');
  });

  it("never shows, edits or deletes another hotel's reservation", async () => {
    const { ID } = await create({ name: 'Aureo Only' });
    const before = await rowOf(ID);
    const sweBase = '/api/swe/reception';
    const edit = await call('PUT', `${sweBase}/reservations/${ID}`, fx.swe, {
      ...form,
      name: 'Stolen',
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: 'Reservation not found.' });
    const status = await call('PUT', `${sweBase}/reservations/${ID}`, fx.swe, {
      status: 'cancelled',
    });
    expect(status.statusCode).toBe(404);
    expect((await call('DELETE', `${sweBase}/reservations/${ID}`, fx.swe)).statusCode).toBe(404);
    const list = await call('GET', `${sweBase}/reservations/date/2026-11-22`, fx.swe);
    expect(list.statusCode).toBe(200);
    expect(list.json<Reservation[]>().map((r) => r.ID)).not.toContain(ID);
    expect(await rowOf(ID)).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('documents every reservation call', async () => {
    const doc = (await fx.t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    }>();
    const prefix = '/api/{hotel}/reception';
    const documented = [
      doc.paths[`${prefix}/create-reservation`]?.post,
      doc.paths[`${prefix}/reservations/{id}`]?.put,
      doc.paths[`${prefix}/reservations/{id}`]?.delete,
      doc.paths[`${prefix}/reservations/date/{date}`]?.get,
    ];
    for (const operation of documented) {
      expect(operation?.tags).toEqual(['Reservations']);
      expect(operation?.summary).toEqual(expect.any(String));
    }
  });
});
