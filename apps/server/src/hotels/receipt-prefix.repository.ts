import { ne, sql } from 'drizzle-orm';
import { receiptPrefixClash, receiptPrefixTakenMessage } from '@frontdesk/domain';
import { migrationLockId, type Transaction } from '../db/client.ts';
import { hotels } from '../db/schema.ts';

/**
 * Receipt prefixes are unique across the hotels of a deployment (issue 44): a change of prefix
 * and a new hotel take the seeding lock, so two owners cannot take one prefix at once.
 */
export const lockReceiptPrefixes = (tx: Transaction) =>
  tx.execute(sql`select pg_advisory_xact_lock(${migrationLockId})`);

/** The message when another hotel's numbers would read like this prefix's, else null. */
export const receiptPrefixTaken = async (
  tx: Transaction,
  prefix: string,
  hotelId: number | null,
): Promise<string | null> => {
  const others = await tx
    .select({ prefix: hotels.receiptPrefix })
    .from(hotels)
    .where(hotelId === null ? undefined : ne(hotels.id, hotelId));
  const clash = receiptPrefixClash(
    prefix,
    others.map((o) => o.prefix),
  );
  return clash === null ? null : receiptPrefixTakenMessage;
};
