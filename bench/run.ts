import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { profiles, runBench } from './bench.ts';
import { formatReport } from './report.ts';

/**
 * `npm run bench`: BENCH_PROFILE=full|quick, BENCH_DATABASES=pglite,postgres,
 * BENCH_DATABASE_URL (admin URL; the bench creates and drops its own database),
 * BENCH_RESULTS (where the JSON goes; bench/results.json by default).
 */
const profile = profiles[process.env.BENCH_PROFILE === 'quick' ? 'quick' : 'full'];
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((d) => d.trim())
  .filter((d): d is 'pglite' | 'postgres' => d === 'pglite' || d === 'postgres');
const results = await runBench({
  profile,
  databases,
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  log: (line) => console.error(`[bench ${(performance.now() / 1000).toFixed(1)} s] ${line}`),
});
const output =
  process.env.BENCH_RESULTS ?? fileURLToPath(new URL('./results.json', import.meta.url));
writeFileSync(output, `${JSON.stringify(results, null, 2)}\n`);
console.log(formatReport(results));
console.log(`\nresults: ${output}`);
