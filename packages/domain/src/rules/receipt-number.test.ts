import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatReceiptNumber,
  incomeReceiptKind,
  nextReceiptCounter,
  parseReceiptNumber,
  receiptNumberUse,
  type RecordedReceipt,
  type ReceiptNumberUse,
} from './receipt-number.ts';

describe('formatReceiptNumber', () => {
  it.each([
    ['AUR', 'room', '2026-11-21', 1, 'AUR202611210001'],
    ['AUR', 'room', '2026-11-21', 42, 'AUR202611210042'],
    ['SMH', 'room', '2026-01-05', 9999, 'SMH202601059999'],
    ['AUR', 'food', '2026-11-21', 7, 'AURFOOD202611210007'],
    ['SMH', 'food', '2027-12-31', 1234, 'SMHFOOD202712311234'],
  ] as const)('%s %s %s #%i -> %s', (prefix, kind, date, counter, expected) => {
    expect(formatReceiptNumber(prefix, kind, date, counter)).toBe(expected);
  });

  it.each([0, 10_000, 1.5, -3])('refuses counter %d', (counter) => {
    expect(() => formatReceiptNumber('AUR', 'room', '2026-11-21', counter)).toThrow(RangeError);
  });

  it('always ends in four digits after the date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.constantFrom('room', 'food'), (n, kind) => {
        const number = formatReceiptNumber('AUR', kind, '2026-11-21', n);
        expect(number).toMatch(kind === 'food' ? /^AURFOOD20261121\d{4}$/ : /^AUR20261121\d{4}$/);
        expect(Number(number.slice(-4))).toBe(n);
      }),
    );
  });
});

describe('nextReceiptCounter', () => {
  it.each([
    [0, 1],
    [1, 2],
    [41, 42],
    [9998, 9999],
    [9999, 1],
  ])('after %i comes %i', (current, next) => {
    expect(nextReceiptCounter(current)).toBe(next);
  });

  it('cycles through 1..9999: n steps from c land on ((c - 1 + n) mod 9999) + 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 30_000 }),
        (start, steps) => {
          let counter = start;
          for (let i = 0; i < steps; i += 1) counter = nextReceiptCounter(counter);
          expect(counter).toBe(((start - 1 + steps) % 9999) + 1);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('parseReceiptNumber', () => {
  it.each([
    ['AUR', 'room', 'AUR202611210042', { date: '2026-11-21', counter: 42 }],
    ['SMH', 'room', 'SMH202601059999', { date: '2026-01-05', counter: 9999 }],
    ['AUR', 'food', 'AURFOOD202611210001', { date: '2026-11-21', counter: 1 }],
    ['SMH', 'food', 'SMHFOOD202402290007', { date: '2024-02-29', counter: 7 }],
  ] as const)('%s %s %s -> %o', (prefix, kind, text, expected) => {
    expect(parseReceiptNumber(prefix, kind, text)).toEqual(expected);
  });

  it.each([
    ['another hotel', 'AUR', 'room', 'SMH202611210042'],
    ['a food number as room', 'AUR', 'room', 'AURFOOD202611210042'],
    ['a room number as food', 'AUR', 'food', 'AUR202611210042'],
    ['not a date (month 13)', 'AUR', 'room', 'AUR202613010042'],
    ['not a date (29 Feb 2026)', 'AUR', 'room', 'AUR202602290042'],
    ['counter 0000', 'AUR', 'room', 'AUR202611210000'],
    ['3 digits', 'AUR', 'room', 'AUR20261121042'],
    ['5 digits', 'AUR', 'room', 'AUR2026112100042'],
    ['lower-case prefix', 'AUR', 'room', 'aur202611210042'],
    ['year 0001', 'AUR', 'room', 'AUR000101010042'],
    ['spaces', 'AUR', 'room', 'AUR 202611210042'],
    ['empty', 'AUR', 'room', ''],
  ] as const)('%s: %s %s %s is malformed', (_case, prefix, kind, text) => {
    expect(parseReceiptNumber(prefix, kind, text)).toBeUndefined();
  });

  it('reads back every number formatReceiptNumber writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AUR', 'SMH'),
        fc.constantFrom('room', 'food'),
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 9999 }),
        (prefix, kind, day, counter) => {
          const date = day.toISOString().slice(0, 10);
          const number = formatReceiptNumber(prefix, kind, date, counter);
          expect(parseReceiptNumber(prefix, kind, number)).toEqual({ date, counter });
        },
      ),
    );
  });
});

describe('receiptNumberUse', () => {
  it.each<[string, RecordedReceipt | undefined, number | null | undefined, ReceiptNumberUse]>([
    ['never seen, no guest', undefined, null, 'record'],
    ['never seen, for guest 7', undefined, 7, 'record'],
    ['issued for a print, no guest', { used: false, guestId: null }, null, 'use'],
    ['issued for a print, for guest 7', { used: false, guestId: null }, 7, 'use'],
    ['used for guest 7, again for guest 7', { used: true, guestId: 7 }, 7, 'same-receipt'],
    [
      "guest 7's check-in receipt, for guest 7",
      { used: true, guestId: null, guestHoldsIt: true },
      7,
      'same-receipt',
    ],
    ['used for guest 7, now for guest 8', { used: true, guestId: 7 }, 8, 'renumber'],
    ['used for guest 7, now for no guest', { used: true, guestId: 7 }, null, 'renumber'],
    ['used for no guest, now for no guest', { used: true, guestId: null }, null, 'renumber'],
    ['used for no guest, guest not given', { used: true, guestId: null }, undefined, 'renumber'],
    ['used for no guest, now for guest 7', { used: true, guestId: null }, 7, 'renumber'],
  ])('%s -> %s', (_case, recorded, guestId, expected) => {
    expect(receiptNumberUse(recorded, guestId)).toBe(expected);
  });

  it('a used number is taken as-is only for the guest it was used for', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 100 })),
        fc.option(fc.integer({ min: 1, max: 100 })),
        (owner, guestId) => {
          const use = receiptNumberUse({ used: true, guestId: owner }, guestId);
          expect(use === 'same-receipt').toBe(owner !== null && owner === guestId);
        },
      ),
    );
  });
});

describe('incomeReceiptKind', () => {
  it.each([
    ['AURFOOD202611220001', 'revenue', 'food'],
    ['AUR202611220001', 'food-revenue', 'room'],
    ['SMH202611220001', '', 'room'],
    [null, 'food-revenue', 'food'],
    [null, 'revenue', 'room'],
    ['  ', 'food-revenue', 'food'],
  ] as const)('%s with %s -> %s', (number, revenueType, kind) => {
    expect(incomeReceiptKind('AUR', number, revenueType)).toBe(kind);
  });
});
