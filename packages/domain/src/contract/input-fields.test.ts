import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withThousands } from './input-fields.ts';

describe('withThousands: a limit as the messages write it', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [100000, '100,000'],
    [5000000, '5,000,000'],
    [-1234567, '-1,234,567'],
    [12.5, '12.5'],
    [-0, '-0'],
  ])('%d -> %s', (value, written) => {
    expect(withThousands(value)).toBe(written);
  });

  it("writes any number as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true }), fc.constant(-0)),
        (n) => {
          expect(withThousands(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
    );
  });
});
