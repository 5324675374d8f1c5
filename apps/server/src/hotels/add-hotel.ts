import { eq, sql } from 'drizzle-orm';
import type { HotelAdd } from '@frontdesk/domain';
import { recordActivity } from '../activity/record-activity.ts';
import { hashPassword } from '../auth/password.ts';
import { migrationLockId, type Database } from '../db/client.ts';
import { hotels, users } from '../db/schema.ts';
import { receiptPrefixTaken } from './receipt-prefix.repository.ts';

export class HotelExistsError extends Error {}

/**
 * Adds a hotel and its first admin in one transaction (`npm run hotel:add`). Under the seeding
 * lock: a server seeding an empty database at the same moment finds this hotel and seeds no
 * demo data (so a fresh install that starts with hotel:add gets only its own hotel). The hotel
 * has no rooms yet: its owner adds room types and rooms on /admin/rooms.
 */
export const addHotel = async (db: Database, hotel: HotelAdd, password: string): Promise<void> => {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockId})`);
    const [existing] = await tx
      .select({ id: hotels.id })
      .from(hotels)
      .where(eq(hotels.key, hotel.key));
    if (existing) throw new HotelExistsError(`A hotel with key '${hotel.key}' already exists.`);
    // The seeding lock above also serialises this with the hotel page's prefix changes.
    const taken = await receiptPrefixTaken(tx, hotel.receiptPrefix, null);
    if (taken) throw new HotelExistsError(`${taken}.`);
    const [row] = await tx
      .insert(hotels)
      .values({
        key: hotel.key,
        name: hotel.name,
        address: hotel.address,
        city: hotel.city,
        phone: hotel.phone,
        receiptPrefix: hotel.receiptPrefix,
      })
      .returning({ id: hotels.id });
    await tx.insert(users).values({
      hotelId: row!.id,
      username: hotel.adminUsername,
      name: hotel.adminName,
      role: 'admin',
      passwordHash,
    });
    // No one is signed in to a command: the entry names no user (ADR 036).
    await recordActivity(
      tx,
      { hotelId: row!.id, userId: null, sessionId: null },
      {
        kind: 'hotel-add',
        subject: `hotel:${row!.id}`,
        params: { key: hotel.key, name: hotel.name, adminUsername: hotel.adminUsername },
      },
    );
  });
};
