import { Worker } from 'node:worker_threads';
import { selectOnePath, type BenchServer } from './server.ts';

export interface LoadFigures {
  requests: number;
  errors: number;
  reqPerSec: number;
  p50: number;
  p99: number;
}

export interface CallFigures {
  name: string;
  path: string;
  /** 'missing' when the server answers 404 (the call is not built on this branch). */
  state: 'measured' | 'missing' | 'failed';
  note?: string;
  closed?: LoadFigures;
  open?: LoadFigures;
}

export interface LoadSettings {
  concurrency: number;
  rate: number;
  durationMs: number;
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

/** The dashboard's calls (SPEC.md section 7) for the hotel's business date. */
export const dashboardCalls = (date: string) => [
  { name: 'get-stats', path: '/get-stats' },
  { name: 'room-revenue', path: `/room-revenue?date=${date}` },
  { name: 'food-revenue', path: `/food-revenue?date=${date}` },
  { name: 'incomes/date', path: `/incomes/date/${date}` },
  { name: 'food-revenue/date', path: `/food-revenue/date/${date}` },
  { name: 'reservations/date', path: `/reservations/date/${date}` },
  { name: 'rooms', path: '/rooms' },
  // Guest search (issue 19) over every stay of the years of history: a phone's digits, a name.
  { name: 'guests/search (phone)', path: '/guests/search?q=09%20123' },
  { name: 'guests/search (name)', path: '/guests/search?q=guest%201-20' },
  // The booking calendar (issue 19, ADR 041) over 30 days from the date.
  { name: 'calendar', path: `/calendar?from=${date}&days=30` },
  // The owner's Activity page (issue 18): its first page over all the years of the log.
  { name: 'admin/activity', path: '/admin/activity?limit=50', admin: true },
  // The owner's report (issue 20, ADR 045) over the last three years, and over one month.
  {
    name: 'admin/reports 3 years',
    path: `/api/aureo/admin/reports?from=${daysBefore(date, 3 * 365)}&to=${date}`,
    admin: true,
  },
  {
    name: 'admin/reports month',
    path: `/api/aureo/admin/reports?from=${daysBefore(date, 30)}&to=${date}`,
    admin: true,
  },
];

/** A call's path from the server's root: the owner's calls under /api/{hotel}/admin are whole. */
export const callPath = (c: { path: string }) =>
  c.path.startsWith('/api/') ? c.path : `/api/aureo/reception${c.path}`;

/** The yyyy-mm-dd date `days` before `date`. */
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export const floorCalls = ['SELECT 1 (no token)', 'room-types (token floor)'];

/** One request on a fresh connection (a kept-alive one may have timed out while history grew). */
const probeCall = async (url: string, headers: Record<string, string>) => {
  try {
    const response = await fetch(url, { headers: { ...headers, connection: 'close' } });
    await response.arrayBuffer();
    return response;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 0, statusText: message };
  }
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
  const calls = [
    { name: floorCalls[0]!, path: selectOnePath, headers: {} },
    { name: floorCalls[1]!, path: `${reception}/room-types`, headers: auth },
    ...dashboardCalls(date)
      .filter((c) => !only || only.includes(c.name))
      .map((c) => ({
        name: c.name,
        path: callPath(c),
        headers: 'admin' in c ? ownerAuth : auth,
      })),
  ];
  const results: CallFigures[] = [];
  for (const call of calls) {
    const url = server.baseUrl + call.path;
    const probe = await probeCall(url, call.headers);
    if (probe.status === 404) {
      results.push({ name: call.name, path: call.path, state: 'missing' });
      continue;
    }
    if (probe.status !== 200) {
      results.push({
        name: call.name,
        path: call.path,
        state: 'failed',
        note: probe.status === 0 ? probe.statusText : `answered ${probe.status}`,
      });
      continue;
    }
    const closed = await runLoad(url, call.headers, 'closed', settings);
    const open = await runLoad(url, call.headers, 'open', settings);
    results.push({ name: call.name, path: call.path, state: 'measured', closed, open });
  }
  return results;
};
