import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { hotels } from '../db/schema.ts';

export type HotelRow = typeof hotels.$inferSelect;

export const findHotelByKey = async (db: Executor, key: string): Promise<HotelRow | undefined> => {
  const [row] = await db.select().from(hotels).where(eq(hotels.key, key)).limit(1);
  return row;
};

export const listHotels = (db: Executor): Promise<HotelRow[]> =>
  db.select().from(hotels).orderBy(asc(hotels.id));
