import { describe, expect, it } from 'vitest';
import { base, form, now, useReservationApp } from '../../test/reservation-app.ts';

const { fx, call, create, rowCount, rowOf } = useReservationApp();

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
      Source: 'desk',
      ExtraBed: false,
      PaymentType: 'kpay',
      AmountPaid: 40000,
      Notes: '',
      TaxRate: 0,
      ServiceRate: 0,
      // Additive (ADR 079): the deposit's receipt as issued, for the desk to print.
      receipt: expect.objectContaining({ Kind: 'deposit', Total: 40000, Guest: 'Aye Aye' }),
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

    // The whole hotel may be booked at once, on nights nothing else holds.
    const freeNights = { checkinDate: '2027-01-10', checkoutDate: '2027-01-12' };
    const created = await create({ roomCount: hotelRooms, ...freeNights });
    const edit = await call('PUT', `${base}/reservations/${created.ID}`, fx.aureo, {
      ...form,
      ...freeNights,
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
