import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profiles, runBench, webDist } from '../../../bench/bench.ts';
import { dashboardCalls, floorCalls } from '../../../bench/load.ts';
import { chromePath, weightRoutes, type RouteWeight } from '../../../bench/bundle.ts';
import { lighthouseRoutes } from '../../../bench/lighthouse.ts';
import { formatReport } from '../../../bench/report.ts';

// `npm run bench` in its quick profile: it runs and its table has every row. The figures are
// read from the bench itself, never asserted here (a loaded machine would fail any timing).
const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * What the first screen of each route may download, in KB of gzipped JS: sizes, not timings, so
 * they hold on any machine. DESIGN.md section 9's ceilings (issue 49): 130 (/ and /login) and 230
 * (/dashboard), each screen held to its own; the desk's timings, not these sizes, decide what
 * stays. /dashboard is weighed on a working day (the bench records a receipted payment first,
 * bench/bundle.ts, so its line's Reprint is there). The newer screens (calendar, owner's pages,
 * guest search) are reported by the bench without a limit.
 */
const firstScreenLimitsKb: Record<string, number> = { '/': 130, '/login': 130, '/dashboard': 230 };
let weights: RouteWeight[] | undefined;

describe('npm run bench (quick profile)', () => {
  it('measures every dashboard call at 1x and 10x and prints a row for each target', async () => {
    const results = await runBench({
      profile: profiles.quick,
      databases: [kind],
      adminUrl: process.env.TEST_DATABASE_URL ?? '',
    });
    const table = formatReport(results);
    weights = results.weights;

    const measured = results.databases.find((d) => d.database === kind)!;
    expect(measured.skipped).toBeUndefined();
    expect(measured.history.map((h) => h.label)).toEqual(['1x', '10x']);
    expect(measured.history[0]!.rows.guests).toBeGreaterThan(0);
    const names = [...floorCalls, ...dashboardCalls('2026-01-01').map((c) => c.name)];
    for (const label of ['1x', '10x']) {
      const calls = measured.calls[label]!;
      expect(calls.map((c) => c.name)).toEqual(names);
      // A call that is not built yet is 'missing'; none answers an error.
      expect(calls.filter((c) => c.state === 'failed')).toEqual([]);
      expect(calls[0]!.closed!.requests).toBeGreaterThan(0);
      // The floors and list calls run their rounds; the table shows each round's figure.
      expect(calls[0]!.closed!.reqPerSecRounds).toHaveLength(2);
      expect(calls[0]!.open!.p99Rounds).toHaveLength(2);
      for (const name of names) {
        expect(table).toMatch(new RegExp(`${kind} +${label} +${name.replace(/[()]/g, '\\$&')} `));
      }
    }
    for (const route of weightRoutes) expect(table).toMatch(new RegExp(`^${route} `, 'm'));
    for (const route of lighthouseRoutes) expect(table).toContain(`${route} `);
    expect(measured.socket!.delivered).toBe(measured.socket!.desks * measured.socket!.events);
    expect(table).toMatch(/^postgres|^pglite/m);
    expect(table).toContain('Websocket delivery');
    // A guard against a hang, not a timing: the quick profile's rounds, seeding and browser run
    // took 110 s alone on two cores shared with other test runs, and over 120 s in a whole run.
  }, 300_000);

  // Needs the built app and Chromium (npm test builds it; CI installs Chromium): skipped, and
  // reported as skipped, without them.
  it.runIf(existsSync(webDist) && existsSync(chromePath))(
    'keeps the JS each first screen downloads within its limit',
    () => {
      expect(weights?.map((w) => [w.route, w.state])).toEqual(
        weightRoutes.map((route) => [route, 'measured']),
      );
      for (const [route, limit] of Object.entries(firstScreenLimitsKb)) {
        const weight = weights?.find((w) => w.route === route);
        expect(weight?.jsKb, route).toBeLessThanOrEqual(limit);
      }
    },
  );
});
