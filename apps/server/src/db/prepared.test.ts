import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle, Executor } from './client.ts';
import { param, preparedRead } from './prepared.ts';

// What each run of a read is planned with, as the database itself reports it while running it.
const planMode = preparedRead('plan_mode_probe', (db, name) =>
  db
    .select({
      mode: sql<string>`current_setting('plan_cache_mode')`,
      hotel: sql<number>`${param.hotelId}::int`,
    })
    .from(sql`(select 1) as one`)
    .prepare(name),
);

const showMode = async (db: Executor) => {
  const result = (await db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as {
    rows: { mode: string }[];
  };
  return result.rows[0]?.mode;
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe(`the dashboard's prepared reads (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  it('are planned once for any values, and no other statement is', async () => {
    const { db } = database;
    // PostgreSQL plans a statement's first five runs for their values before choosing.
    for (let run = 0; run < 7; run += 1) {
      expect(await planMode(db).execute({ hotelId: run })).toEqual([
        { mode: 'force_generic_plan', hotel: run },
      ]);
      expect(await showMode(db)).toBe('auto');
    }
  });

  it('run in a transaction as its other statements do', async () => {
    const modes = await database.db.transaction(async (tx) => [
      await planMode(tx).execute({ hotelId: 1 }),
      await showMode(tx),
    ]);
    expect(modes).toEqual([[{ mode: 'auto', hotel: 1 }], 'auto']);
  });

  it('leave later statements planned as before when a run fails', async () => {
    const { db } = database;
    await expect(planMode(db).execute({ hotelId: '99999999999' })).rejects.toThrow();
    expect(await showMode(db)).toBe('auto');
    expect(await planMode(db).execute({ hotelId: 2 })).toEqual([
      { mode: 'force_generic_plan', hotel: 2 },
    ]);
  });
});
