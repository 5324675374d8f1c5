import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { measureRouteWeights, weightRoutes, type RouteWeight } from './bundle.ts';
import { addHistoryCopies } from './history-copies.ts';
import { generateHistory, todayDay, type HistoryRange } from './history.ts';
import { measureLighthouse, type LighthouseFigures } from './lighthouse.ts';
import { measureCalls, type LoadSettings } from './load.ts';
import type { BenchResults, DatabaseRun } from './report.ts';
import { openBenchDatabase, postgresReachable, startBenchServer } from './server.ts';
import { measureSocketDelivery } from './socket-latency.ts';

export interface BenchProfile {
  name: 'full' | 'quick';
  /** Days of history at 1x; 10x adds nine times as many days before them. */
  historyDays: number;
  load: LoadSettings;
  socket: { desks: number; events: number; spacingMs: number };
  lighthouse: boolean;
  /** Build the web app when apps/web/dist is missing (the quick profile only uses a build). */
  build: boolean;
}

export const profiles: Record<BenchProfile['name'], BenchProfile> = {
  full: {
    name: 'full',
    historyDays: 3 * 365,
    load: {
      concurrency: 16,
      rate: 200,
      durationMs: 3000,
      minRequests: 60,
      openRounds: 3,
      closedRounds: 3,
    },
    socket: { desks: 100, events: 40, spacingMs: 50 },
    lighthouse: true,
    build: true,
  },
  quick: {
    name: 'quick',
    historyDays: 5,
    load: { concurrency: 4, rate: 50, durationMs: 150, openRounds: 2, closedRounds: 2 },
    socket: { desks: 100, events: 3, spacingMs: 20 },
    lighthouse: false,
    build: false,
  },
};

/** The parts of a run; BENCH_PARTS picks some (e.g. `weights,lighthouse`), all by default. */
export const benchParts = ['calls', 'socket', 'weights', 'lighthouse'] as const;
export type BenchPart = (typeof benchParts)[number];

export const parseBenchParts = (value: string | undefined): BenchPart[] =>
  value === undefined || value.trim() === ''
    ? [...benchParts]
    : value
        .split(',')
        .map((p) => p.trim())
        .filter((p): p is BenchPart => (benchParts as readonly string[]).includes(p));

export interface BenchOptions {
  profile: BenchProfile;
  /** Which parts run; Lighthouse also needs the profile's `lighthouse` unless named here. */
  parts?: BenchPart[];
  /** True when BENCH_PARTS named the parts (Lighthouse then runs in the quick profile too). */
  partsChosen?: boolean;
  databases: ('pglite' | 'postgres')[];
  adminUrl: string;
  /** Only these dashboard calls (by name), beside the two floors; all when absent. */
  calls?: string[];
  /** The business date the dated calls ask for (yyyy-mm-dd); today when absent. */
  date?: string;
  log?: (line: string) => void;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** The hotels' business date today (Asia/Yangon), yyyy-mm-dd. */
const hotelDate = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(new Date());

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, (performance.now() - start) / 1000];
};

/**
 * Vacuumed, with fresh planner statistics, as autovacuum keeps a database in service. Without the
 * vacuum, autovacuum sets about the tables the history just filled while the calls are measured,
 * and takes a core of the two from them for seconds at a time.
 */
const analyze = (database: DatabaseHandle) => database.db.execute(sql`vacuum analyze`);

const benchDatabase = async (
  kind: 'pglite' | 'postgres',
  options: BenchOptions,
  extras: { weights?: RouteWeight[]; lighthouse?: LighthouseFigures[] },
): Promise<DatabaseRun> => {
  const { profile, log = () => undefined } = options;
  const parts = new Set(options.parts ?? benchParts);
  const run: DatabaseRun = { database: kind, history: [], calls: {} };
  if (kind === 'postgres') {
    const problem = await postgresReachable(options.adminUrl);
    if (problem) return { ...run, skipped: `PostgreSQL unreachable (${problem})` };
  }
  const database = await openBenchDatabase(kind, options.adminUrl);
  try {
    const today = todayDay();
    const oneX: HistoryRange = {
      fromDay: today - profile.historyDays,
      toDay: today + 1,
      present: true,
      seed: 1,
    };
    log(`${kind}: generating ${profile.historyDays} days of history`);
    const [rows, seconds] = await timed(() => generateHistory(database.db, oneX));
    await analyze(database);
    run.history.push({ label: '1x', rows: { ...rows }, seconds });
    const server = await startBenchServer(database, webDist);
    try {
      if (parts.has('calls')) {
        log(`${kind}: measuring at 1x`);
        run.calls['1x'] = await measureCalls(
          server,
          options.date ?? hotelDate(),
          profile.load,
          options.calls,
        );
      }
      if (parts.has('socket')) {
        log(`${kind}: websocket delivery to ${profile.socket.desks} desks`);
        run.socket = await measureSocketDelivery(server, profile.socket);
      }
      if (!extras.weights) {
        if (parts.has('weights')) {
          log('initial JS and CSS per route');
          extras.weights = existsSync(webDist)
            ? await measureRouteWeights(server, webDist)
            : weightRoutes.map((route) => ({
                route,
                state: 'not measured',
                note: 'apps/web/dist is not built',
              }));
        } else {
          extras.weights = weightRoutes.map((route) => ({
            route,
            state: 'not measured',
            note: 'not selected (BENCH_PARTS)',
          }));
        }
        log('Lighthouse');
        extras.lighthouse = await measureLighthouse(
          server,
          !parts.has('lighthouse')
            ? 'not selected (BENCH_PARTS)'
            : profile.lighthouse || options.partsChosen
              ? undefined
              : 'skipped in the quick profile',
        );
      }
      if (!parts.has('calls')) return run;
      log(`${kind}: adding 9x more history`);
      const [more, moreSeconds] = await timed(() =>
        addHistoryCopies(database.db, 9, profile.historyDays),
      );
      await analyze(database);
      run.history.push({ label: '10x', rows: { ...more }, seconds: moreSeconds });
      log(`${kind}: measuring at 10x`);
      run.calls['10x'] = await measureCalls(
        server,
        options.date ?? hotelDate(),
        profile.load,
        options.calls,
      );
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
  return run;
};

export const runBench = async (options: BenchOptions): Promise<BenchResults> => {
  const { profile } = options;
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    loadBefore: loadavg(),
  };
  if (profile.build && !existsSync(webDist)) {
    options.log?.('building the web app (apps/web/dist is missing)');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  }
  const extras: { weights?: RouteWeight[]; lighthouse?: LighthouseFigures[] } = {};
  const databases: DatabaseRun[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    databases.push(
      options.databases.includes(kind)
        ? await benchDatabase(kind, options, extras)
        : { database: kind, skipped: 'not selected (BENCH_DATABASES)', history: [], calls: {} },
    );
  }
  return {
    profile: profile.name,
    startedAt,
    seconds: (performance.now() - started) / 1000,
    machine,
    loadAfter: loadavg(),
    settings: profile.load,
    databases,
    weights:
      extras.weights ??
      weightRoutes.map((route) => ({ route, state: 'not measured', note: 'no database ran' })),
    lighthouse: extras.lighthouse ?? (await measureLighthouse(undefined, 'no database ran')),
  };
};
