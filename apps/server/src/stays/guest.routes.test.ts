import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Guest, Stats } from '@frontdesk/domain';
import { guests, rooms } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { guestPayload, useTestApp } from '../../test/app-fixture.ts';
import { insertGuests, isOneActiveGuestViolation } from './guest.repository.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const base = '/api/aureo/reception';

const fx = useTestApp(() => now);
const { published } = fx;

const payload = (change: Record<string, unknown> = {}) => ({
  ...guestPayload(),
  extraBed: true,
  isForeigner: false,
  paymentType: 'wavepay',
  amountPaid: 100000,
  roomCharges: 100000,
  foodCharges: 0,
  taxCharges: 0,
  serviceCharges: 0,
  status: 'active',
  receiptNumber: issued,
  ...change,
});

const { call, statusOf } = fx;
const createGuest = (body: object, token = fx.aureo, hotel = 'aureo') =>
  call('POST', `/api/${hotel}/reception/create-guest`, body, token);
const guestCount = async () => (await fx.t.database.db.select({ n: count() }).from(guests))[0]!.n;
const stats = async () => (await call('GET', `${base}/get-stats`)).json<Stats>();

/** API clients print receipt numbers the server issued. */
let issued: string;
beforeAll(async () => {
  const response = await call('POST', `${base}/receipt-numbers`, { kind: 'room' });
  issued = response.json<{ receiptNumber: string }>().receiptNumber;
});

describe('POST /create-guest', () => {
  it('checks a guest in and sets the room by the stay type', async () => {
    await fx.forgetEvents();
    const response = await createGuest(payload());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      guest: { ID: expect.any(Number), ReceiptNumber: expect.stringMatching(/^AUR20261122\d{4}$/) },
    });
    expect(await statusOf('101')).toBe(2);
    await vi.waitFor(() =>
      expect(published).toEqual([
        { type: 'room_updated', room: '101', status: 2, refreshStats: true },
      ]),
    );
  });

  it('GET /guests/current/{room} answers the guest, dates as instants', async () => {
    const response = await call('GET', `${base}/guests/current/101`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Guest>()).toEqual({
      ID: expect.any(Number),
      Name: 'Aye Aye',
      NationalID: '12/PaBaTa(N)123456',
      Phone: '09 420 111 222',
      RoomType: 'full-night',
      RoomNumber: '101',
      CheckinDate: '2026-11-22T07:30:00.000Z', // 14:00 at the hotel
      CheckoutDate: '2026-11-24T05:30:00.000Z',
      Extrabed: true,
      IsForeigner: false,
      PaymentType: 'wavepay',
      AmountPaid: 100000,
      RoomCharges: 100000,
      FoodCharges: 0,
      TaxCharges: 0,
      ServiceCharges: 0,
      Status: 'active',
      ReceiptNumber: issued,
    });
  });

  it.each<[string, string, number]>([
    ['daycation', '102', 3],
    ['session', '103', 4],
  ])('a %s takes true instants and sets status %i', async (roomType, roomNumber, status) => {
    const response = await createGuest(
      payload({
        roomType,
        roomNumber,
        checkinDate: '2026-11-22T07:30:00.000Z',
        checkoutDate: '2026-11-22T10:30:00.000Z',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await statusOf(roomNumber)).toBe(status);
    const guest = (await call('GET', `${base}/guests/current/${roomNumber}`)).json<Guest>();
    expect(guest.CheckinDate).toBe('2026-11-22T07:30:00.000Z');
  });

  it('a long stay sets 7', async () => {
    const response = await createGuest(payload({ roomType: 'long-stay', roomNumber: '104' }));
    expect(response.statusCode).toBe(201);
    expect(await statusOf('104')).toBe(7);
  });

  it('a room held by a guest -> 409, nothing written', async () => {
    const before = await guestCount();
    const response = await createGuest(payload({ name: 'Ko Ko' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Room 101 is not available.' });
    expect(await guestCount()).toBe(before);
  });

  it('a room in housekeeping -> 409', async () => {
    expect((await call('PUT', `${base}/rooms/201`, { status: 5 })).statusCode).toBe(200);
    const before = await guestCount();
    const response = await createGuest(payload({ roomNumber: '201' }));
    expect(response.statusCode).toBe(409);
    expect(await guestCount()).toBe(before);
    expect(await statusOf('201')).toBe(5);
  });

  it('an unknown room, or one of the other hotel -> 404', async () => {
    for (const roomNumber of ['999', '901']) {
      const response = await createGuest(payload({ roomNumber }));
      expect(response.statusCode).toBe(404);
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: '' }, 'name'],
    ['no national ID', { nationalId: undefined }, 'nationalId'],
    ['no phone', { phone: null }, 'phone'],
    ['a bad stay type', { roomType: 'hourly' }, 'roomType'],
    ['no room', { roomNumber: undefined }, 'roomNumber'],
    ['a bad check-in', { checkinDate: 'today' }, 'checkinDate'],
    ['check-out first', { checkoutDate: '2026-11-21T12:00:00.000Z' }, 'checkoutDate'],
    ['extra bed as text', { extraBed: 'yes' }, 'extraBed'],
    ['foreigner as text', { isForeigner: 'no' }, 'isForeigner'],
    ['a card', { paymentType: 'card' }, 'paymentType'],
    ['negative paid', { amountPaid: -1 }, 'amountPaid'],
    ['charges as text', { roomCharges: '100' }, 'roomCharges'],
    ['3 decimals', { taxCharges: 0.001 }, 'taxCharges'],
    ['checked-out', { status: 'checked-out' }, 'status'],
  ])('%s -> 400 naming %s, nothing written', async (_case, change, field) => {
    const before = await guestCount();
    const response = await createGuest(payload({ roomNumber: '202', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await guestCount()).toBe(before);
    expect(await statusOf('202')).toBe(1);
  });

  it("another hotel's token -> 401", async () => {
    expect((await createGuest(payload({ roomNumber: '202' }), fx.swe)).statusCode).toBe(401);
  });

  it('the database itself refuses a second active guest in a room', async () => {
    const [room] = await fx.t.database.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.hotelId, fx.aureoId), eq(rooms.number, '101')));
    const second = {
      roomId: room!.id,
      roomNumber: '101',
      name: 'Intruder',
      nationalId: 'x',
      phone: 'y',
      roomType: 'full-night',
      checkinAt: now,
      checkoutAt: now,
    };
    const error = await insertGuests(fx.t.database.db, fx.aureoId, [second]).catch(
      (e: unknown) => e,
    );
    expect(isOneActiveGuestViolation(error)).toBe(true);
    expect(isOneActiveGuestViolation(new Error('other'))).toBe(false);
  });
});

describe('GET /guests/current/{room}', () => {
  it.each([['202'], ['999']])(
    'room %s without a current guest -> 404 with a message',
    async (room) => {
      const response = await call('GET', `${base}/guests/current/${room}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toEqual(expect.stringContaining(`Room ${room}`));
    },
  );

  it("the other hotel's room of the same number is not ours", async () => {
    const response = await call('GET', '/api/swe/reception/guests/current/101', undefined, fx.swe);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /create-guest receipt numbers', () => {
  it("records a well-formed number from the client's own counter, and never issues it again", async () => {
    const response = await createGuest(
      payload({ roomNumber: '205', receiptNumber: 'AUR202611229999' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().guest.ReceiptNumber).toBe('AUR202611229999');
  });

  it('a number already used gets the next server-issued one instead, not a 4xx', async () => {
    const response = await createGuest(
      payload({ roomNumber: '301', receiptNumber: 'AUR202611229999' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const recorded = response.json().guest.ReceiptNumber as string;
    expect(recorded).toMatch(/^AUR\d{12}$/);
    expect(recorded).not.toBe('AUR202611229999');
  });

  it.each([
    ['another hotel', 'SMH202611220001'],
    ['a food number', 'AURFOOD202611220001'],
    ['not a date', 'AUR202613450001'],
    ['not 4 digits', 'AUR2026112201'],
  ])('%s (%s) -> 400 naming receiptNumber, nothing written', async (_case, receiptNumber) => {
    const before = await guestCount();
    const response = await createGuest(payload({ roomNumber: '302', receiptNumber }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'receiptNumber', message: expect.stringContaining('AUR') },
    ]);
    expect(await guestCount()).toBe(before);
    expect(await statusOf('302')).toBe(1);
  });
});

describe('PUT /guests/checkout/{room}', () => {
  it('with the empty JSON body the SPEC client sends: guest out, room to housekeeping', async () => {
    const before = await stats();
    await fx.forgetEvents();
    const response = await fx.t.app.inject({
      method: 'PUT',
      url: `${base}/guests/checkout/101`,
      headers: { ...bearer(fx.aureo), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ RoomNumber: '101', Status: 'checked-out' });
    expect(await statusOf('101')).toBe(5);
    const [row] = await fx.t.database.db
      .select()
      .from(guests)
      .where(eq(guests.id, response.json<Guest>().ID));
    expect(row).toMatchObject({ status: 'checked-out', checkedOutAt: now });
    const after = await stats();
    expect(after['full-night']).toBe(before['full-night'] - 1);
    expect(after.housekeeping).toBe(before.housekeeping + 1);
    await vi.waitFor(() =>
      expect(published).toEqual([
        { type: 'room_updated', room: '101', status: 5, refreshStats: true },
      ]),
    );
    expect((await call('GET', `${base}/guests/current/101`)).statusCode).toBe(404);
  });

  it('then housekeeping -> available, and the room takes a guest again', async () => {
    expect((await call('PUT', `${base}/rooms/101`, { status: 1 })).statusCode).toBe(200);
    expect((await createGuest(payload({ name: 'Ko Ko' }))).statusCode).toBe(201);
  });

  it('without any body, for a daycation room', async () => {
    const response = await call('PUT', `${base}/guests/checkout/102`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf('102')).toBe(5);
  });

  it('a room without a current guest -> 404, nothing changed', async () => {
    const response = await call('PUT', `${base}/guests/checkout/202`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Room 202 has no current guest.' });
    expect(await statusOf('202')).toBe(1);
  });

  it("another hotel's token -> 401; its own room of that number has no guest -> 404", async () => {
    expect((await call('PUT', `${base}/guests/checkout/103`, undefined, fx.swe)).statusCode).toBe(
      401,
    );
    const theirs = await call('PUT', '/api/swe/reception/guests/checkout/103', undefined, fx.swe);
    expect(theirs.statusCode).toBe(404);
    expect(await statusOf('103')).toBe(4);
  });

  it('naming the guest the desk confirmed: another guest in the room -> 409, nothing changed', async () => {
    const current = (await call('GET', `${base}/guests/current/103`)).json<Guest>();
    const stale = await call('PUT', `${base}/guests/checkout/103`, { guestId: current.ID + 1000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The guest in room 103 has changed. Please check again.');
    expect(await statusOf('103')).toBe(4);
    expect((await call('GET', `${base}/guests/current/103`)).json<Guest>().ID).toBe(current.ID);

    const bad = await call('PUT', `${base}/guests/checkout/103`, { guestId: 'me' });
    expect(bad.statusCode).toBe(400);
    expect(await statusOf('103')).toBe(4);
  });

  it('a broken JSON body is still refused', async () => {
    const response = await fx.t.app.inject({
      method: 'PUT',
      url: `${base}/guests/checkout/103`,
      headers: { ...bearer(fx.aureo), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.statusCode).toBe(400);
    expect(await statusOf('103')).toBe(4);
  });

  it('naming the right guest checks them out', async () => {
    const current = (await call('GET', `${base}/guests/current/103`)).json<Guest>();
    const response = await call('PUT', `${base}/guests/checkout/103`, { guestId: current.ID });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf('103')).toBe(5);
  });
});
