import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GuestSearchPatterns } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { guests, nationalIdKeyOf, phoneDigitsOf } from '../db/schema.ts';

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

/** The columns a search matches against: the guests table's, or the newest stays' subquery. */
interface Searched {
  name: AnyPgColumn;
  nationalId: AnyPgColumn;
  phone: AnyPgColumn;
  roomNumber: AnyPgColumn;
}

const matching = (stays: Searched, patterns: GuestSearchPatterns) => {
  const matches: SQL[] = [
    sql`lower(${stays.name}) like ${patterns.text}`,
    sql`${nationalIdKeyOf(stays.nationalId)} like ${patterns.nationalId}`,
    eq(stays.roomNumber, patterns.room),
  ];
  if (patterns.phone) matches.push(sql`${phoneDigitsOf(stays.phone)} like ${patterns.phone}`);
  return or(...matches);
};

/**
 * How many of the hotel's newest stays a search reads first: a query that matches many stays
 * (a common name, a room) finds its newest ones among these without reading the years behind.
 */
export const newestStaysRead = 1000;

/**
 * The hotel's stays, current and past, whose name, national ID or phone digits contain the
 * query, or whose room it is; newest first (ADR 050). First among the newest stays, walked down
 * the (hotel, check-in) index: when they hold `limit` matches, those are the newest of all. Else
 * over every stay, through the trigram and btree indexes of migration 0013, where the matches
 * are few: either way the answer costs a bounded read, not the years of history.
 */
export const searchStays = async (
  db: Executor,
  hotelId: number,
  patterns: GuestSearchPatterns,
  limit: number,
) => {
  const newestFirst = [desc(guests.checkinAt), desc(guests.id)];
  const newest = db
    .select(stayColumns)
    .from(guests)
    .where(eq(guests.hotelId, hotelId))
    .orderBy(...newestFirst)
    .limit(newestStaysRead)
    .as('newest');
  const found = await db
    .select()
    .from(newest)
    .where(matching(newest, patterns))
    .orderBy(desc(newest.checkinAt), desc(newest.id))
    .limit(limit);
  if (found.length === limit) return found;
  return db
    .select(stayColumns)
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), matching(guests, patterns)))
    .orderBy(...newestFirst)
    .limit(limit);
};

export const findStay = async (db: Executor, hotelId: number, id: number) => {
  const [row] = await db
    .select({ nationalId: guests.nationalId, phone: guests.phone })
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)));
  return row;
};

/**
 * Every stay of the hotel with this national ID (by its key: case, script and digits aside) or
 * phone (digits), newest first.
 */
export const staysOfGuest = (
  db: Executor,
  hotelId: number,
  identity: { nationalId: string; phoneDigits: string },
) => {
  const same: SQL[] = [];
  if (identity.nationalId !== '') {
    same.push(sql`${nationalIdKeyOf(guests.nationalId)} = ${identity.nationalId}`);
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
