import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from './pglite-client.ts';

const sample = pgTable('sample', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }).notNull(),
  local: timestamp('local', { mode: 'date' }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  money: numeric('money', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  name: text('name').notNull(),
});

const create = `create table sample (id int primary key, at timestamptz not null,
  at_text timestamptz not null, local timestamp not null, day date not null,
  span interval not null, money numeric(14,2) not null, name text not null)`;
const insert = `insert into sample values (1, '2026-11-23 08:15:02.123+06:30',
  '2026-11-23 08:15:02.123+06:30', '2026-11-23 08:15:02', '2026-11-23', '1 day 02:00', 40000.5,
  'Mya'), (2, '1999-12-31 23:59:59Z', '1999-12-31 23:59:59Z', '1999-12-31 23:59:59',
  '1999-12-31', '90 minutes', 0, 'Aung')`;
const arrays = sql`select array[timestamptz '2026-11-23 08:15:02+06:30'] as instants,
  array[date '2026-11-23'] as days, array[interval '1 hour'] as spans,
  array[12.5::numeric] as amounts, now() - now() as zero`;

/** What Drizzle answers for the same reads, in a transaction or not. */
const reads = async (db: ReturnType<typeof drizzle>) => ({
  rows: await db.select().from(sample).orderBy(sample.id),
  raw: (await db.execute(sql`select * from sample order by id`)).rows,
  arrays: (await db.execute(arrays)).rows,
  inTransaction: await db.transaction(async (tx) => ({
    rows: await tx.select().from(sample).orderBy(sample.id),
    raw: (await tx.execute(sql`select * from sample order by id`)).rows,
  })),
});

const clients: PGlite[] = [];
afterAll(async () => {
  for (const client of clients) await client.close();
});
const openClient = async () => {
  const client = await PGlite.create();
  clients.push(client);
  await client.exec(`${create}; ${insert}`);
  return client;
};

describe('PGlite as Drizzle sees it', () => {
  it('answers every read exactly as Drizzle on a plain PGlite client does', async () => {
    // One database read both ways: a second PGlite takes as long again to start (over 10 s on
    // two busy cores), and the reads change nothing.
    const client = await openClient();
    const plain = await reads(drizzle(client));
    const adapted = await reads(drizzle(pgliteForDrizzle(client)));
    expect(adapted).toEqual(plain);
    expect(plain.rows[0]).toMatchObject({
      at: new Date('2026-11-23T01:45:02.123Z'),
      money: 40000.5,
      day: '2026-11-23',
    });
  });
});

describe('statements kept prepared on PGlite', () => {
  it('answers a kept statement as the statement itself, values with quotes included', async () => {
    const client = await openClient();
    await client.query(`insert into sample values (3, now(), now(), now(), current_date,
      '1 hour', 12.25, 'Ma ''Khin'' \\ Su')`);
    const plain = drizzle(client);
    const adapted = pgliteForDrizzle(client);
    const db = drizzle(adapted);
    const kept = db
      .select()
      .from(sample)
      .where(
        sql`${sample.name} = ${sql.placeholder('name')}
      or ${sample.id} = ${sql.placeholder('id')}`,
      )
      .prepare('sample_by_name');
    adapted.keepPrepared(
      (kept as unknown as { queryString: string }).queryString,
      'sample_by_name',
    );
    const values = [
      { name: "Ma 'Khin' \\ Su", id: 0 },
      { name: 'Mya', id: 2 },
      { name: "x'; drop table sample; --", id: null },
    ];
    for (const v of values) {
      const expected = await plain.select().from(sample).where(sql`${sample.name} = ${v.name}
        or ${sample.id} = ${v.id}`);
      expect(await kept.execute(v)).toEqual(expected);
    }
    expect((await kept.execute(values[0]!)).map((r) => r.id)).toEqual([3]);
    const prepared = await client.query<{ name: string }>(
      'select name from pg_prepared_statements',
    );
    expect(prepared.rows.map((r) => r.name)).toEqual(['sample_by_name']);
  });
});
