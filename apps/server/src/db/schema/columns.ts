import { sql } from 'drizzle-orm';
import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';
import { actingUserId } from '../../http/acting-user.ts';
import { hotels, users } from './hotel.ts';

// The columns every table is made of. Function declarations: they are ready before any table
// file runs, whichever file of the schema is imported first (hotel.ts imports them back).

/** Money: numeric(14,2), exact. */
export function money(name: string) {
  return numeric(name, { precision: 14, scale: 2, mode: 'number' });
}

/** A tax or service rate in percent: numeric(5,2). */
export function rate(name: string) {
  return numeric(name, { precision: 5, scale: 2, mode: 'number' });
}

/** An instant: timestamptz. */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

export function createdAt() {
  return instant('created_at').notNull().defaultNow();
}

/**
 * The user whose request wrote the row (issue 18): filled from the acting user of the request
 * (http/acting-user.ts) on insert, and `updatedBy` on every update; null in jobs and seeds and on
 * rows from before migration 0010.
 */
export function createdBy() {
  return integer('created_by')
    .references(() => users.id)
    .$defaultFn(() => actingUserId() ?? sql`null`);
}

export function updatedBy() {
  return integer('updated_by')
    .references(() => users.id)
    .$onUpdateFn(() => actingUserId() ?? sql`null`);
}

/** The hotel the row belongs to. */
export function hotelRef() {
  return integer('hotel_id')
    .notNull()
    .references(() => hotels.id);
}
