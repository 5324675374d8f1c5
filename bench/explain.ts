import { sql } from 'drizzle-orm';
import { addHistoryCopies } from './history-copies.ts';
import { generateHistory, todayDay } from './history.ts';
import { openBenchDatabase } from './server.ts';

/**
 * `node --import tsx bench/explain.ts [days] [pglite|postgres]`: the plans of the dashboard's
 * history-dependent queries on generated history (10x the days), to see which scan grows with it.
 */
const days = Number(process.argv[2] ?? 3 * 365);
const kind = process.argv[3] === 'postgres' ? 'postgres' : 'pglite';
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
await addHistoryCopies(database.db, 9, days);
await database.db.execute(sql`analyze`);
const start = sql.raw(`(now() - interval '6 hours')`);
const end = sql.raw(`(now() + interval '18 hours')`);
const plans = {
  'reservations/date': sql`select * from reservations where hotel_id = 1 and checkin_at < ${end}
    and checkout_at >= ${start} and status not in ('checked-in', 'cancelled')
    order by checkin_at, id`,
  'incomes/date': sql`select * from incomes left join guests on guests.id = incomes.guest_id
    and guests.hotel_id = 1 where incomes.hotel_id = 1 and incomes.created_at >= ${start}
    and incomes.created_at < ${end} order by incomes.created_at desc, incomes.id desc`,
  rooms: sql`select id, room_id from guests where hotel_id = 1 and status = 'active'
    and room_id in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17)`,
};
for (const [name, query] of Object.entries(plans)) {
  const result = await database.db.execute(sql`explain analyze ${query}`);
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  console.log(`-- ${name}\n${rows.map((r) => Object.values(r)[0]).join('\n')}\n`);
}
await database.close();
