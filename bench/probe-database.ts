import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { preparedReadsOf } from '../apps/server/src/db/prepared.ts';
import { addHistoryCopies } from './history-copies.ts';
import { generateHistory, todayDay } from './history.ts';
import { openBenchDatabase } from './server.ts';

/**
 * The database the probes (cost.ts, explain.ts) look at: `days` of generated history up to
 * tomorrow, with guests in the rooms now, `copies` more copies of it (10x is 9), analyzed.
 * PostgreSQL is reached through BENCH_DATABASE_URL (default: the local server).
 */
export const openProbeDatabase = async (kind: 'pglite' | 'postgres', days: number, copies = 0) => {
  const database = await openBenchDatabase(
    kind,
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const today = todayDay();
  await generateHistory(database.db, {
    fromDay: today - days,
    toDay: today + 1,
    present: true,
    seed: 1,
  });
  if (copies > 0) await addHistoryCopies(database.db, copies, days);
  await database.db.execute(sql`analyze`);
  return database;
};

/** Either driver's query: (text or { text }, params, ...). */
export type SendQuery = (
  query: string | { text: string },
  params?: unknown[],
  ...rest: unknown[]
) => Promise<unknown>;

/**
 * Shows `seen` every statement the server sends, on its own connections and on those of the
 * prepared reads (db/prepared.ts), with the send that runs one again on the same connections.
 */
export const watchStatements = (
  db: Database,
  seen: (send: SendQuery, query: string | { text: string }, params?: unknown[]) => void,
) => {
  const clients = new Set(
    [db, preparedReadsOf(db)].map(
      (d) => (d as unknown as { $client: { query: SendQuery } }).$client,
    ),
  );
  for (const client of clients) {
    const send = client.query.bind(client);
    client.query = (query, params, ...rest) => {
      seen(send, query, params);
      return send(query, params, ...rest);
    };
  }
};
