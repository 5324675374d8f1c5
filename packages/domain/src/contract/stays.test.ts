import { describe, expect, it } from 'vitest';
import {
  extendByDaysRequestSchema,
  extendByHoursRequestSchema,
  extendLongStayRequestSchema,
  guestUpdateSchema,
  swapRoomRequestSchema,
} from './stays.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('extension requests', () => {
  it('reads the new check-out as the hotel date', () => {
    expect(extendByDaysRequestSchema.parse({ checkoutDate: '2026-11-25T12:00:00.000Z' })).toEqual({
      checkoutDate: '2026-11-25',
      paymentMethod: 'cash',
    });
    expect(
      extendByDaysRequestSchema.parse({ checkoutDate: '2026-11-25', paymentMethod: 'kpay' }),
    ).toEqual({ checkoutDate: '2026-11-25', paymentMethod: 'kpay' });
  });

  it.each([undefined, '', 'tomorrow', '2026-02-30'])('date %s: the SPEC message', (date) => {
    expect(firstMessage(extendByDaysRequestSchema.safeParse({ checkoutDate: date }))).toBe(
      'Please select a valid checkout date.',
    );
  });

  it.each([undefined, 0, -1, 1.5, '2'])('hours %s: the SPEC message', (hours) => {
    expect(firstMessage(extendByHoursRequestSchema.safeParse({ hours }))).toBe(
      'Please enter a valid number of hours (minimum 1).',
    );
  });

  it('a long stay needs a price per day; empty rates are 0', () => {
    expect(
      firstMessage(extendLongStayRequestSchema.safeParse({ checkoutDate: '2026-11-25' })),
    ).toBe('Price per day is required');
    expect(
      extendLongStayRequestSchema.parse({
        checkoutDate: '2026-11-25',
        pricePerDay: 30000,
        taxRate: '',
        serviceRate: '10',
      }),
    ).toMatchObject({ pricePerDay: 30000, taxRate: 0, serviceRate: 10 });
    expect(
      firstMessage(
        extendLongStayRequestSchema.safeParse({
          checkoutDate: '2026-11-25',
          pricePerDay: 1,
          taxRate: 101,
        }),
      ),
    ).toBe('Tax rate must be a number from 0 to 100');
  });
});

describe('swap request', () => {
  it('takes the strings of SPEC.md section 7 (numbers too)', () => {
    expect(
      swapRoomRequestSchema.parse({ guestID: '12', currentRoomNumber: '101', newRoomNumber: 102 }),
    ).toEqual({ guestID: 12, currentRoomNumber: '101', newRoomNumber: '102' });
  });

  it.each<[object, string]>([
    [{ guestID: '12', currentRoomNumber: '101' }, 'Please select a new room.'],
    [{ guestID: '12', currentRoomNumber: '101', newRoomNumber: ' ' }, 'Please select a new room.'],
    [
      { guestID: 'abc', currentRoomNumber: '101', newRoomNumber: '102' },
      'guestID must be a number',
    ],
    [{ currentRoomNumber: '101', newRoomNumber: '102' }, 'guestID is required'],
  ])('%j: %s', (body, message) => {
    expect(firstMessage(swapRoomRequestSchema.safeParse(body))).toBe(message);
  });
});

describe('guest update', () => {
  const identity = { name: 'Aye Aye', nationalId: '12/ABC(N)1', phone: '09 1' };

  it('leaves out what is not sent (it keeps its value)', () => {
    expect(guestUpdateSchema.parse(identity)).toEqual({ ...identity, receiptNumber: null });
  });

  it.each<[object, string]>([
    [{ ...identity, name: ' ' }, 'Name is required'],
    [{ ...identity, phone: undefined }, 'Phone is required'],
    [
      { ...identity, status: 'checked-out' },
      'Status can only be active here; use Checkout to check out',
    ],
    [{ ...identity, amountPaid: -1 }, 'Amount paid cannot be negative'],
  ])('%j: %s', (body, message) => {
    expect(firstMessage(guestUpdateSchema.safeParse(body))).toBe(message);
  });
});
