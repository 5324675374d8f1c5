import { describe, expect, it } from 'vitest';
import type { LoadFigures } from '../../../bench/load.ts';
import { shareOfFloor } from '../../../bench/report.ts';

/** A closed loop's figures: the median round's req/s, and every round's when it ran several. */
const closed = (reqPerSec: number, rounds?: number[]): LoadFigures => ({
  requests: 1000,
  errors: 0,
  reqPerSec,
  p50: 1,
  p99: 2,
  ...(rounds ? { reqPerSecRounds: rounds } : {}),
});

describe("a list call's req/s as a share of SELECT 1's (ADR 059)", () => {
  it('is judged round by round when both ran the same sweeps: the median of the shares', () => {
    // Shares 0.75, 0.643, 0.70: the median is 0.70, where the medians' ratio reads 4500/7000.
    const call = closed(4500, [3000, 4500, 5600]);
    const floor = closed(7000, [4000, 7000, 8000]);
    expect(shareOfFloor(call, floor)).toBeCloseTo(0.7, 10);
  });

  it('is the ratio of the figures when the rounds do not pair', () => {
    expect(shareOfFloor(closed(3000), closed(6000))).toBe(0.5);
    expect(shareOfFloor(closed(3000, [3000, 2000]), closed(6000, [6000, 5000, 7000]))).toBe(0.5);
  });
});
