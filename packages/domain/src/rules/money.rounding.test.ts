import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  percentOfHundredths,
  percentOfKyat,
  shareByLargestRemainder,
  type Hundredths,
} from './money.ts';
import { chargeSummary } from './pricing.ts';
import { foodOrderTotals } from './food-order.ts';

const h = (n: number) => n as Hundredths;

describe('one rounding rule for every percentage (ADR 029, hand-computed)', () => {
  it.each([
    // kyat, rate %, exact percent, rounded half-up to the hundredth
    [30, 1.15, 0.35], // 0.345
    [70, 1.15, 0.81], // 0.805
    [110, 1.15, 1.27], // 1.265
    [130, 1.15, 1.5], // 1.495
    [210, 1.15, 2.42], // 2.415
    [40000, 5, 2000],
    [33333.33, 7.5, 2500], // 2,499.99975
    [12345, 3.33, 411.09], // 411.0885
    [0.01, 50, 0.01], // 0.005 rounds up
    [0.01, 49.99, 0], // 0.004999
    [1_000_000_000_000, 100, 1_000_000_000_000], // numeric(14,2)'s range keeps every digit
    [999_999_999_999.99, 12.34, 123_399_999_999.999], // 123,399,999,999.998766
  ])('%d Ks at %d %% is %d Ks', (kyat, rate, expected) => {
    expect(percentOfKyat(kyat, rate)).toBe(Number(expected.toFixed(2)));
  });

  it('rounds half away from zero for a negative amount', () => {
    expect(percentOfHundredths(h(-3000), 1.15)).toBe(-35);
  });

  it.each([30, 70, 110, 130, 210])(
    '%d Ks at 1.15 %% is the same for a room and for food',
    (kyat) => {
      const room = chargeSummary(kyat, 1.15, 1.15);
      const food = foodOrderTotals([{ foodName: 'Tea', price: kyat, quantity: 1 }], 1.15, 1.15);
      expect(room.tax).toBe(food.tax);
      expect(room.service).toBe(food.service);
      expect(room.tax).toBe(percentOfKyat(kyat, 1.15));
    },
  );

  it('equals the exact fraction rounded half-up, for every amount and rate (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 100_000_000_000_000n }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, basisPoints) => {
          const got = BigInt(percentOfHundredths(h(Number(amount)), basisPoints / 100));
          // got is the nearest hundredth: |exact - got| <= 1/2, ties upwards.
          const twiceDiff = 2n * amount * BigInt(basisPoints) - 2n * got * 10_000n;
          expect(twiceDiff >= -10_000n && twiceDiff < 10_000n).toBe(true);
        },
      ),
    );
  });
});

describe('shareByLargestRemainder (hand-computed)', () => {
  it.each<[number, number[], number[]]>([
    [10_000_000, [4_000_000, 4_000_000, 4_000_000], [3_333_334, 3_333_333, 3_333_333]],
    [20_000_000, [8_000_000, 13_000_000], [7_619_048, 12_380_952]],
    [0, [100, 200], [0, 0]],
    [300, [100, 200], [100, 200]],
    [5, [0, 0], [0, 0]],
  ])('%d over %j is %j', (total, weights, shares) => {
    expect(shareByLargestRemainder(h(total), weights.map(h))).toEqual(shares);
  });

  it('adds up to the total and never gives a part more than its weight (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 8_000_000_000 }),
        (weights, wanted) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = Math.min(wanted, sum);
          const shares = shareByLargestRemainder(h(total), weights.map(h));
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });
});
