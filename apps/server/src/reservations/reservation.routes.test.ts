import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '@frontdesk/domain';
import { hotels, reservations } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { reservationForm, useTestApp } from '../../test/app-fixture.ts';

// 00:30 on 22 November in Yangon (UTC+06:30), still the 21st in UTC.
const now = new Date('2026-11-21T18:00:00.000Z');
const form = reservationForm();

const fx = useTestApp(() => now);

type Method = 'POST' | 'PUT' | 'GET' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  fx.t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const base = '/api/aureo/reception';
const create = async (change: Record<string, unknown> = {}) => {
  const response = await call('POST', `${base}/create-reservation`, fx.aureo, {
    ...form,
    ...change,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reservation>();
};
const rowCount = async () =>
  (await fx.t.database.db.select({ n: count() }).from(reservations))[0]?.n ?? 0;
const rowOf = async (id: number) =>
  (await fx.t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0];

describe('POST /create-reservation', () => {
  it('creates a confirmed reservation and answers it with instants', async () => {
    const created = await create();
    expect(created).toEqual({
      ID: expect.any(Number),
      Name: 'Aye Aye',
      NationalID: '12/PaBaTa(N)123456',
      Phone: '09 420 111 222',
      GuestCount: 2,
      RoomCount: 1,
      RoomType: 'full-night',
      CheckinDate: '2026-11-22T07:30:00.000Z', // 14:00 at the hotel
      CheckoutDate: '2026-11-24T05:30:00.000Z', // 12:00 at the hotel
      ReservationDate: now.toISOString(),
      Status: 'confirmed',
      ExtraBed: false,
      PaymentType: 'kpay',
      AmountPaid: 40000,
      Notes: '',
      TaxRate: 0,
      ServiceRate: 0,
    });
    const row = await rowOf(created.ID);
    expect(row).toMatchObject({ prepaidDivider: 1, hotelId: expect.any(Number) });
  });

  it('keeps the optional fields it is given', async () => {
    const created = await create({
      name: '  Ko Ko ',
      roomCount: 3,
      guestCount: 6,
      status: 'cancelled',
      reservationDate: '2026-11-20T09:15',
      prepaidDivider: 2,
      extraBed: true,
      amountPaid: 12500,
      notes: 'late arrival',
      roomType: 'session',
      checkinDate: '2026-11-22',
      checkoutDate: '2026-11-22T03:00',
      unknownField: 'ignored',
    });
    expect(created).toMatchObject({
      Name: 'Ko Ko',
      RoomCount: 3,
      Status: 'cancelled',
      ReservationDate: '2026-11-20T02:45:00.000Z',
      ExtraBed: true,
      AmountPaid: 12500,
      Notes: 'late arrival',
      CheckinDate: '2026-11-21T17:30:00.000Z',
      CheckoutDate: '2026-11-21T20:30:00.000Z',
    });
    expect((await rowOf(created.ID))?.prepaidDivider).toBe(2);
  });

  it('spreads the prepaid amount over the rooms when no divider is given', async () => {
    const created = await create({ roomCount: 4 });
    expect((await rowOf(created.ID))?.prepaidDivider).toBe(4);
  });

  it('refuses more rooms than the hotel has, on create and on edit, writing nothing', async () => {
    const hotelRooms = (await call('GET', `${base}/rooms`, fx.aureo)).json<unknown[]>().length;
    const message = `Room count cannot be more than the ${hotelRooms} rooms of the hotel`;
    const before = await rowCount();
    const refused = await call('POST', `${base}/create-reservation`, fx.aureo, {
      ...form,
      roomCount: hotelRooms + 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message, errors: [{ field: 'roomCount', message }] });
    expect(await rowCount()).toBe(before);

    // The whole hotel may be booked at once.
    const created = await create({ roomCount: hotelRooms });
    const edit = await call('PUT', `${base}/reservations/${created.ID}`, fx.aureo, {
      ...form,
      roomCount: hotelRooms + 3,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ errors: [{ field: 'roomCount', message }] });
    expect((await rowOf(created.ID))?.roomCount).toBe(hotelRooms);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['name', { name: ' ' }, 'name', 'Name is required'],
    ['national ID', { nationalId: undefined }, 'nationalId', 'National ID is required'],
    ['phone', { phone: '' }, 'phone', 'Phone is required'],
    ['guest count 0', { guestCount: 0 }, 'guestCount', 'Guest count must be at least 1'],
    ['guest count text', { guestCount: 'two' }, 'guestCount', 'Guest count must be a number'],
    ['room count 0', { roomCount: 0 }, 'roomCount', 'Room count must be at least 1'],
    ['room count huge', { roomCount: 1e308 }, 'roomCount', 'Room count must be at most 50'],
    [
      'room type',
      { roomType: 'long-stay' },
      'roomType',
      'Room type must be one of: full-night, daycation, session',
    ],
    [
      'payment type',
      { paymentType: 'cash' },
      'paymentType',
      'Payment type must be one of: none, kpay, ayapay, wavepay',
    ],
    ['amount paid -1', { amountPaid: -1 }, 'amountPaid', 'Amount paid cannot be negative'],
    ['amount paid text', { amountPaid: '40000' }, 'amountPaid', 'Amount paid must be a number'],
    [
      'amount paid 3 decimals',
      { amountPaid: 0.001 },
      'amountPaid',
      'Amount paid must be a whole number',
    ],
    [
      'amount paid with decimals (SPEC.md: amount integers)',
      { amountPaid: 40000.5 },
      'amountPaid',
      'Amount paid must be a whole number',
    ],
    [
      'a guest count of 1.5',
      { guestCount: 1.5 },
      'guestCount',
      'Guest count must be a whole number',
    ],
    [
      'a full night out on its check-in date',
      { checkinDate: '2026-11-23', checkoutDate: '2026-11-23T12:00' },
      'checkoutDate',
      'Check-out date must be after the check-in date',
    ],
    [
      'a daycation over two dates',
      { roomType: 'daycation', checkinDate: '2026-11-23', checkoutDate: '2026-11-24' },
      'checkoutDate',
      'Check-out date must be the check-in date for a daycation',
    ],
    ['extra bed', { extraBed: 'no' }, 'extraBed', 'Extra bed must be true or false'],
    [
      'status',
      { status: 'pending' },
      'status',
      'Status must be one of: confirmed, checked-in, cancelled',
    ],
    ['notes', { notes: { text: 'x' } }, 'notes', 'Notes must be text'],
    [
      'check-in format',
      { checkinDate: '22/11/2026' },
      'checkinDate',
      'Check-in date must be a date like 2026-11-22 or 2026-11-22T14:00:00.000Z',
    ],
    [
      'check-in yesterday (in Yangon)',
      { checkinDate: '2026-11-21T23:00:00.000Z' },
      'checkinDate',
      'Check-in date cannot be before today',
    ],
    [
      'check-out before check-in',
      { checkoutDate: '2026-11-22T13:00Z' },
      'checkoutDate',
      'Check-out date cannot be before the check-in date',
    ],
    [
      'daycation over two dates',
      { roomType: 'daycation', checkoutDate: '2026-11-23T02:00Z' },
      'checkoutDate',
      'Check-out date must be the check-in date for a daycation',
    ],
  ])('refuses an invalid %s with 400 and writes nothing', async (_case, change, field, message) => {
    const before = await rowCount();
    const response = await call('POST', `${base}/create-reservation`, fx.aureo, {
      ...form,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { field: string; message: string }[] }>();
    expect(body.errors).toEqual([{ field, message }]);
    expect(body.message).toContain(message);
    expect(await rowCount()).toBe(before);
  });
});

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
  it('deletes the reservation once', async () => {
    const { ID } = await create();
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
