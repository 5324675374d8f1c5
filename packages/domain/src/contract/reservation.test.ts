import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDate } from '../rules/dates.ts';
import {
  isReservationStatusChange,
  reservationFormSchema,
  reservationFormSchemaFor,
  reservationSchema,
  reservationStatusChangeSchema,
  reservationUpdateSchema,
  reservationUpdateSchemaOf,
  startsBeforeToday,
} from './reservation.ts';

const today = '2026-11-22';
const form = {
  name: 'Aye Aye',
  nationalId: '12/PaBaTa(N)123456',
  phone: '09 420 111 222',
  guestCount: 2,
  roomCount: 1,
  roomType: 'full-night',
  checkinDate: '2026-11-22T14:00:00.000Z',
  checkoutDate: '2026-11-24T12:00:00.000Z',
  extraBed: false,
  paymentType: 'kpay',
  amountPaid: 40000,
};

const issuesOf = (input: unknown, schema = reservationFormSchemaFor(today)) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
};

describe('reservation form: valid', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a full night', {}],
    ['guest count 1 (the minimum)', { guestCount: 1 }],
    ['guest count 10 in one room', { guestCount: 10 }],
    ['guest count 20 in two rooms', { guestCount: 20, roomCount: 2 }],
    ['room count 50 (the cap)', { roomCount: 50 }],
    ['amount paid 0', { amountPaid: 0, paymentType: 'none' }],
    ['a check-in today', { checkinDate: '2026-11-22T00:00:00.000Z' }],
    ['a daycation on one date', { roomType: 'daycation', checkoutDate: '2026-11-22T23:59Z' }],
    [
      'a session on one date',
      { roomType: 'session', checkinDate: '2026-11-23', checkoutDate: '2026-11-23T17:00' },
    ],
    ['plain dates', { checkinDate: '2026-11-22', checkoutDate: '2026-11-23' }],
    [
      'every optional field',
      {
        reservationDate: '2026-11-20T09:15',
        status: 'cancelled',
        prepaidDivider: 2,
        notes: ' late arrival ',
      },
    ],
    ['null notes', { notes: null }],
    ['notes over lines', { notes: 'first line\n\tsecond line\r\n' }],
    ['an extra bed', { extraBed: true }],
    ['unknown fields (dropped)', { ID: 7, colour: 'red' }],
  ])('%s', (_case, change) => {
    expect(issuesOf({ ...form, ...change })).toEqual([]);
  });

  it('trims text, normalises dates and fills notes', () => {
    const parsed = reservationFormSchema.parse({
      ...form,
      name: '  Aye Aye ',
      checkinDate: '2026-11-22T14:00',
      checkoutDate: '2026-11-24',
    });
    expect(parsed).toMatchObject({
      name: 'Aye Aye',
      checkinDate: '2026-11-22T14:00:00.000Z',
      checkoutDate: '2026-11-24T00:00:00.000Z',
      notes: '',
    });
    expect(parsed).not.toHaveProperty('status');
  });
});

describe('reservation form: each invalid field alone', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['name missing', { name: undefined }, 'name', 'Name is required'],
    ['name blank', { name: '   ' }, 'name', 'Name is required'],
    ['name a number', { name: 42 }, 'name', 'Name must be text'],
    ['name too long', { name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['national ID blank', { nationalId: '' }, 'nationalId', 'National ID is required'],
    ['phone missing', { phone: null }, 'phone', 'Phone is required'],
    ['phone too long', { phone: '9'.repeat(31) }, 'phone', 'Phone must be at most 30 characters'],
    ['guest count 0', { guestCount: 0 }, 'guestCount', 'Guest count must be at least 1'],
    ['guest count 1.5', { guestCount: 1.5 }, 'guestCount', 'Guest count must be a whole number'],
    ['guest count a string', { guestCount: '2' }, 'guestCount', 'Guest count must be a number'],
    ['guest count missing', { guestCount: undefined }, 'guestCount', 'Guest count is required'],
    [
      'guest count 150 in one room',
      { guestCount: 150 },
      'guestCount',
      'Guest count must be at most 10 per room',
    ],
    [
      'guest count 11 in one room',
      { guestCount: 11 },
      'guestCount',
      'Guest count must be at most 10 per room',
    ],
    ['room count 0', { roomCount: 0 }, 'roomCount', 'Room count must be at least 1'],
    ['room count 51', { roomCount: 51 }, 'roomCount', 'Room count must be at most 50'],
    [
      'room type long-stay',
      { roomType: 'long-stay' },
      'roomType',
      'Room type must be one of: full-night, daycation, session',
    ],
    ['room type missing', { roomType: undefined }, 'roomType', 'Room type is required'],
    ['amount paid -1', { amountPaid: -1 }, 'amountPaid', 'Amount paid cannot be negative'],
    [
      'amount paid 3 decimals',
      { amountPaid: 1.005 },
      'amountPaid',
      'Amount paid must be a whole number',
    ],
    [
      'amount paid with 2 decimals (SPEC.md: amount integers)',
      { amountPaid: 40000.25 },
      'amountPaid',
      'Amount paid must be a whole number',
    ],
    [
      'a full night out on its check-in date',
      { checkoutDate: '2026-11-22T14:00:00.000Z' },
      'checkoutDate',
      'Check-out date must be after the check-in date',
    ],
    [
      'amount paid huge',
      { amountPaid: 1e12 },
      'amountPaid',
      'Amount paid must be at most 1,000,000,000',
    ],
    ['amount paid a string', { amountPaid: '40000' }, 'amountPaid', 'Amount paid must be a number'],
    [
      'payment type cash',
      { paymentType: 'cash' },
      'paymentType',
      'Payment type must be one of: none, kpay, ayapay, wavepay',
    ],
    ['extra bed a string', { extraBed: 'yes' }, 'extraBed', 'Extra bed must be true or false'],
    ['extra bed missing', { extraBed: undefined }, 'extraBed', 'Extra bed is required'],
    [
      'status unknown',
      { status: 'pending' },
      'status',
      'Status must be one of: confirmed, checked-in, cancelled',
    ],
    [
      'prepaid divider 0',
      { prepaidDivider: 0 },
      'prepaidDivider',
      'Prepaid divider must be at least 1',
    ],
    [
      'notes too long',
      { notes: 'n'.repeat(1001) },
      'notes',
      'Notes must be at most 1000 characters',
    ],
    ['notes a number', { notes: 5 }, 'notes', 'Notes must be text'],
    ['name with a NUL', { name: 'Aye\u0000' }, 'name', 'Name cannot contain control characters'],
    [
      'phone with a bell',
      { phone: '09\u0007' },
      'phone',
      'Phone cannot contain control characters',
    ],
    [
      'notes with an escape',
      { notes: 'a\u001bb' },
      'notes',
      'Notes cannot contain control characters other than line breaks and tabs',
    ],
    ['check-in missing', { checkinDate: undefined }, 'checkinDate', 'Check-in date is required'],
    [
      'check-in garbage',
      { checkinDate: 'soon' },
      'checkinDate',
      'Check-in date must be a date like 2026-11-22 or 2026-11-22T14:00:00.000Z',
    ],
    [
      'check-in with an offset',
      { checkinDate: '2026-11-22T14:00+06:30' },
      'checkinDate',
      'Check-in date must be a date like 2026-11-22 or 2026-11-22T14:00:00.000Z',
    ],
    [
      'check-in yesterday',
      { checkinDate: '2026-11-21T23:59:59.999Z' },
      'checkinDate',
      'Check-in date cannot be before today',
    ],
    [
      'check-out before check-in',
      { checkoutDate: '2026-11-22T13:59Z' },
      'checkoutDate',
      'Check-out date cannot be before the check-in date',
    ],
    [
      'check-out not a date',
      { checkoutDate: '2026-02-30' },
      'checkoutDate',
      'Check-out date must be a date like 2026-11-22 or 2026-11-22T14:00:00.000Z',
    ],
    [
      'daycation with another check-out date',
      { roomType: 'daycation', checkoutDate: '2026-11-23T06:00Z' },
      'checkoutDate',
      'Check-out date must be the check-in date for a daycation',
    ],
    [
      'session with another check-out date',
      { roomType: 'session', checkoutDate: '2026-11-23' },
      'checkoutDate',
      'Check-out date must be the check-in date for a session',
    ],
    [
      'reservation date garbage',
      { reservationDate: 'now' },
      'reservationDate',
      'Reservation date must be a date like 2026-11-22 or 2026-11-22T14:00:00.000Z',
    ],
  ])('%s', (_case, change, field, message) => {
    expect(issuesOf({ ...form, ...change })).toEqual([{ field, message }]);
  });

  it.each([undefined, null, 'a form', 7, []])('the whole form %j', (input) => {
    expect(issuesOf(input)).toEqual([{ field: '', message: 'The reservation form is required' }]);
  });

  it('names every missing field of an empty form', () => {
    expect(issuesOf({}).map((i) => i.field)).toEqual([
      'name',
      'nationalId',
      'phone',
      'guestCount',
      'roomCount',
      'roomType',
      'checkinDate',
      'checkoutDate',
      'extraBed',
      'paymentType',
      'amountPaid',
    ]);
  });
});

describe('the start cannot be before the hotel today (Asia/Yangon, UTC+06:30)', () => {
  const yangon = 'Asia/Yangon';
  it.each([
    // 23:30 on the 21st in Yangon: the 21st is still today.
    ['2026-11-21T17:00:00Z', '2026-11-21', true],
    ['2026-11-21T17:00:00Z', '2026-11-20', false],
    // 00:30 on the 22nd in Yangon, though still the 21st in UTC: the 21st is yesterday.
    ['2026-11-21T18:00:00Z', '2026-11-21', false],
    ['2026-11-21T18:00:00Z', '2026-11-22', true],
  ])('at %s a check-in on %s is allowed: %s', (now, checkin, allowed) => {
    const schema = reservationFormSchemaFor(businessDate(new Date(now), yangon));
    const result = schema.safeParse({ ...form, checkinDate: checkin, checkoutDate: '2026-11-25' });
    expect(result.success).toBe(allowed);
  });

  it('startsBeforeToday compares business dates, never times', () => {
    expect(startsBeforeToday('2026-11-22T00:00:00.000Z', today)).toBe(false);
    expect(startsBeforeToday('2026-11-21T23:59:59.999Z', today)).toBe(true);
    expect(startsBeforeToday('garbage', today)).toBe(false);
  });

  it('the plain form schema leaves the today rule to whoever knows today', () => {
    expect(reservationFormSchema.safeParse({ ...form, checkinDate: '2020-01-01' }).success).toBe(
      true,
    );
  });
});

describe('reservation update', () => {
  it.each([
    [{ status: 'checked-in' }, true],
    [{ status: 'cancelled' }, true],
    [{ status: 'confirmed' }, true],
    [{ status: 'checked-in', name: 'x' }, false],
    [{}, false],
    [null, false],
    [['status'], false],
  ])('%j is a status change: %s', (body, expected) => {
    expect(isReservationStatusChange(body)).toBe(expected);
  });

  it('answers the status change or the form', () => {
    expect(reservationUpdateSchemaOf({ status: 'cancelled' })).toBe(reservationStatusChangeSchema);
    expect(reservationUpdateSchemaOf(form)).toBe(reservationFormSchema);
    expect(reservationUpdateSchema.parse({ status: 'checked-in' })).toEqual({
      status: 'checked-in',
    });
    expect(reservationUpdateSchema.parse({ ...form, status: 'cancelled' })).toMatchObject({
      name: 'Aye Aye',
      status: 'cancelled',
    });
  });

  it('refuses a status a check-in never sends', () => {
    const result = reservationStatusChangeSchema.safeParse({ status: 'confirmed' });
    expect(result.error?.issues).toMatchObject([
      { path: ['status'], message: 'Status must be checked-in or cancelled' },
    ]);
  });
});

describe('reservation response', () => {
  it('carries instants and plain numbers', () => {
    const reservation = {
      ID: 1,
      Name: 'Aye Aye',
      NationalID: 'x',
      Phone: '09',
      GuestCount: 1,
      RoomCount: 1,
      RoomType: 'full-night',
      CheckinDate: '2026-11-22T07:30:00.000Z',
      CheckoutDate: '2026-11-24T05:30:00.000Z',
      ReservationDate: '2026-11-20T02:45:00.000Z',
      Status: 'confirmed',
      Source: 'desk',
      ExtraBed: false,
      PaymentType: 'none',
      AmountPaid: 40000,
      Notes: '',
      TaxRate: 0,
      ServiceRate: 0,
    };
    expect(reservationSchema.parse(reservation)).toEqual(reservation);
    expect(reservationSchema.safeParse({ ...reservation, CheckinDate: '2026-11-22' }).success).toBe(
      false,
    );
  });
});

describe('properties', () => {
  it('any counts and amount in range with dates in order pass', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        (guestCount, roomCount, amountPaid, nights) => {
          const checkout = new Date(Date.UTC(2026, 10, 22 + nights)).toISOString().slice(0, 10);
          const input = {
            ...form,
            // Guests one room may hold (reservationLimits.maxGuestsPerRoom): 10 a room.
            guestCount: Math.min(guestCount, roomCount * 10),
            roomCount,
            amountPaid,
            checkinDate: today,
            checkoutDate: checkout,
          };
          expect(issuesOf(input)).toEqual([]);
        },
      ),
    );
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => reservationFormSchemaFor(today).safeParse(input)).not.toThrow();
        expect(() => reservationUpdateSchemaOf(input).safeParse(input)).not.toThrow();
      }),
    );
  });

  it('never throws on mutated fields of a good form', () => {
    const keys = Object.keys(form);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (key, value) => {
        expect(() =>
          reservationFormSchemaFor(today).safeParse({ ...form, [key]: value }),
        ).not.toThrow();
      }),
    );
  });
});

describe('status and source of the form (ADR 086)', () => {
  it.each([
    // field, value, accepted
    ['status', 'confirmed', true],
    ['status', 'no-show', false],
    ['source', 'messenger', true],
    ['source', 'booking-page', true],
    ['source', 'fax', false],
  ])('%s %s: accepted %s', (field, value, accepted) => {
    expect(reservationFormSchema.safeParse({ ...form, [field]: value }).success).toBe(accepted);
  });

  it('leaves the source out when not sent (the server then keeps or defaults it)', () => {
    expect(reservationFormSchema.parse(form).source).toBeUndefined();
  });
});
