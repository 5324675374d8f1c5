import { describe, expect, it } from 'vitest';
import { guestPayloadSchema } from './guests.ts';

const payload = {
  name: 'Aye Aye',
  nationalId: '12/PaBaTa(N)123456',
  phone: '09 420 111 222',
  roomType: 'full-night',
  roomNumber: '101',
  checkinDate: '2026-11-22T14:00:00.000Z',
  checkoutDate: '2026-11-24T12:00:00.000Z',
  extraBed: false,
  isForeigner: false,
  paymentType: 'cash',
  amountPaid: 80000,
  roomCharges: 80000,
  foodCharges: 0,
  taxCharges: 0,
  serviceCharges: 0,
  status: 'active',
  receiptNumber: 'AUR202611220001',
};

const issuesOf = (input: unknown) => {
  const result = guestPayloadSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
};

describe('guest payload (create-guest)', () => {
  it('accepts the SPEC payload', () => {
    expect(guestPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('fills defaults for what an API client leaves out', () => {
    const {
      extraBed: _e,
      isForeigner: _f,
      foodCharges: _c,
      status: _s,
      receiptNumber: _r,
      ...rest
    } = payload;
    expect(guestPayloadSchema.parse(rest)).toMatchObject({
      extraBed: false,
      isForeigner: false,
      foodCharges: 0,
      receiptNumber: null,
    });
  });

  it('takes true instants for a daycation', () => {
    const daycation = {
      ...payload,
      roomType: 'daycation',
      checkinDate: '2026-11-22T07:30:00.000Z',
      checkoutDate: '2026-11-22T19:30:00+00:00',
    };
    expect(issuesOf(daycation)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: '' }, 'name', 'Name is required'],
    ['no national ID', { nationalId: undefined }, 'nationalId', 'National ID is required'],
    ['an unknown stay type', { roomType: 'hourly' }, 'roomType', 'Room type must be one of'],
    ['no room', { roomNumber: ' ' }, 'roomNumber', 'Room number is required'],
    ['a bad date', { checkinDate: 'today' }, 'checkinDate', 'Check-in date must be a date'],
    [
      'an offset on a full night',
      { checkinDate: '2026-11-22T14:00:00+06:30' },
      'checkinDate',
      "hotel's time",
    ],
    [
      'a session at a wall-clock time',
      {
        roomType: 'session',
        checkinDate: '2026-11-22T14:00',
        checkoutDate: '2026-11-22T10:30:00Z',
      },
      'checkinDate',
      'ISO instant',
    ],
    [
      'check-out first',
      { checkoutDate: '2026-11-21T12:00:00.000Z' },
      'checkoutDate',
      'cannot be before',
    ],
    ['negative paid', { amountPaid: -1 }, 'amountPaid', 'Amount paid cannot be negative'],
    ['3 decimals', { roomCharges: 1.005 }, 'roomCharges', 'at most 2 decimals'],
    ['a card', { paymentType: 'card' }, 'paymentType', 'Payment type must be one of'],
    ['checked-out', { status: 'checked-out' }, 'status', 'must be active'],
  ])('%s -> %s', (_case, change, field, message) => {
    const issues = issuesOf({ ...payload, ...change });
    expect(issues.find((i) => i.field === field)?.message, JSON.stringify(issues)).toContain(
      message,
    );
  });
});
