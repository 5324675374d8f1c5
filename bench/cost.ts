import { callPath, dashboardCalls } from './load.ts';
import { openProbeDatabase, watchStatements, type SendQuery } from './probe-database.ts';
import { selectOnePath, startBenchServer } from './server.ts';

/**
 * `node --import tsx bench/cost.ts [pglite|postgres] [days] [call,call...]`: the server's CPU
 * per request of each dashboard call, steadier than req/s on a shared machine: requests one at a
 * time through `app.inject`, CPU time of this process (the server, and PGlite with it; not the
 * PostgreSQL server's), the least of 9 rounds of 200, for BENCH_DATE's lists (today when unset). Beside it, the CPU of the call's statements
 * sent straight to the driver, so the rest is what the server spends around them.
 */
const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const days = Number(process.argv[3] ?? 30);
const only = process.argv[4]?.split(',');
const database = await openProbeDatabase(kind, days);

let caught: [SendQuery, string | { text: string }, unknown[] | undefined][] | undefined;
watchStatements(database.db, (send, query, params) => caught?.push([send, query, params]));

const server = await startBenchServer(database, '/nonexistent');
// BENCH_DATE (yyyy-mm-dd) probes a whole past day's lists; today's are short in the morning.
const date =
  process.env.BENCH_DATE ??
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(new Date());
const auth = { authorization: `Bearer ${server.token}`, 'accept-encoding': 'br, gzip' };
const reception = '/api/aureo/reception';
const calls = [
  { name: 'SELECT 1 (no token)', url: selectOnePath, headers: {} },
  { name: 'room-types', url: `${reception}/room-types`, headers: auth },
  ...dashboardCalls(date).map((c) => ({
    name: c.name,
    url: callPath(c),
    headers: c.admin ? { ...auth, authorization: `Bearer ${server.adminToken}` } : auth,
  })),
].filter((c) => !only || only.includes(c.name) || c.url === selectOnePath);

const leastCpu = async (work: () => Promise<unknown>) => {
  for (let i = 0; i < 50; i += 1) await work();
  let least = Infinity;
  for (let round = 0; round < 9; round += 1) {
    const start = process.cpuUsage();
    for (let i = 0; i < 200; i += 1) await work();
    const used = process.cpuUsage(start);
    least = Math.min(least, (used.user + used.system) / 200);
  }
  return least;
};

console.log(`${kind}, ${days} days of history: server CPU per request (us)`);
for (const call of calls) {
  const request = () => server.app.inject({ url: call.url, headers: call.headers });
  await request();
  caught = [];
  await request();
  const statements = caught;
  caught = undefined;
  const whole = await leastCpu(request);
  const queries = await leastCpu(async () => {
    for (const [send, query, params] of statements) await send(query, params);
  });
  console.log(
    `${call.name.padEnd(26)} ${String(statements.length).padStart(2)} statements  ` +
      `request ${whole.toFixed(0).padStart(5)}  statements ${queries.toFixed(0).padStart(5)}  ` +
      `rest ${(whole - queries).toFixed(0).padStart(5)}`,
  );
}
await server.close();
await database.close();
