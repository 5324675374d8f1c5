import type { CallFigures, LoadFigures, LoadSettings } from './load.ts';
import { routeBudgetsKb, type RouteWeight } from './bundle.ts';
import { lighthouseVerdict, type LighthouseFigures } from './lighthouse.ts';
import type { SocketFigures } from './socket-latency.ts';

export interface DatabaseRun {
  database: 'pglite' | 'postgres';
  /** Why the database was not measured (unreachable PostgreSQL). */
  skipped?: string;
  history: { label: string; rows: Record<string, number>; seconds: number }[];
  /** Calls per history label ('1x', '10x'). */
  calls: Record<string, CallFigures[]>;
  socket?: SocketFigures;
}

export interface BenchResults {
  profile: string;
  startedAt: string;
  seconds: number;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; loadBefore: number[] };
  loadAfter: number[];
  settings: LoadSettings;
  databases: DatabaseRun[];
  weights: RouteWeight[];
  lighthouse: LighthouseFigures[];
}

const ms = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1));
const ratio = (n: number) => n.toFixed(2);
const pad = (cells: string[], widths: number[]) =>
  cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');

const table = (header: string[], rows: string[][]) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [
    pad(header, widths),
    pad(
      widths.map((w) => '-'.repeat(w)),
      widths,
    ),
    ...rows.map((r) => pad(r, widths)),
  ].join('\n');
};

const signedPercent = (factor: number) => {
  const percent = Math.round((factor - 1) * 100);
  return `${percent >= 0 ? '+' : ''}${percent}%`;
};

/**
 * A call's req/s as a share of SELECT 1's: the median of the rounds' own shares when both ran the
 * same sweeps (load.ts, ADR 059), each round against the floor's round of the same minute.
 */
export const shareOfFloor = (call: LoadFigures, floor: LoadFigures) => {
  const rounds = call.reqPerSecRounds;
  const floorRounds = floor.reqPerSecRounds;
  if (!rounds || !floorRounds || rounds.length !== floorRounds.length) {
    return call.reqPerSec / floor.reqPerSec;
  }
  const shares = rounds.map((n, i) => n / floorRounds[i]!).sort((a, b) => a - b);
  return shares[Math.floor(shares.length / 2)]!;
};

/** Verdict of one call against the targets; an empty list means every target is met. */
const gaps = (
  call: CallFigures,
  floor: CallFigures | undefined,
  database: string,
  atOneX: CallFigures | undefined,
  floorAtOneX: CallFigures | undefined,
): string[] => {
  if (!call.closed || !call.open) return [];
  const found: string[] = [];
  if (call.budget) {
    // A screen's call: its own p99 at its own rate (ADR 050).
    if (call.open.p99 > call.budget.p99Ms)
      found.push(`p99@${call.budget.rate}/s ${ms(call.open.p99)} > ${call.budget.p99Ms} ms`);
    if (call.closed.errors + call.open.errors > 0)
      found.push(`${call.closed.errors + call.open.errors} errors`);
    return found;
  }
  const p99Budget = database === 'postgres' ? 20 : 50;
  if (!floor?.closed) found.push('no SELECT 1 to compare with');
  const share = floor?.closed ? shareOfFloor(call.closed, floor.closed) : undefined;
  if (share !== undefined && share < 0.7) found.push(`req/s ${ratio(share)} of SELECT 1 < 0.70`);
  if (call.open.p99 > p99Budget) found.push(`p99@rate ${ms(call.open.p99)} > ${p99Budget} ms`);
  if (atOneX?.open && call.open.p99 > atOneX.open.p99 * 1.2) {
    // Beside it, how far SELECT 1 itself moved between the two runs (ADR 059): at p99s of 1-3 ms
    // a shift of the whole process shows in every row, and only a call's own growth is the call's.
    const floorMoved =
      floor?.open && floorAtOneX?.open
        ? ` (SELECT 1 ${signedPercent(floor.open.p99 / floorAtOneX.open.p99)})`
        : '';
    found.push(`p99 ${signedPercent(call.open.p99 / atOneX.open.p99)} vs 1x${floorMoved}`);
  }
  if (call.closed.errors + call.open.errors > 0)
    found.push(`${call.closed.errors + call.open.errors} errors`);
  return found;
};

/** The table printed on stdout: every row present, measured or with the reason it is not. */
export const formatReport = (r: BenchResults): string => {
  const lines: string[] = [];
  const m = r.machine;
  lines.push(
    `npm run bench (${r.profile}) ${r.startedAt}: ${m.cpus} cpus (${m.cpuModel}), ${m.memoryGb} GB, node ${m.node}`,
    `load average before ${m.loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${r.loadAfter.map((l) => l.toFixed(2)).join(' ')}; ${r.seconds.toFixed(0)} s`,
    `closed loop: ${r.settings.concurrency} concurrent for ${r.settings.durationMs} ms, the median req/s of ${r.settings.closedRounds ?? 1} rounds, run in sweeps of every call (ratio: the median of the rounds' own); open loop: ${r.settings.rate} req/s for ${r.settings.durationMs} ms, the median p99 of ${r.settings.openRounds ?? 1} rounds (a screen's call once at its own rate, at least ${r.settings.minRequests ?? 0} requests)`,
  );
  for (const db of r.databases) {
    for (const h of db.history) {
      const counts = Object.entries(h.rows).map(([table, n]) => `${n} ${table}`);
      lines.push(
        `${db.database} history ${h.label}: ${counts.join(', ')} (${h.seconds.toFixed(1)} s)`,
      );
    }
  }
  lines.push('');
  const rows: string[][] = [];
  for (const db of r.databases) {
    if (db.skipped) {
      rows.push([db.database, '-', 'every call', 'skipped', '', '', '', '', '', '', db.skipped]);
      continue;
    }
    for (const [label, calls] of Object.entries(db.calls)) {
      const floor = calls[0];
      for (const call of calls) {
        if (call.state !== 'measured') {
          rows.push([
            db.database,
            label,
            call.name,
            call.state,
            '',
            '',
            '',
            '',
            '',
            '',
            call.note ?? '',
          ]);
          continue;
        }
        const oneX = label === '1x' ? undefined : db.calls['1x']?.find((c) => c.name === call.name);
        const isFloor = call === floor;
        const floorAtOneX =
          label === '1x' ? undefined : db.calls['1x']?.find((c) => c.name === floor?.name);
        const found = isFloor ? [] : gaps(call, floor, db.database, oneX, floorAtOneX);
        rows.push([
          db.database,
          label,
          call.name,
          call.closed!.reqPerSecRounds
            ? `${call.closed!.reqPerSec.toFixed(0)} (${call.closed!.reqPerSecRounds.map((n) => n.toFixed(0)).join(' ')})`
            : call.closed!.reqPerSec.toFixed(0),
          isFloor ? '1.00' : floor?.closed ? ratio(shareOfFloor(call.closed!, floor.closed)) : '-',
          ms(call.closed!.p50),
          ms(call.closed!.p99),
          ms(call.open!.p50),
          call.open!.p99Rounds
            ? `${ms(call.open!.p99)} (${call.open!.p99Rounds.map(ms).join(' ')})`
            : ms(call.open!.p99),
          isFloor ? '1.00' : floor?.open ? ratio(call.open!.p99 / floor.open.p99) : '-',
          isFloor ? 'floor' : found.length === 0 ? 'met' : found.join('; '),
        ]);
      }
    }
  }
  lines.push(
    'API calls (closed loop req/s, ratio to SELECT 1; p50/p99 ms; open loop p50/p99 ms and p99 ratio)',
    table(
      [
        'db',
        'history',
        'call',
        'req/s',
        'xSEL1',
        'p50',
        'p99',
        'p50@rate',
        'p99@rate',
        'p99xSEL1',
        'targets',
      ],
      rows,
    ),
    '',
  );

  const weightRows = r.weights.map((w) => {
    // The newer screens have no budget of their own (issue 21 item 5): reported, not judged.
    const budget = routeBudgetsKb[w.route];
    const budgetText = budget === undefined ? '-' : `${budget}`;
    if (w.state !== 'measured')
      return [w.route, '-', '-', '-', budgetText, `not measured: ${w.note}`];
    let verdict = 'reported';
    if (budget !== undefined) {
      verdict =
        w.jsKb! <= budget
          ? 'met'
          : `gap ${(w.jsKb! - budget).toFixed(1)} KB (${(w.jsKb! / budget).toFixed(2)}x)`;
    }
    return [
      w.route,
      String(w.jsKb),
      w.cssKb === undefined ? '-' : String(w.cssKb),
      w.transferredKb === undefined ? '-' : String(w.transferredKb),
      budgetText,
      verdict,
    ];
  });
  lines.push(
    'Initial JS and CSS per screen (KB gzip; transferred = bytes the server sent; the guest search dialog: what opening it adds to /dashboard)',
    table(['route', 'JS KB', 'CSS KB', 'sent KB', 'JS budget', 'target'], weightRows),
    '',
  );

  const lhRows = r.lighthouse.map((l) =>
    l.state === 'measured'
      ? [
          l.route,
          l.visit,
          l.scores && l.scores.length > 1
            ? `${l.performance} (${l.scores.join(' ')})`
            : String(l.performance),
          `${ms(l.lcpMs)} ms`,
          l.fcpMs === undefined ? '-' : `${ms(l.fcpMs)} ms`,
          l.tbtMs === undefined ? '-' : `${ms(l.tbtMs)} ms`,
          l.cls === undefined ? '-' : l.cls.toFixed(3),
          lighthouseVerdict(l) + (l.note ? ` (${l.note})` : ''),
        ]
      : [l.route, l.visit, '-', '-', '-', '-', '-', `not measured: ${l.note}`],
  );
  lines.push(
    "Lighthouse 12.8 (mobile, Slow 4G): performance >= 95 and LCP <= 1.5 s, the dashboard's return visit 100; first visit (nothing cached) and return visit (the route cached); a row is the median of its runs (their scores in brackets)",
    table(['route', 'visit', 'score', 'LCP', 'FCP', 'TBT', 'CLS', 'target'], lhRows),
    '',
  );

  const socketRows = r.databases.map((db) =>
    db.socket
      ? [
          db.database,
          String(db.socket.desks),
          `${db.socket.delivered}/${db.socket.desks * db.socket.events}`,
          ms(db.socket.p50),
          ms(db.socket.p95),
          db.socket.p95 <= 50 && db.socket.delivered === db.socket.desks * db.socket.events
            ? 'met'
            : db.socket.p95 > 50
              ? `gap p95 ${ms(db.socket.p95)} > 50 ms`
              : 'events lost',
        ]
      : [db.database, '-', '-', '-', '-', db.skipped ? `skipped: ${db.skipped}` : 'not measured'],
  );
  lines.push(
    'Websocket delivery to signed-in desks (ms from publish; p95 <= 50 ms)',
    table(['db', 'desks', 'delivered', 'p50', 'p95', 'target'], socketRows),
  );
  return lines.join('\n');
};
