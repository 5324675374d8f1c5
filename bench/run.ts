import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBenchParts, profiles, runBench } from './bench.ts';
import { formatReport } from './report.ts';

/**
 * `npm run bench`: BENCH_PROFILE=full|quick, BENCH_DATABASES=pglite,postgres,
 * BENCH_DATABASE_URL (admin URL; the bench creates and drops its own database),
 * BENCH_RESULTS (where the JSON goes; bench/results.json by default),
 * BENCH_PARTS=calls,socket,weights,lighthouse (all by default; e.g. `BENCH_PROFILE=quick
 * BENCH_DATABASES=pglite BENCH_PARTS=weights,lighthouse` measures only the front end, Lighthouse
 * included, in about three minutes), BENCH_CALLS (names of the dashboard calls to measure,
 * comma-separated, e.g. `rooms,food-revenue/date`; the SELECT 1 and room-types floors are always
 * measured; every call when unset), BENCH_DATE (yyyy-mm-dd: the date the dated calls ask for,
 * today by default; a past day's lists are whole, today's are short in the morning).
 */
const profile = profiles[process.env.BENCH_PROFILE === 'quick' ? 'quick' : 'full'];
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((d) => d.trim())
  .filter((d): d is 'pglite' | 'postgres' => d === 'pglite' || d === 'postgres');
const results = await runBench({
  profile,
  parts: parseBenchParts(process.env.BENCH_PARTS),
  partsChosen: process.env.BENCH_PARTS !== undefined,
  databases,
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  calls: process.env.BENCH_CALLS?.split(',')
    .map((c) => c.trim())
    .filter(Boolean),
  date: process.env.BENCH_DATE,
  log: (line) => console.error(`[bench ${(performance.now() / 1000).toFixed(1)} s] ${line}`),
});
const output =
  process.env.BENCH_RESULTS ?? fileURLToPath(new URL('./results.json', import.meta.url));
writeFileSync(output, `${JSON.stringify(results, null, 2)}\n`);
console.log(formatReport(results));
console.log(`\nresults: ${output}`);
