import { callPath, dashboardCalls } from './load.ts';
import { openProbeDatabase, watchStatements, type SendQuery } from './probe-database.ts';
import { startBenchServer } from './server.ts';

/**
 * `node --import tsx bench/explain.ts [days] [pglite|postgres] [1x|10x] [call,call...]`: every
 * query the dashboard's calls send, caught on their way to the database while the real routes
 * answer, then `explain analyze`d with the same parameters on generated history (10x the days
 * unless told 1x), to see which scan grows with it; on PostgreSQL also the generic plan of each.
 */
const days = Number(process.argv[2] ?? 3 * 365);
const kind = process.argv[3] === 'postgres' ? 'postgres' : 'pglite';
const tenX = process.argv[4] !== '1x';
const only = process.argv[5]?.split(',');
const database = await openProbeDatabase(kind, days, tenX ? 9 : 0);

// Record what the routes send; each is explained as planned for its values on the server's own
// connections (the prepared reads run planned once for any values: the generic plan below).
const { $client: client } = database.db as unknown as { $client: { query: SendQuery } };
const send = client.query.bind(client);
let caught: { text: string; params: unknown[] }[] | undefined;
watchStatements(database.db, (_, query, params) =>
  caught?.push({ text: typeof query === 'string' ? query : query.text, params: params ?? [] }),
);

const server = await startBenchServer(database, '/nonexistent');
// BENCH_DATE (yyyy-mm-dd) explains a whole past day's lists; today's are short in the morning.
const date =
  process.env.BENCH_DATE ??
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(new Date());
const calls = [{ name: 'room-types', path: '/room-types' }, ...dashboardCalls(date)].filter(
  (call) => !only || only.includes(call.name),
);
// PostgreSQL settles a named statement on a generic plan (one for any values) after five runs
// when it looks no dearer: those plans must not walk history either. PostgreSQL 15 explains one
// only as EXECUTE of a PREPAREd statement, with the values written out.
const pool = kind === 'postgres' ? (database.pool ?? undefined) : undefined;
const generic = await pool?.connect();
await generic?.query('set plan_cache_mode = force_generic_plan');
let statements = 0;
const genericPlan = async (text: string, params: unknown[]) => {
  if (!generic) return undefined;
  const name = `explained_${(statements += 1)}`;
  await generic.query(`prepare ${name} as ${text}`);
  const values = params.map((v) =>
    typeof v === 'number'
      ? String(v)
      : generic.escapeLiteral(
          Array.isArray(v) ? `{${v}}` : v instanceof Date ? v.toISOString() : String(v),
        ),
  );
  const result = await generic.query<Record<string, string>>(
    `explain analyze execute ${name}${values.length > 0 ? `(${values.join(', ')})` : ''}`,
  );
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
};

for (const call of calls) {
  caught = [];
  const response = await server.app.inject({
    url: callPath(call),
    headers: {
      authorization: `Bearer ${call.admin ? server.adminToken : server.token}`,
    },
  });
  const queries = caught;
  caught = undefined;
  console.log(`==== ${call.name}: ${response.statusCode}, ${queries.length} queries`);
  for (const { text, params } of queries) {
    const result = (await send(`explain analyze ${text}`, params)) as {
      rows: Record<string, string>[];
    };
    console.log(`-- ${text}\n   ${JSON.stringify(params)}`);
    console.log(`${result.rows.map((r) => Object.values(r)[0]).join('\n')}\n`);
    const plan = await genericPlan(text, params);
    if (plan) console.log(`-- generic plan\n${plan}\n`);
  }
}
generic?.release();
await server.close();
await database.close();
