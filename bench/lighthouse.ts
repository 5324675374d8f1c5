import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { chromePath, storeSession } from './bundle.ts';
import type { BenchServer } from './server.ts';

/**
 * 'first': nothing cached (a desk after a deploy, or a new desk); 'return': the route's scripts
 * and styles already in the browser's cache (immutable hashed assets), as every other morning.
 */
export type LighthouseVisit = 'first' | 'return';
export const lighthouseVisits: readonly LighthouseVisit[] = ['first', 'return'];

export interface LighthouseFigures {
  route: string;
  visit: LighthouseVisit;
  state: 'measured' | 'not measured';
  note?: string;
  performance?: number;
  lcpMs?: number;
  /** What the score is made of: first paint, blocking time, layout shift, speed index. */
  fcpMs?: number;
  tbtMs?: number;
  cls?: number;
  speedIndexMs?: number;
  /** Each run's score, in the order run, when the row is the median of several. */
  scores?: number[];
}

export const lighthouseRoutes = ['/login', '/dashboard'];

/** A row's target: the score at least, and LCP at most where the issue names one. */
export interface LighthouseTarget {
  score: number;
  lcpMs?: number;
}

/**
 * Issue 21's table: `/login` and `/dashboard` first visits 95 with LCP 1.5 s, the dashboard's
 * return visit 100. `/login`'s return visit is not in the table; it is held to its first visit's.
 */
export const lighthouseTarget = (route: string, visit: LighthouseVisit): LighthouseTarget =>
  route === '/dashboard' && visit === 'return' ? { score: 100 } : { score: 95, lcpMs: 1500 };

/** 'met', or each gap between a measured row and its target. */
export const lighthouseVerdict = (figures: LighthouseFigures): string => {
  const target = lighthouseTarget(figures.route, figures.visit);
  const score = figures.performance ?? 0;
  const lcpMs = figures.lcpMs ?? 0;
  const gaps = [
    score < target.score ? `score ${score} < ${target.score}` : '',
    target.lcpMs !== undefined && lcpMs > target.lcpMs
      ? `LCP ${Math.round(lcpMs)} > ${target.lcpMs} ms`
      : '',
  ].filter(Boolean);
  return gaps.length === 0 ? 'met' : gaps.join('; ');
};
/**
 * Lighthouse is not a project dependency (200 packages for one bench row): `npm run bench:setup`
 * installs 12.8 here, outside the lockfile.
 */
export const lighthouseDir = resolve(
  process.env.BENCH_LIGHTHOUSE_DIR ?? 'node_modules/.cache/bench-lighthouse',
);
const cli = join(lighthouseDir, 'node_modules/lighthouse/cli/index.js');
const run = promisify(execFile);
/**
 * Runs per row (BENCH_LIGHTHOUSE_RUNS, 3 by default): one run's blocking time on this 2-core host
 * spreads over hundreds of ms for the same build (ADR 055), so a row is the median run.
 */
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);

/**
 * The median run: ordered by score, then by blocking time (more first, as a lower score), the
 * middle one; of an even number the lower of the two middle ones.
 */
export const medianRun = (runs: readonly LighthouseFigures[]): LighthouseFigures => {
  const ordered = [...runs].sort(
    (a, b) => (a.performance ?? 0) - (b.performance ?? 0) || (b.tbtMs ?? 0) - (a.tbtMs ?? 0),
  );
  const middle = ordered[Math.floor((ordered.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse run to take the median of');
  return middle;
};

/**
 * A Chromium profile whose localStorage holds a signed-in desk (Lighthouse keeps its storage).
 * It is written from an API page of the same origin, so the HTTP cache stays empty: a first
 * visit. For a return visit the route is then opened once, which caches its scripts and styles.
 */
const signedInProfile = async (server: BenchServer, visit: LighthouseVisit, route: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/api/hotels`);
  await page.evaluate(storeSession, server.token);
  if (visit === 'return')
    await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'networkidle' });
  await context.close();
  return dir;
};

/** Mobile, simulated Slow 4G (Lighthouse's default), performance only. */
export const measureLighthouse = async (
  server: BenchServer | undefined,
  skipReason?: string,
): Promise<LighthouseFigures[]> => {
  const notMeasured = (note: string) =>
    lighthouseRoutes.flatMap((route) =>
      lighthouseVisits.map((visit) => ({ route, visit, state: 'not measured' as const, note })),
    );
  if (skipReason || !server) return notMeasured(skipReason ?? 'no server');
  if (!existsSync(cli)) {
    return notMeasured(`Lighthouse not installed (npm run bench:setup installs 12.8)`);
  }
  if (!existsSync(chromePath)) return notMeasured(`no Chromium at ${chromePath}`);
  const figures: LighthouseFigures[] = [];
  for (const route of lighthouseRoutes) {
    for (const visit of lighthouseVisits) {
      figures.push(await measureOne(server, route, visit));
    }
  }
  return figures;
};

/** One Lighthouse run's answer, or why it gave none (its runtime error's code, or the failure). */
type Attempt = { figures: LighthouseFigures } | { failure: string };

const attemptOne = async (
  server: BenchServer,
  route: string,
  visit: LighthouseVisit,
): Promise<Attempt> => {
  const profile = await signedInProfile(server, visit, route);
  const output = join(profile, 'report.json');
  try {
    await run(
      process.execPath,
      [
        cli,
        `${server.baseUrl}${route}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        // Keeps the profile's localStorage (the signed-in desk) and, for a return visit, its cache.
        '--disable-storage-reset',
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --user-data-dir=${profile}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 120_000 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      runtimeError?: { code?: string; message?: string };
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
    };
    const score = report.categories.performance.score;
    if (report.runtimeError || score === null) {
      return { failure: report.runtimeError?.code ?? 'no performance score' };
    }
    return {
      figures: {
        route,
        visit,
        state: 'measured',
        performance: Math.round(score * 100),
        lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? 0,
        fcpMs: report.audits['first-contentful-paint']?.numericValue,
        tbtMs: report.audits['total-blocking-time']?.numericValue,
        cls: report.audits['cumulative-layout-shift']?.numericValue,
        speedIndexMs: report.audits['speed-index']?.numericValue,
      },
    };
  } catch (error) {
    // execFile's message starts with the whole command line: the exit and Lighthouse's last
    // words say more.
    const failed = error as { code?: number | string; signal?: string; stderr?: string };
    const said = failed.stderr?.trim().split('\n').pop()?.slice(0, 160);
    const exit = failed.signal ?? `exit ${failed.code ?? '?'}`;
    return { failure: `Lighthouse ${exit}${said ? `: ${said}` : ''}` };
  } finally {
    // BENCH_LIGHTHOUSE_KEEP=<folder> keeps each full report, to read what a score is made of.
    const keep = process.env.BENCH_LIGHTHOUSE_KEEP;
    if (keep && existsSync(output)) {
      mkdirSync(keep, { recursive: true });
      copyFileSync(output, join(keep, `${route.replace(/\W/g, '') || 'root'}-${visit}.json`));
    }
    rmSync(profile, { recursive: true, force: true });
  }
};

/**
 * The row's runs, and one more when Lighthouse gives no answer: under headless Chromium it now
 * and then records no trace of the page load (NO_NAVSTART), whatever the page. After a second
 * failure the row is the median of the runs it has, with both errors named; with none, no score.
 */
const measureOne = async (
  server: BenchServer,
  route: string,
  visit: LighthouseVisit,
): Promise<LighthouseFigures> => {
  const runs: LighthouseFigures[] = [];
  const failures: string[] = [];
  while (runs.length < lighthouseRuns && failures.length < 2) {
    const attempt = await attemptOne(server, route, visit);
    if ('figures' in attempt) runs.push(attempt.figures);
    else failures.push(attempt.failure);
  }
  if (runs.length === 0) {
    return {
      route,
      visit,
      state: 'not measured',
      note: `Lighthouse failed twice: ${failures.join('; ')}`,
    };
  }
  const median = medianRun(runs);
  return {
    ...median,
    ...(runs.length > 1 ? { scores: runs.map((run) => run.performance ?? 0) } : {}),
    ...(failures.length > 0
      ? { note: `${runs.length} of ${lighthouseRuns} runs; failed: ${failures.join('; ')}` }
      : {}),
  };
};
