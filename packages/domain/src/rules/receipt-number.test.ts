import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatReceiptNumber, nextReceiptCounter } from './receipt-number.ts';

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
