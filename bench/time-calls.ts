import { callPath, dashboardCalls } from './load.ts';
import { openProbeDatabase } from './probe-database.ts';
import { startBenchServer } from './server.ts';

/**
 * `node --import tsx bench/time-calls.ts [pglite|postgres] [1x|10x] [call,call...] [runs]`: one
 * request at a time, each call `runs` times after a warm-up, on generated history: what one
 * desk waits for a call on an idle server (min, median, p99 and max in ms).
 */
const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const tenX = process.argv[3] === '10x';
const only = process.argv[4]?.split(',');
const runs = Number(process.argv[5] ?? 50);
const database = await openProbeDatabase(kind, 3 * 365, tenX ? 9 : 0);
const server = await startBenchServer(database, '/nonexistent');
const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(new Date());
const calls = dashboardCalls(date).filter((call) => !only || only.includes(call.name));
for (const call of calls) {
  const headers = { authorization: `Bearer ${call.admin ? server.adminToken : server.token}` };
  const once = async () => {
    const start = performance.now();
    const response = await fetch(server.baseUrl + callPath(call), { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${call.name}: ${response.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 3; i += 1) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `${kind} ${tenX ? '10x' : '1x'} ${call.name.padEnd(24)} min ${at(0).toFixed(1)} p50 ${at(0.5).toFixed(1)} p99 ${at(0.99).toFixed(1)} max ${times.at(-1)!.toFixed(1)}`,
  );
}
await server.close();
await database.close();
