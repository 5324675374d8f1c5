import { sql } from 'drizzle-orm';
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
