import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** One round trip to the database: it is open, reachable and answering. */
export const pingDatabase = async (db: Database): Promise<void> => {
  await db.execute(sql`select 1`);
};
