import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { preparedRead } from './prepared.ts';

const snapshotRead = preparedRead(
  'database_snapshot',
  (db, name) =>
    db
      .select({ snapshot: sql<string>`pg_current_snapshot()::text` })
      .from(sql`(select 1) as one`)
      .prepare(name),
  false,
);

/**
 * Which committed writes a statement starting now sees, as PostgreSQL's snapshot text
 * (`xmin:xmax:in-progress ids`). Two equal texts mean no write has been committed in between, in
 * this process or any other on the same database (ADR 058).
 */
export const databaseSnapshot = async (db: Executor): Promise<string> => {
  const [row] = await snapshotRead(db).execute();
  if (!row) throw new Error('pg_current_snapshot() answered no row');
  return row.snapshot;
};
