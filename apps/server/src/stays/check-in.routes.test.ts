import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { CheckInResponse } from '@frontdesk/domain';
import { receipts, roomPrices, rooms } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');

const fx = useCheckInFixture(() => now);
const { base, db, published, walkIn, checkIn, counts, statusOf, incomesOf, guestsOf } = fx;

describe('POST /check-in: walk-in', () => {
  it('prices a full night on the server and writes guests, room, income and receipt', async () => {
    await fx.forgetEvents();
    const response = await checkIn(walkIn());
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<CheckInResponse>();
    expect(answer).toEqual({
      receiptNumber: 'AUR202611220001',
      stayType: 'full-night',
      reservationId: null,
      paymentMethod: 'kpay',
      nights: 2,
      checkinDate: now.toISOString(),
      checkoutDate: '2026-11-24T05:30:00.000Z', // 12:00 at the hotel
      taxRate: 5,
      serviceRate: 10,
      guests: [
        {
          ID: expect.any(Number),
          RoomNumber: '101',
          ExtraBed: false,
          RoomCharges: 80000,
          TaxCharges: 4000,
          ServiceCharges: 8000,
          Total: 92000,
          PrepaidShare: 0,
          AmountDue: 92000,
        },
      ],
      roomCharges: 80000,
      tax: 4000,
      service: 8000,
      total: 92000,
      priorPaid: 0,
      grandTotal: 92000,
      overpaid: 0,
      overpayment: 'credit',
      // The receipt as issued (ADR 069): what the desk prints and a reprint shows.
      receipt: expect.objectContaining({
        Kind: 'check-in',
        ReceiptNumber: 'AUR202611220001',
        Rooms: ['101'],
        Stay: {
          StayType: 'full-night',
          CheckinDate: now.toISOString(),
          CheckoutDate: '2026-11-24T05:30:00.000Z',
          Nights: 2,
        },
        Subtotal: 80000,
        Tax: 4000,
        TaxRate: 5,
        Service: 8000,
        ServiceRate: 10,
        Total: 92000,
        PaymentMethod: 'kpay',
      }),
    });
    expect(await statusOf('101')).toBe(2);
    const [guest] = await guestsOf(answer.receiptNumber);
    expect(guest).toMatchObject({
      id: answer.guests[0]!.ID,
      hotelId: fx.aureoId,
      roomNumber: '101',
      roomType: 'full-night',
      status: 'active',
      amountPaid: 92000,
      roomCharges: 80000,
      taxCharges: 4000,
      serviceCharges: 8000,
      paymentType: 'kpay',
      reservationId: null,
    });
    expect(await incomesOf(answer.receiptNumber)).toEqual([
      expect.objectContaining({
        type: 'checked-in',
        revenueType: 'revenue',
        amount: 92000,
        paymentMethod: 'kpay',
        guestId: guest!.id,
        roomNumber: '101',
        createdAt: now,
      }),
    ]);
    // On PostgreSQL events arrive through LISTEN/NOTIFY, a moment after the answer.
    await vi.waitFor(() =>
      expect(published).toEqual([
        { type: 'room_updated', room: '101', status: 2, refreshStats: true },
        { type: 'payment_updated' },
      ]),
    );
  });

  it('the current guest of the room is the one checked in', async () => {
    const response = await fx.t.app.inject({
      method: 'GET',
      url: `${base}/guests/current/101`,
      headers: bearer(fx.aureo),
    });
    expect(response.json()).toMatchObject({
      Name: 'Aye Aye',
      RoomNumber: '101',
      AmountPaid: 92000,
    });
  });

  it.each<[string, Record<string, unknown>, Partial<CheckInResponse>, number]>([
    [
      'daycation with an extra bed, for 12 h',
      {
        stayType: 'daycation',
        rooms: [{ roomNumber: '102', extraBed: true }],
        taxRate: 0,
        serviceRate: '',
      },
      { nights: 1, checkoutDate: '2026-11-22T19:30:00.000Z', total: 35000 },
      3,
    ],
    [
      'session (a check-out date sent with it is ignored)',
      {
        stayType: 'session',
        rooms: [{ roomNumber: '103', extraBed: false }],
        checkoutDate: '2026-11-22T12:00:00.000Z',
        taxRate: 0,
        serviceRate: 0,
      },
      { nights: 1, checkoutDate: '2026-11-22T10:30:00.000Z', total: 15000 },
      4,
    ],
    [
      'long stay at a hand price',
      {
        stayType: 'long-stay',
        rooms: [{ roomNumber: '104' }],
        checkoutDate: '2026-12-02',
        pricePerNight: 35000,
        taxRate: 0,
        serviceRate: 0,
      },
      { nights: 10, checkoutDate: '2026-12-02T05:30:00.000Z', total: 350000 },
      7,
    ],
    [
      'foreigner in a family room with extra bed',
      {
        guest: {
          name: 'John',
          nationalId: 'P1234567',
          phone: '+1 555',
          isForeigner: true,
          passportNumber: 'P1234567',
          nationality: 'British',
          visaType: 'Tourist',
          visaExpiry: '2027-02-01',
        },
        rooms: [{ roomNumber: '105', extraBed: true }],
        taxRate: 0,
        serviceRate: 0,
      },
      { nights: 2, roomCharges: 216000, total: 216000 },
      2,
    ],
  ])('%s', async (_case, change, expected, status) => {
    const response = await checkIn(walkIn(change));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject(expected);
    const answer = response.json<CheckInResponse>();
    expect(await statusOf(answer.guests[0]!.RoomNumber)).toBe(status);
  });

  it('checks several rooms in at once under one receipt number', async () => {
    const response = await checkIn(
      walkIn({
        rooms: [{ roomNumber: '202' }, { roomNumber: '205', extraBed: true }],
        taxRate: 0,
        serviceRate: 0,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<CheckInResponse>();
    expect(answer.guests.map((g) => [g.RoomNumber, g.Total])).toEqual([
      ['202', 80000],
      ['205', 154000],
    ]);
    expect(answer.total).toBe(234000);
    expect(await guestsOf(answer.receiptNumber)).toHaveLength(2);
    expect(
      (await incomesOf(answer.receiptNumber)).map((i) => i.amount).sort((a, b) => a - b),
    ).toEqual([80000, 154000]);
    expect(
      await db().select().from(receipts).where(eq(receipts.number, answer.receiptNumber)),
    ).toHaveLength(1);
  });
});

describe('POST /check-in: refused, nothing written', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no stay type', { stayType: undefined }, 'stayType'],
    ['a bad stay type', { stayType: 'hourly' }, 'stayType'],
    ['no guest name', { guest: { nationalId: 'x', phone: 'y' } }, 'guest.name'],
    ['no national ID', { guest: { name: 'x', phone: 'y' } }, 'guest.nationalId'],
    ['no phone', { guest: { name: 'x', nationalId: 'y' } }, 'guest.phone'],
    ['no rooms', { rooms: [] }, 'rooms'],
    [
      'a room twice',
      { rooms: [{ roomNumber: '301' }, { roomNumber: '301' }] },
      'rooms.1.roomNumber',
    ],
    ['extra bed as text', { rooms: [{ roomNumber: '301', extraBed: 'no' }] }, 'rooms.0.extraBed'],
    ['no check-out', { checkoutDate: undefined }, 'checkoutDate'],
    ['a check-out of today', { checkoutDate: '2026-11-22T18:00:00.000Z' }, 'checkoutDate'],
    ['a bad check-out', { checkoutDate: 'soon' }, 'checkoutDate'],
    ['no long-stay price', { stayType: 'long-stay' }, 'pricePerNight'],
    ['a negative long-stay price', { stayType: 'long-stay', pricePerNight: -5 }, 'pricePerNight'],
    ['tax above 100', { taxRate: 150 }, 'taxRate'],
    ['service as words', { serviceRate: 'ten' }, 'serviceRate'],
    ['a card', { paymentMethod: 'card' }, 'paymentMethod'],
    ['reservation 0', { reservationId: 0 }, 'reservationId'],
  ])('%s -> 400 naming %s', async (_case, change, field) => {
    const before = await counts();
    const response = await checkIn(walkIn({ rooms: [{ roomNumber: '301' }], ...change }));
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ message: string; errors: { field: string }[] }>();
    expect(body.errors.map((e) => e.field)).toContain(field);
    expect(await counts()).toEqual(before);
    expect(await statusOf('301')).toBe(1);
  });

  it('an occupied room -> 409 with its number, nothing written (not even the free room)', async () => {
    const before = await counts();
    const response = await checkIn(
      walkIn({ rooms: [{ roomNumber: '301' }, { roomNumber: '101' }] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Room 101 is not available.' });
    expect(await counts()).toEqual(before);
    expect(await statusOf('301')).toBe(1);
  });

  it.each([5, 6])('a room in status %i -> 409', async (status) => {
    await db()
      .update(rooms)
      .set({ status })
      .where(and(eq(rooms.hotelId, fx.aureoId), eq(rooms.number, '302')));
    const before = await counts();
    const response = await checkIn(walkIn({ rooms: [{ roomNumber: '302' }] }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Room 302 is not available.');
    expect(await counts()).toEqual(before);
    await db()
      .update(rooms)
      .set({ status: 1 })
      .where(and(eq(rooms.hotelId, fx.aureoId), eq(rooms.number, '302')));
  });

  it('a room marked available while a guest still holds it -> 409', async () => {
    await db()
      .update(rooms)
      .set({ status: 1 })
      .where(and(eq(rooms.hotelId, fx.aureoId), eq(rooms.number, '101')));
    const before = await counts();
    const response = await checkIn(walkIn());
    expect(response.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    await db()
      .update(rooms)
      .set({ status: 2 })
      .where(and(eq(rooms.hotelId, fx.aureoId), eq(rooms.number, '101')));
  });

  it('an unknown room, or one of the other hotel -> 404', async () => {
    const before = await counts();
    for (const roomNumber of ['999', '901']) {
      const response = await checkIn(walkIn({ rooms: [{ roomNumber }] }));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Room ${roomNumber} not found.`);
    }
    expect(await counts()).toEqual(before);
  });

  it('a missing price -> 400 naming it', async () => {
    await db()
      .delete(roomPrices)
      .where(
        and(eq(roomPrices.hotelId, fx.aureoId), eq(roomPrices.stayType, 'foreigner-extrabed')),
      );
    const before = await counts();
    const response = await checkIn(
      walkIn({
        guest: {
          name: 'J',
          nationalId: 'P1',
          phone: '1',
          isForeigner: true,
          passportNumber: 'P1234567',
          nationality: 'British',
          visaType: 'Tourist',
          visaExpiry: '2027-02-01',
        },
        rooms: [{ roomNumber: '301', extraBed: true }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No price is set for foreigner-extrabed.');
    expect(await counts()).toEqual(before);
  });

  it("another hotel's token -> 401", async () => {
    const response = await checkIn(walkIn({ rooms: [{ roomNumber: '301' }] }), { token: fx.swe });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /check-in: Idempotency-Key', () => {
  it('a retry with the same key answers the first result and checks in once', async () => {
    const payload = walkIn({ rooms: [{ roomNumber: '303' }] });
    const first = await checkIn(payload, { key: 'desk-1-0001' });
    expect(first.statusCode, first.body).toBe(201);
    const before = await counts();
    const retry = await checkIn(payload, { key: 'desk-1-0001' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
    expect(await guestsOf(first.json<CheckInResponse>().receiptNumber)).toHaveLength(1);
  });

  it('the same key for another request -> 422, nothing written', async () => {
    const before = await counts();
    const response = await checkIn(walkIn({ rooms: [{ roomNumber: '304' }] }), {
      key: 'desk-1-0001',
    });
    expect(response.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('a refused check-in does not use up its key', async () => {
    const payload = walkIn({ rooms: [{ roomNumber: '304' }], taxRate: 500 });
    expect((await checkIn(payload, { key: 'desk-1-0002' })).statusCode).toBe(400);
    const occupied = walkIn({ rooms: [{ roomNumber: '101' }] });
    expect((await checkIn(occupied, { key: 'desk-1-0003' })).statusCode).toBe(409);
    const response = await checkIn(walkIn({ rooms: [{ roomNumber: '304' }] }), {
      key: 'desk-1-0003',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('the key belongs to the hotel: fx.swe may use the same text', async () => {
    const response = await fx.t.app.inject({
      method: 'POST',
      url: '/api/swe/reception/check-in',
      headers: { ...bearer(fx.swe), 'idempotency-key': 'desk-1-0001' },
      payload: walkIn({ rooms: [{ roomNumber: '101' }] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().receiptNumber).toBe('SMH202611220001');
  });
});
