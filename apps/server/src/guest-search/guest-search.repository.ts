import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { GuestSearchPatterns } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { guests, phoneDigitsOf } from '../db/schema.ts';

const stayColumns = {
  id: guests.id,
  name: guests.name,
  nationalId: guests.nationalId,
  phone: guests.phone,
  roomNumber: guests.roomNumber,
  roomType: guests.roomType,
  checkinAt: guests.checkinAt,
  checkoutAt: guests.checkoutAt,
  status: guests.status,
};

/**
 * The hotel's stays, current and past, whose name, national ID or phone digits contain the
 * query, or whose room it is; newest first. Each condition walks an index of migration 0013
 * (trigram or btree), so the answer costs the matches, not the years of history.
 */
export const searchStays = (
  db: Executor,
  hotelId: number,
  patterns: GuestSearchPatterns,
  limit: number,
) => {
  const matches: SQL[] = [
    sql`lower(${guests.name}) like ${patterns.text}`,
    sql`lower(${guests.nationalId}) like ${patterns.text}`,
    eq(guests.roomNumber, patterns.room),
  ];
  if (patterns.phone) matches.push(sql`${phoneDigitsOf(guests.phone)} like ${patterns.phone}`);
  return db
    .select(stayColumns)
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), or(...matches)))
    .orderBy(desc(guests.checkinAt), desc(guests.id))
    .limit(limit);
};

export const findStay = async (db: Executor, hotelId: number, id: number) => {
  const [row] = await db
    .select({ nationalId: guests.nationalId, phone: guests.phone })
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)));
  return row;
};

/** Every stay of the hotel with this national ID (case aside) or phone (digits), newest first. */
export const staysOfGuest = (
  db: Executor,
  hotelId: number,
  identity: { nationalId: string; phoneDigits: string },
) => {
  const same: SQL[] = [];
  if (identity.nationalId !== '') {
    same.push(sql`lower(${guests.nationalId}) = ${identity.nationalId}`);
  }
  if (identity.phoneDigits !== '') {
    same.push(sql`${phoneDigitsOf(guests.phone)} = ${identity.phoneDigits}`);
  }
  return db
    .select({
      ...stayColumns,
      roomCharges: guests.roomCharges,
      foodCharges: guests.foodCharges,
      taxCharges: guests.taxCharges,
      serviceCharges: guests.serviceCharges,
    })
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), or(...same)))
    .orderBy(desc(guests.checkinAt), desc(guests.id));
};
