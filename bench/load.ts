import { Worker } from 'node:worker_threads';
import { selectOnePath, type BenchServer } from './server.ts';

export interface LoadFigures {
  requests: number;
  errors: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Each open-loop round's p99 when the call ran several (the figures are the median round's). */
  p99Rounds?: number[];
  /** Each closed-loop round's req/s when the call ran several (the figures are the median round's). */
  reqPerSecRounds?: number[];
}

export interface CallFigures {
  name: string;
  path: string;
  /** 'missing' when the server answers 404 (the call is not built on this branch). */
  state: 'measured' | 'missing' | 'failed';
  note?: string;
  budget?: CallBudget;
  closed?: LoadFigures;
  open?: LoadFigures;
}

export interface LoadSettings {
  concurrency: number;
  rate: number;
  durationMs: number;
  /** The open loop runs at least long enough for this many requests (a call's own rate). */
  minRequests?: number;
  /**
   * Open-loop rounds of each list call and floor, reported as the round with the median p99: one
   * round's p99 (its 6th-slowest of 600) is decided by one GC pause or one autovacuum.
   */
  openRounds?: number;
  /**
   * Closed-loop rounds of each list call and floor, reported as the round with the median req/s:
   * one 3 s round's throughput moves with whatever else the machine did in those 3 s.
   */
  closedRounds?: number;
}

/**
 * A screen's call measured against its own target (ADR 050): its p99 at the rate a hotel could
 * send it (every desk searching, the owner opening reports), not at the list calls' 200 req/s.
 */
export interface CallBudget {
  rate: number;
  p99Ms: number;
}

const workerUrl = new URL('./load-worker.mjs', import.meta.url);

const runLoad = (
  url: string,
  headers: Record<string, string>,
  mode: 'closed' | 'open',
  settings: LoadSettings,
): Promise<LoadFigures> =>
  new Promise((resolve, reject) => {
    // The worker is plain JS: no loader flags needed, whatever runs the bench.
    const worker = new Worker(workerUrl, {
      workerData: { url, headers, mode, ...settings },
      execArgv: [],
    });
    worker.once('message', (figures: LoadFigures) => {
      resolve(figures);
      void worker.terminate();
    });
    worker.once('error', reject);
  });

/**
 * `rounds` runs of a call in one mode; the figures of the one with the median p99 (open loop) or
 * the median req/s (closed loop), with every round's figure beside them.
 */
const medianRound = async (
  url: string,
  headers: Record<string, string>,
  mode: 'closed' | 'open',
  settings: LoadSettings,
  rounds: number,
): Promise<LoadFigures> => {
  const figures: LoadFigures[] = [];
  for (let i = 0; i < rounds; i += 1) figures.push(await runLoad(url, headers, mode, settings));
  return medianOf(figures, mode);
};

/** The round with the median p99 (open loop) or req/s (closed loop), every round's beside it. */
const medianOf = (figures: LoadFigures[], mode: 'closed' | 'open'): LoadFigures => {
  const judged = (f: LoadFigures) => (mode === 'open' ? f.p99 : f.reqPerSec);
  const median = [...figures].sort((a, b) => judged(a) - judged(b))[
    Math.floor(figures.length / 2)
  ]!;
  if (figures.length === 1) return median;
  return mode === 'open'
    ? { ...median, p99Rounds: figures.map(judged) }
    : { ...median, reqPerSecRounds: figures.map(judged) };
};

const screenCall: CallBudget = { rate: 20, p99Ms: 100 };
const ownerCall: CallBudget = { rate: 5, p99Ms: 200 };
const reportCall: CallBudget = { rate: 2, p99Ms: 200 };

/** The dashboard's calls (SPEC.md section 7) for the hotel's business date. */
export const dashboardCalls = (
  date: string,
): { name: string; path: string; admin?: boolean; budget?: CallBudget }[] => [
  { name: 'get-stats', path: '/get-stats' },
  { name: 'room-revenue', path: `/room-revenue?date=${date}` },
  { name: 'food-revenue', path: `/food-revenue?date=${date}` },
  { name: 'incomes/date', path: `/incomes/date/${date}` },
  { name: 'food-revenue/date', path: `/food-revenue/date/${date}` },
  { name: 'reservations/date', path: `/reservations/date/${date}` },
  { name: 'rooms', path: '/rooms' },
  // Guest search (issue 19: p99 under 100 ms) over every stay of the years of history: a
  // phone's digits, a name; at 20 req/s, every desk of a hotel typing at once.
  { name: 'guests/search (phone)', path: '/guests/search?q=09%20123', budget: screenCall },
  { name: 'guests/search (name)', path: '/guests/search?q=guest%201-20', budget: screenCall },
  // The booking calendar (issue 19, ADR 041) over 30 days from the date.
  { name: 'calendar', path: `/calendar?from=${date}&days=30`, budget: screenCall },
  // The owner's Activity page (issue 18): its first page over all the years of the log.
  { name: 'admin/activity', path: '/admin/activity?limit=50', admin: true, budget: ownerCall },
  // The owner's report (issue 20, ADR 045: p99 under 200 ms) over the last three years, and
  // over one month; at 2 req/s, more than an owner and an accountant opening reports.
  {
    name: 'admin/reports 3 years',
    path: `/api/aureo/admin/reports?from=${daysBefore(date, 3 * 365)}&to=${date}`,
    admin: true,
    budget: reportCall,
  },
  {
    name: 'admin/reports month',
    path: `/api/aureo/admin/reports?from=${daysBefore(date, 30)}&to=${date}`,
    admin: true,
    budget: reportCall,
  },
];

/** A call's path from the server's root: the owner's calls under /api/{hotel}/admin are whole. */
export const callPath = (c: { path: string }) =>
  c.path.startsWith('/api/') ? c.path : `/api/aureo/reception${c.path}`;

/** The yyyy-mm-dd date `days` before `date`. */
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export const floorCalls = ['SELECT 1 (no token)', 'room-types (token floor)'];

/** One request, asking for a connection of its own. */
const probeOnce = async (url: string, headers: Record<string, string>) => {
  try {
    const response = await fetch(url, { headers: { ...headers, connection: 'close' } });
    await response.arrayBuffer();
    return response;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const message = error instanceof Error ? error.message : String(error);
    return {
      status: 0,
      statusText: cause instanceof Error ? `${message}: ${cause.message}` : message,
    };
  }
};

/**
 * A call's first request, tried once more when it got no answer at all: fetch may still send it
 * on a kept-alive connection the server closed while history grew (`connection: close` does not
 * stop that), and a run at 10x then lost its SELECT 1 floor to "fetch failed".
 */
const probeCall = async (url: string, headers: Record<string, string>) => {
  const first = await probeOnce(url, headers);
  return first.status === 0 ? probeOnce(url, headers) : first;
};

/** Every call once under a fixed concurrency and once at a fixed rate. */
export const measureCalls = async (
  server: BenchServer,
  date: string,
  settings: LoadSettings,
  /** Names of the dashboard calls to measure (all when absent); the floors are always measured. */
  only?: string[],
): Promise<CallFigures[]> => {
  const auth = { authorization: `Bearer ${server.token}`, 'accept-encoding': 'br, gzip' };
  const ownerAuth = { ...auth, authorization: `Bearer ${server.adminToken}` };
  const reception = '/api/aureo/reception';
  const calls: {
    name: string;
    path: string;
    headers: Record<string, string>;
    budget?: CallBudget;
  }[] = [
    { name: floorCalls[0]!, path: selectOnePath, headers: {} },
    { name: floorCalls[1]!, path: `${reception}/room-types`, headers: auth },
    ...dashboardCalls(date)
      .filter((c) => !only || only.includes(c.name))
      .map((c) => ({
        name: c.name,
        path: callPath(c),
        headers: c.admin ? ownerAuth : auth,
        budget: c.budget,
      })),
  ];
  const results: CallFigures[] = [];
  const measured: {
    call: (typeof calls)[number];
    url: string;
    /** The call's entry in the results, filled in once its rounds have run. */
    result: CallFigures;
    closed: LoadFigures[];
  }[] = [];
  for (const call of calls) {
    const url = server.baseUrl + call.path;
    const probe = await probeCall(url, call.headers);
    if (probe.status === 404) {
      results.push({ name: call.name, path: call.path, state: 'missing' });
    } else if (probe.status !== 200) {
      const note = probe.status === 0 ? probe.statusText : `answered ${probe.status}`;
      results.push({ name: call.name, path: call.path, state: 'failed', note });
    } else {
      const result: CallFigures = {
        name: call.name,
        path: call.path,
        state: 'measured',
        budget: call.budget,
      };
      results.push(result);
      measured.push({ call, url, result, closed: [] });
    }
  }
  // The closed loops run in sweeps, every call once per round, so that a call's round and the
  // floor's round share the same minute of a busy machine; the ratio to SELECT 1 is then judged
  // round by round (report.ts, ADR 059). A screen's call runs one round, in the first sweep.
  const closedRounds = settings.closedRounds ?? 1;
  for (let round = 0; round < closedRounds; round += 1) {
    for (const entry of measured) {
      if (round > 0 && entry.call.budget) continue;
      entry.closed.push(await runLoad(entry.url, entry.call.headers, 'closed', settings));
    }
  }
  for (const { call, url, result, closed } of measured) {
    const budget = call.budget;
    const rate = budget?.rate ?? settings.rate;
    const durationMs = Math.max(settings.durationMs, ((settings.minRequests ?? 0) / rate) * 1000);
    const rounds = budget ? 1 : (settings.openRounds ?? 1);
    const openSettings = { ...settings, rate, durationMs };
    const open = await medianRound(url, call.headers, 'open', openSettings, rounds);
    result.closed = medianOf(closed, 'closed');
    result.open = open;
  }
  return results;
};
