import { sql } from 'drizzle-orm';
import { roomHistoryKinds } from '@frontdesk/domain';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, rate, instant, createdAt, createdBy, updatedBy, hotelRef } from './columns.ts';

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    phone: text('phone').notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Yangon'),
    receiptPrefix: text('receipt_prefix').notNull(),
    /** What the check-in dialogs' rates start with (issue 18, the owner's hotel page). */
    /** The owner's switches (ADR 035): may a receptionist change room prices / the menu? */
    receptionMayChangePrices: boolean('reception_may_change_prices').notNull().default(true),
    receptionMayChangeMenu: boolean('reception_may_change_menu').notNull().default(true),
    /** May a receptionist void payments and give refunds (ADR 072)? Off until the owner allows. */
    receptionMayVoidAndRefund: boolean('reception_may_void_and_refund').notNull().default(false),
    defaultTaxRate: rate('default_tax_rate').notNull().default(0),
    defaultServiceRate: rate('default_service_rate').notNull().default(0),
    /** Rooms past the free ones the owner allows to be promised on a night (issue 19). */
    overbookAllowance: integer('overbook_allowance').notNull().default(0),
    /** The nights rule (ADR 068): an arrival from this hour belongs to that day's night. */
    arrivalDayHour: smallint('arrival_day_hour').notNull().default(6),
    /** Charged per room, on a line of its own, for an arrival before 12:00 (0: none). */
    earlyCheckInCharge: money('early_check_in_charge').notNull().default(0),
    /** A swap to a room of another type (ADR 073): keep the booked price or charge the difference. */
    swapPriceRule: text('swap_price_rule', { enum: ['keep-booked-price', 'charge-difference'] })
      .notNull()
      .default('keep-booked-price'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'hotels_default_rates_check',
      sql`${t.defaultTaxRate} between 0 and 100 and ${t.defaultServiceRate} between 0 and 100`,
    ),
    check('hotels_overbook_allowance_check', sql`${t.overbookAllowance} between 0 and 99`),
    check('hotels_arrival_day_hour_check', sql`${t.arrivalDayHour} between 0 and 23`),
    check('hotels_early_check_in_charge_check', sql`${t.earlyCheckInCharge} >= 0`),
    check(
      'hotels_swap_price_rule_check',
      sql`${t.swapPriceRule} in ('keep-booked-price', 'charge-difference')`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    role: text('role', { enum: ['reception', 'admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A deactivated user cannot sign in and has no live session (ADR 035). */
    active: boolean('active').notNull().default(true),
    /** Set when the owner gave the password: the user chooses their own at first sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_hotel_username_key').on(t.hotelId, t.username),
    index('users_hotel_email_idx').on(t.hotelId, t.email),
    check('users_role_check', sql`${t.role} in ('reception', 'admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role', { enum: ['reception', 'admin'] }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    idleExpiresAt: instant('idle_expires_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  hotelId: hotelRef(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    /** The hotel's own number for the type: 1 standard, 2 family (RoomTypeID in the API). */
    number: smallint('number').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('room_types_hotel_number_key').on(t.hotelId, t.number),
    uniqueIndex('room_types_hotel_name_key').on(t.hotelId, sql`lower(${t.name})`),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    number: text('number').notNull(),
    floor: smallint('floor').notNull(),
    status: smallint('status').notNull().default(1),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** Taken out of service for good (issue 18): off the grid, its history kept. */
    retiredAt: instant('retired_at'),
    updatedBy: updatedBy(),
    /**
     * While the room is under maintenance (status 6, ADR 085): why, from which night, and the
     * expected end (the room is back on sale that night); all null otherwise.
     */
    maintenanceReason: text('maintenance_reason'),
    maintenanceFrom: date('maintenance_from', { mode: 'string' }),
    maintenanceUntil: date('maintenance_until', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('rooms_hotel_number_key').on(t.hotelId, t.number),
    check('rooms_status_check', sql`${t.status} between 1 and 7`),
  ],
);

/**
 * A room's dated history (issue 44, ADR 076): added, taken out of service, back in service,
 * moved to another type; written in the transaction of the change, with the acting user. The
 * reports count the rooms in service on a night from it, so a past night never changes.
 */
export const roomHistory = pgTable(
  'room_history',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    kind: text('kind', { enum: roomHistoryKinds }).notNull(),
    /** The room's type from then on (added, type-changed); null otherwise. */
    roomTypeId: integer('room_type_id').references(() => roomTypes.id),
    at: instant('at').notNull(),
    createdBy: createdBy(),
  },
  (t) => [
    index('room_history_hotel_at_idx').on(t.hotelId, t.at, t.id),
    check(
      'room_history_kind_check',
      sql`${t.kind} in ('added', 'out-of-service', 'back-in-service', 'type-changed')`,
    ),
  ],
);

export const roomPrices = pgTable(
  'room_prices',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    stayType: text('stay_type').notNull(),
    price: money('price').notNull(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('room_prices_type_stay_key').on(t.roomTypeId, t.stayType),
    check('room_prices_price_check', sql`${t.price} >= 0`),
  ],
);
