import { describe, expect, it } from 'vitest';
import {
  lighthouseVerdict,
  medianRun,
  type LighthouseFigures,
  type LighthouseVisit,
} from '../../../bench/lighthouse.ts';

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

describe("the bench's Lighthouse row: judged against issue 21's table", () => {
  const row = (
    route: string,
    visit: LighthouseVisit,
    performance: number,
    lcpMs: number,
  ): LighthouseFigures => ({ route, visit, state: 'measured', performance, lcpMs });

  it.each([
    ['/login first visit at the target', row('/login', 'first', 95, 1500), 'met'],
    ['/login first visit, LCP too late', row('/login', 'first', 97, 1900), 'LCP 1900 > 1500 ms'],
    [
      '/dashboard first visit, both short',
      row('/dashboard', 'first', 82, 3712.4),
      'score 82 < 95; LCP 3712 > 1500 ms',
    ],
    [
      '/dashboard return visit: 95 is not 100',
      row('/dashboard', 'return', 95, 1200),
      'score 95 < 100',
    ],
    [
      '/dashboard return visit at 100, whatever its LCP',
      row('/dashboard', 'return', 100, 1700),
      'met',
    ],
    [
      "/login return visit: held to the first visit's",
      row('/login', 'return', 94, 900),
      'score 94 < 95',
    ],
  ] as const)('%s', (_case, figures, verdict) => {
    expect(lighthouseVerdict(figures)).toBe(verdict);
  });
});
