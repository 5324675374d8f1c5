import { describe, expect, it } from 'vitest';
import { medianRun, type LighthouseFigures } from '../../../bench/lighthouse.ts';

const run = (performance: number, tbtMs: number): LighthouseFigures => ({
  route: '/dashboard',
  visit: 'return',
  state: 'measured',
  performance,
  lcpMs: 1400,
  tbtMs,
});

describe("the bench's Lighthouse row: the median of its runs", () => {
  it.each([
    ['three runs: the middle score', [run(91, 380), run(84, 620), run(88, 470)], [88, 470]],
    [
      'the same score: the more blocking time counts as lower',
      [run(90, 400), run(90, 300), run(90, 500)],
      [90, 400],
    ],
    [
      'an even number: the lower of the two middle runs',
      [run(94, 280), run(86, 560), run(89, 450), run(92, 330)],
      [89, 450],
    ],
    ['one run: that run', [run(77, 900)], [77, 900]],
  ] as const)('%s', (_case, runs, [score, tbt]) => {
    const median = medianRun(runs);
    expect([median.performance, median.tbtMs]).toEqual([score, tbt]);
  });

  it('refuses to make a row of no runs', () => {
    expect(() => medianRun([])).toThrow(/no Lighthouse run/);
  });
});
