import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate, zonedParts } from '../rules/dates.ts';
import {
  checkInRequestSchema,
  checkInStay,
  checkoutDateProblem,
  receiptNumberRequestSchema,
} from './check-in.ts';

const zone = 'Asia/Yangon';
// 14:00 on 22 November at the hotel (UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const nightTimes = { timeZone: zone, arrivalDayHour: 6 };

const walkIn = {
  stayType: 'full-night',
  guest: { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' },
  rooms: [{ roomNumber: '101', extraBed: false }],
  checkoutDate: '2026-11-24T12:00:00.000Z',
};

const issuesOf = (input: unknown) => {
  const result = checkInRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
};

describe('check-in request: valid', () => {
  it('fills the defaults', () => {
    expect(checkInRequestSchema.parse(walkIn)).toEqual({
      ...walkIn,
      guest: { ...walkIn.guest, isForeigner: false },
      taxRate: 0,
      serviceRate: 0,
      paymentMethod: 'cash',
      overpayment: 'credit',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'a date-only check-out',
      { checkoutDate: '2026-11-24' },
      { checkoutDate: '2026-11-24T00:00:00.000Z' },
    ],
    ['rates as numbers', { taxRate: 5, serviceRate: 10.5 }, { taxRate: 5, serviceRate: 10.5 }],
    ['rates as text', { taxRate: '5', serviceRate: ' ' }, { taxRate: 5, serviceRate: 0 }],
    ['empty rates', { taxRate: '', serviceRate: null }, { taxRate: 0, serviceRate: 0 }],
    ['a daycation without check-out', { stayType: 'daycation', checkoutDate: undefined }, {}],
    ['a reservation without check-out', { reservationId: 7, checkoutDate: undefined }, {}],
    ['a long stay', { stayType: 'long-stay', pricePerNight: 35000 }, { pricePerNight: 35000 }],
    [
      'a numeric room number',
      { rooms: [{ roomNumber: 101 }] },
      { rooms: [{ roomNumber: '101', extraBed: false }] },
    ],
    ['kpay', { paymentMethod: 'kpay' }, { paymentMethod: 'kpay' }],
  ])('%s', (_case, change, expected) => {
    const parsed = checkInRequestSchema.parse({ ...walkIn, ...change });
    expect(parsed).toMatchObject(expected);
  });
});

describe('check-in request: invalid, each naming its field', () => {
  const fiftyOne = Array.from({ length: 51 }, (_, i) => ({ roomNumber: String(100 + i) }));
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no stay type', { stayType: undefined }, 'stayType', 'Stay type is required'],
    ['an unknown stay type', { stayType: 'hourly' }, 'stayType', 'Stay type must be one of'],
    ['no guest', { guest: undefined }, 'guest', 'The guest is required'],
    ['no name', { guest: { ...walkIn.guest, name: ' ' } }, 'guest.name', 'Name is required'],
    [
      'no phone',
      { guest: { ...walkIn.guest, phone: undefined } },
      'guest.phone',
      'Phone is required',
    ],
    ['no rooms', { rooms: [] }, 'rooms', 'Please select a room'],
    [
      'a NUL in the name',
      { guest: { ...walkIn.guest, name: 'Aye\u0000' } },
      'guest.name',
      'Name cannot contain control characters',
    ],
    [
      'a tab in a room number',
      { rooms: [{ roomNumber: '10\t1' }] },
      'rooms.0.roomNumber',
      'Room number cannot contain control characters',
    ],
    ['51 rooms', { rooms: fiftyOne }, 'rooms', 'At most 50 rooms'],
    [
      'an empty room number',
      { rooms: [{ roomNumber: '' }] },
      'rooms.0.roomNumber',
      'Room number is required',
    ],
    [
      'a room twice',
      { rooms: [{ roomNumber: '101' }, { roomNumber: '101' }] },
      'rooms.1.roomNumber',
      'Room 101 is chosen twice',
    ],
    [
      'no check-out for a full night',
      { checkoutDate: undefined },
      'checkoutDate',
      'Check-out date is required',
    ],
    [
      'a bad check-out',
      { checkoutDate: '24/11/2026' },
      'checkoutDate',
      'Check-out date must be a date',
    ],
    [
      'a long stay without price',
      { stayType: 'long-stay' },
      'pricePerNight',
      'Price per night is required',
    ],
    [
      'a negative price',
      { stayType: 'long-stay', pricePerNight: -1 },
      'pricePerNight',
      'cannot be negative',
    ],
    ['tax above 100', { taxRate: 101 }, 'taxRate', 'Tax rate must be a number from 0 to 100'],
    ['tax in hex', { taxRate: '0x10' }, 'taxRate', 'Tax rate must be a number from 0 to 100'],
    ['unparseable service', { serviceRate: 'ten' }, 'serviceRate', 'Service rate must be a number'],
    ['a card payment', { paymentMethod: 'card' }, 'paymentMethod', 'Payment method must be one of'],
    ['reservation 0', { reservationId: 0 }, 'reservationId', 'Reservation ID must be at least 1'],
    [
      'extra bed as text',
      { rooms: [{ roomNumber: '101', extraBed: 'yes' }] },
      'rooms.0.extraBed',
      'Extra bed must be true or false',
    ],
  ])('%s', (_case, change, field, message) => {
    const issues = issuesOf({ ...walkIn, ...change });
    expect(issues.find((i) => i.field === field)?.message, JSON.stringify(issues)).toContain(
      message,
    );
  });
});

describe('checkoutDateProblem: the earliest check-out is tomorrow at the hotel from 06:00', () => {
  it.each<[string, Date, string, boolean]>([
    ['tomorrow', now, '2026-11-23T12:00:00.000Z', true],
    ['today', now, '2026-11-22T18:00:00.000Z', false],
    ['yesterday', now, '2026-11-21T12:00:00.000Z', false],
    // 00:30 on the 23rd at the hotel, still the 22nd in UTC: the 23rd is today, and the night
    // of the 22nd is charged, so 12:00 today is the earliest (ADR 075); the 22nd is not.
    [
      'just after the hotel midnight',
      new Date('2026-11-22T18:00:00.000Z'),
      '2026-11-23T12:00:00.000Z',
      true,
    ],
    [
      'just after the hotel midnight, the day before',
      new Date('2026-11-22T18:00:00.000Z'),
      '2026-11-22T12:00:00.000Z',
      false,
    ],
    // 06:00 on the 23rd at the hotel: the night of the 23rd, so the 24th is the earliest.
    [
      'at the arrival-day hour',
      new Date('2026-11-22T23:30:00.000Z'),
      '2026-11-23T12:00:00.000Z',
      false,
    ],
    [
      'just before the hotel midnight',
      new Date('2026-11-22T17:20:00.000Z'),
      '2026-11-23T12:00:00.000Z',
      true,
    ],
  ])('%s', (_case, at, checkout, ok) => {
    expect(checkoutDateProblem(checkout, at, nightTimes) === undefined).toBe(ok);
  });
});

describe('checkoutDateProblem', () => {
  it.each([
    ['2026-11-22', 'Check-out date must be tomorrow or later'], // today at the hotel
    ['2026-11-23', undefined],
    ['2027-11-23', undefined], // 366 nights
    ['2027-11-24', 'Check-out date must be within a year'],
    ['2100-01-01', 'Check-out date must be within a year'],
  ])('%s -> %s', (date, problem) => {
    expect(checkoutDateProblem(date, now, nightTimes)).toBe(problem);
  });
});

describe('checkInStay (hand-computed)', () => {
  it('walk-in full night: to 12:00 on the chosen date, nights from now', () => {
    expect(
      checkInStay({
        stayType: 'full-night',
        now,
        timeZone: zone,
        arrivalDayHour: 6,
        checkoutDate: '2026-11-24T09:00:00.000Z',
      }),
    ).toMatchObject({
      checkinAt: now,
      checkoutAt: new Date('2026-11-24T05:30:00.000Z'),
      nights: 2,
      counted: { firstNight: '2026-11-22', departureDate: '2026-11-24' },
      earlyArrival: false,
    });
  });

  it('an arrival at 01:00 pays the night it arrived in', () => {
    const early = new Date('2026-11-21T18:30:00.000Z'); // 01:00 on the 22nd at the hotel
    expect(
      checkInStay({
        stayType: 'full-night',
        now: early,
        timeZone: zone,
        arrivalDayHour: 6,
        checkoutDate: '2026-11-23',
      }).nights,
    ).toBe(2);
  });

  it.each([
    // reserved dates, arrival (hotel date of now = 2026-11-22), nights charged
    ['2026-11-28', '2026-11-30', 8, 'an early arrival pays for the nights it holds the room'],
    ['2026-11-20', '2026-11-24', 2, 'a late arrival pays only from the day it arrives'],
    ['2026-11-22', '2026-11-24', 2, 'an arrival on the reserved day pays the reserved nights'],
  ])('reservation %s -> %s checked in on 22/11: %i nights (%s)', (checkin, checkout, nights) => {
    const stay = checkInStay({
      stayType: 'full-night',
      now,
      timeZone: zone,
      arrivalDayHour: 6,
      reservation: {
        checkinAt: new Date(`${checkin}T07:30:00.000Z`),
        checkoutAt: new Date(`${checkout}T05:30:00.000Z`),
      },
    });
    expect(stay.nights).toBe(nights);
    expect(stay.checkinAt).toEqual(now);
    expect(stay.checkoutAt.toISOString()).toBe(`${checkout}T05:30:00.000Z`);
  });

  it('long stay: like a full night', () => {
    expect(
      checkInStay({
        stayType: 'long-stay',
        now,
        timeZone: zone,
        arrivalDayHour: 6,
        checkoutDate: '2026-12-02',
      }).nights,
    ).toBe(10);
  });

  it.each<['daycation' | 'session', string]>([
    ['daycation', '2026-11-22T19:30:00.000Z'],
    ['session', '2026-11-22T10:30:00.000Z'],
  ])('%s starts now and lasts its hours', (stayType, end) => {
    expect(checkInStay({ stayType, now, timeZone: zone, arrivalDayHour: 6 })).toEqual({
      checkinAt: now,
      checkoutAt: new Date(end),
      nights: 1,
      counted: null,
      earlyArrival: false,
    });
  });

  const reservation = (checkin: string, checkout: string) => ({
    checkinAt: new Date(checkin),
    checkoutAt: new Date(checkout),
  });

  it('reservation: the nights of its dates, leaving at 12:00', () => {
    const stay = checkInStay({
      stayType: 'full-night',
      now,
      timeZone: zone,
      arrivalDayHour: 6,
      reservation: reservation('2026-11-22T07:30:00.000Z', '2026-11-24T05:30:00.000Z'),
    });
    expect(stay).toMatchObject({
      checkinAt: now,
      checkoutAt: new Date('2026-11-24T05:30:00.000Z'),
      nights: 2,
    });
  });

  it('reservation whose check-out is today: moved to tomorrow 12:00', () => {
    const stay = checkInStay({
      stayType: 'full-night',
      now,
      timeZone: zone,
      arrivalDayHour: 6,
      reservation: reservation('2026-11-22T07:30:00.000Z', '2026-11-22T05:30:00.000Z'),
    });
    expect(stay).toMatchObject({
      checkinAt: now,
      checkoutAt: new Date('2026-11-23T05:30:00.000Z'),
      nights: 1,
    });
  });

  it('reservation with a check-out chosen at the desk', () => {
    const stay = checkInStay({
      stayType: 'full-night',
      now,
      timeZone: zone,
      arrivalDayHour: 6,
      checkoutDate: '2026-11-25T12:00:00.000Z',
      reservation: reservation('2026-11-22T07:30:00.000Z', '2026-11-24T05:30:00.000Z'),
    });
    expect(stay.nights).toBe(3);
  });

  it('a walk-in full night without a check-out date is a programming error', () => {
    expect(() =>
      checkInStay({ stayType: 'full-night', now, timeZone: zone, arrivalDayHour: 6 }),
    ).toThrow(RangeError);
  });
});

describe('checkInStay (properties)', () => {
  it('a walk-in full night ends at 12:00 at the hotel, after now, and is charged at least 1 night', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 366 }),
        (at, days) => {
          const date = addDays(businessDate(at, zone), days);
          expect(checkoutDateProblem(`${date}T12:00:00.000Z`, at, nightTimes)).toBeUndefined();
          const stay = checkInStay({
            stayType: 'full-night',
            now: at,
            timeZone: zone,
            arrivalDayHour: 6,
            checkoutDate: date,
          });
          expect(businessDate(stay.checkoutAt, zone)).toBe(date);
          expect(zonedParts(stay.checkoutAt, zone)).toMatchObject({ hour: 12, minute: 0 });
          expect(stay.checkoutAt.getTime()).toBeGreaterThan(at.getTime());
          expect(stay.nights).toBeGreaterThanOrEqual(Math.max(1, days - 1));
          expect(stay.nights).toBeLessThanOrEqual(days + 1);
        },
      ),
    );
  });
});

describe('receipt number request', () => {
  it.each([['room'], ['food']])('%s', (kind) => {
    expect(receiptNumberRequestSchema.parse({ kind })).toEqual({ kind });
  });
  it('refuses another kind, naming it', () => {
    const result = receiptNumberRequestSchema.safeParse({ kind: 'drinks' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['kind'],
      message: 'Kind must be one of: room, food',
    });
  });
});
