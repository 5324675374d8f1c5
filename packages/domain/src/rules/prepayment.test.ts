import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditPrepayment } from './prepayment.ts';

describe('creditPrepayment (hand-computed, SPEC.md section 9: total minus prior AmountPaid)', () => {
  it.each<[string, number[], number, number[], number[], number]>([
    // name, room totals, prepaid, shares credited, due per room, overpaid
    [
      'standard 80,000 + family 130,000 with 200,000 prepaid: 10,000 due',
      [80000, 130000],
      200000,
      [76190.48, 123809.52], // 200,000 x 80/210 = 76,190.476..; x 130/210 = 123,809.523..
      [3809.52, 6190.48],
      0,
    ],
    [
      'three equal rooms of 40,000 with 100,000 prepaid: 20,000 due exactly',
      [40000, 40000, 40000],
      100000,
      [33333.34, 33333.33, 33333.33],
      [6666.66, 6666.67, 6666.67],
      0,
    ],
    [
      'two rooms with 50,000 prepaid (any divider): 50,000 credited',
      [60000, 50000],
      50000,
      [27272.73, 22727.27], // 50,000 x 6/11 = 27,272.7272..
      [32727.27, 27272.73],
      0,
    ],
    [
      'one room paid more than it costs: the rest is overpaid',
      [46000],
      100000,
      [46000],
      [0],
      54000,
    ],
    ['nothing prepaid', [46000, 10000], 0, [0, 0], [46000, 10000], 0],
    ['a free room takes no share', [0, 30000], 10000, [0, 10000], [0, 20000], 0],
    ['all of it already credited earlier: nothing twice', [40000], 0, [0], [40000], 0],
  ])('%s', (_name, totals, prepaid, shares, due, overpaid) => {
    const credit = creditPrepayment(totals, prepaid);
    expect(credit.shares).toEqual(shares);
    expect(credit.due).toEqual(due);
    expect(credit.overpaid).toBe(overpaid);
    const sumDue = due.reduce((a, b) => a + b * 100, 0) / 100;
    const sumTotals = totals.reduce((a, b) => a + b * 100, 0) / 100;
    expect(sumDue).toBe(Math.max(0, sumTotals - prepaid));
  });

  it('shares add up to the prepayment capped at the total, each within its room (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000_00 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 500_000_000_00 }),
        (totalsH, prepaidH) => {
          const totals = totalsH.map((t) => t / 100);
          const credit = creditPrepayment(totals, prepaidH / 100);
          const sumH = totalsH.reduce((a, b) => a + b, 0);
          const sharesH = credit.shares.map((s) => Math.round(s * 100));
          expect(sharesH.reduce((a, b) => a + b, 0)).toBe(Math.min(prepaidH, sumH));
          expect(Math.round(credit.overpaid * 100)).toBe(Math.max(0, prepaidH - sumH));
          sharesH.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(totalsH[i]!);
            expect(Math.round(credit.due[i]! * 100)).toBe(totalsH[i]! - share);
          });
        },
      ),
    );
  });
});
