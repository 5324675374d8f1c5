import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatKyat, formatSignedKyat, sumKyat } from './money.ts';

describe('money', () => {
  it('sums without float drift', () => {
    expect(sumKyat([0.1, 0.2])).toBe(0.3);
    expect(sumKyat([40000, 12000.5, -500.25])).toBe(51500.25);
  });

  it('sums integers exactly, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 })), (amounts) => {
        expect(sumKyat(amounts)).toBe(amounts.reduce((a, b) => a + b, 0));
        expect(sumKyat([...amounts].reverse())).toBe(sumKyat(amounts));
      }),
    );
  });

  it.each([
    [40000, '40,000 Ks'],
    [0, '0 Ks'],
    [1234567.5, '1,234,567.5 Ks'],
  ])('formatKyat(%d) is %s', (amount, text) => {
    expect(formatKyat(amount)).toBe(text);
  });

  it.each([
    [40000, '+40,000 Ks'],
    [-5000, '-5,000 Ks'],
    [0, '+0 Ks'],
  ])('formatSignedKyat(%d) is %s', (amount, text) => {
    expect(formatSignedKyat(amount)).toBe(text);
  });
});
