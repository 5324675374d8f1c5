import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, instant, createdAt, hotelRef } from './columns.ts';
import { users } from './hotel.ts';
import { guests } from './stays.ts';

/** Last issued counter per hotel and receipt kind (room, food); wraps to 1 after 9999. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    hotelId: hotelRef(),
    kind: text('kind').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.kind] })],
);

/** Every receipt number the server issued: two desks never print the same one. */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    issuedAt: createdAt(),
    /**
     * Issued for a print but not yet on any record (POST /receipt-numbers): the first record
     * that carries it uses it as-is (ADR 013). Rows from before the column are used.
     */
    used: boolean('used').notNull().default(true),
    /** The guest whose receipt this is: their other records may carry the same number. */
    guestId: integer('guest_id').references(() => guests.id),
    /** The user whose call issued or recorded it: a user's numbers a minute are limited. */
    issuedBy: integer('issued_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('receipts_hotel_number_key').on(t.hotelId, t.number),
    index('receipts_hotel_issuer_time_idx').on(t.hotelId, t.issuedBy, t.issuedAt),
  ],
);

/**
 * A receptionist's shift (issue 20, ADR 044): opened with the float in the drawer, closed with
 * the cash counted. A closed shift is never changed or deleted (trigger, migration 0016); one
 * open shift per user per hotel.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    openedAt: instant('opened_at').notNull().defaultNow(),
    float: money('float').notNull(),
    closedAt: instant('closed_at'),
    expectedCash: money('expected_cash'),
    countedCash: money('counted_cash'),
    difference: money('difference'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('shifts_one_open_per_user')
      .on(t.hotelId, t.userId)
      .where(sql`${t.closedAt} is null`),
    index('shifts_hotel_opened_idx').on(t.hotelId, t.openedAt),
    check('shifts_float_check', sql`${t.float} >= 0`),
    check(
      'shifts_closed_check',
      sql`(${t.closedAt} is null) = (${t.countedCash} is null) and (${t.closedAt} is null) = (${t.expectedCash} is null) and (${t.closedAt} is null) = (${t.difference} is null)`,
    ),
  ],
);

/**
 * Who did what, from which signed-in desk, when (issue 18, ADR 036): one entry per write, in the
 * write's transaction. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration
 * 0010). `session_id` has no foreign key, so pruning ended sessions keeps their entries.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hotelId: hotelRef(),
    at: instant('at').notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    sessionId: integer('session_id'),
    kind: text('kind').notNull(),
    subject: text('subject').notNull().default(''),
    params: jsonb('params').notNull().default({}),
  },
  (t) => [
    index('activity_log_hotel_at_idx').on(t.hotelId, t.at, t.id),
    index('activity_log_hotel_user_at_idx').on(t.hotelId, t.userId, t.at, t.id),
    index('activity_log_hotel_kind_at_idx').on(t.hotelId, t.kind, t.at, t.id),
  ],
);

/** Answers of operations done once per Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    hotelId: hotelRef(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  // created_at: keys older than a day are pruned (ADR 027).
  (t) => [
    primaryKey({ columns: [t.hotelId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Attempt counters of the rate limits (sign-in, password reset), one fixed window per key, in
 * the database so every server process on it counts together and a restart forgets nothing
 * (ADR 027). Expired rows are pruned.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);

/** Keys the server makes for itself once (the known-device cookie key), shared by processes. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Every receipt as it was printed (ADR 069): the document the desk printed, written in the same
 * transaction as its money, so a reprint is the same text. A bill of no number of its own has
 * none; a number has at most one document (the first; ADR 074: a SPEC client's, its records').
 */
export const issuedReceipts = pgTable(
  'issued_receipts',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    receiptNumber: text('receipt_number'),
    kind: text('kind').notNull(),
    document: jsonb('document').notNull(),
    /** Made from a SPEC client's records (ADR 074): each record of its number rewrites it. */
    recorded: boolean('recorded').notNull().default(false),
    /** A shift's report (ADR 079): kept at the close, one per shift. */
    shiftId: integer('shift_id').references(() => shifts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('issued_receipts_hotel_number_key')
      .on(t.hotelId, t.receiptNumber)
      .where(sql`${t.receiptNumber} is not null`),
    uniqueIndex('issued_receipts_shift_key')
      .on(t.shiftId)
      .where(sql`${t.shiftId} is not null`),
  ],
);
