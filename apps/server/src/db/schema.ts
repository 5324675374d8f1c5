import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actingUserId } from '../http/acting-user.ts';

/**
 * The whole domain of SPEC.md section 3. Every row belongs to a hotel (`hotel_id`); money is
 * numeric(14,2) (exact); instants are timestamptz. Later features add columns, not tables.
 */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const rate = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();
/**
 * The user whose request wrote the row (issue 18): filled from the acting user of the request
 * (http/acting-user.ts) on insert, and `updatedBy` on every update; null in jobs and seeds and on
 * rows from before migration 0010.
 */
const createdBy = () =>
  integer('created_by')
    .references(() => users.id)
    .$defaultFn(() => actingUserId() ?? sql`null`);
const updatedBy = () =>
  integer('updated_by')
    .references(() => users.id)
    .$onUpdateFn(() => actingUserId() ?? sql`null`);
const hotelRef = () =>
  integer('hotel_id')
    .notNull()
    .references(() => hotels.id);

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
    defaultTaxRate: rate('default_tax_rate').notNull().default(0),
    defaultServiceRate: rate('default_service_rate').notNull().default(0),
    /** Rooms past the free ones the owner allows to be promised on a night (issue 19). */
    overbookAllowance: integer('overbook_allowance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'hotels_default_rates_check',
      sql`${t.defaultTaxRate} between 0 and 100 and ${t.defaultServiceRate} between 0 and 100`,
    ),
    check('hotels_overbook_allowance_check', sql`${t.overbookAllowance} between 0 and 99`),
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
  },
  (t) => [
    uniqueIndex('rooms_hotel_number_key').on(t.hotelId, t.number),
    check('rooms_status_check', sql`${t.status} between 1 and 7`),
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

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    name: text('name').notNull(),
    nationalId: text('national_id').notNull(),
    phone: text('phone').notNull(),
    guestCount: integer('guest_count').notNull(),
    roomCount: integer('room_count').notNull(),
    roomType: text('room_type').notNull(),
    checkinAt: instant('checkin_at').notNull(),
    checkoutAt: instant('checkout_at').notNull(),
    reservationDate: instant('reservation_date').notNull().defaultNow(),
    status: text('status').notNull().default('confirmed'),
    extraBed: boolean('extra_bed').notNull().default(false),
    paymentType: text('payment_type').notNull().default('none'),
    amountPaid: money('amount_paid').notNull().default(0),
    prepaidDivider: integer('prepaid_divider').notNull().default(1),
    /** What check-ins have credited of amount_paid: never credited twice (ADR 030). */
    prepaidCredited: money('prepaid_credited').notNull().default(0),
    /** A cancelled or deleted reservation's deposit: kept by the hotel or refunded (ADR 030). */
    depositOutcome: text('deposit_outcome', { enum: ['kept', 'refunded'] }),
    notes: text('notes').notNull().default(''),
    taxRate: rate('tax_rate').notNull().default(0),
    serviceRate: rate('service_rate').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index('reservations_hotel_dates_idx').on(t.hotelId, t.checkinAt, t.checkoutAt),
    // reservations/date asks for stays checking out on or after a date: without this index the
    // scan walks every past check-in of the hotel, growing with history (bench/explain.ts).
    index('reservations_hotel_checkout_idx').on(t.hotelId, t.checkoutAt),
    check(
      'reservations_status_check',
      sql`${t.status} in ('confirmed', 'checked-in', 'cancelled')`,
    ),
    check('reservations_counts_check', sql`${t.guestCount} >= 1 and ${t.roomCount} >= 1`),
    check('reservations_dates_check', sql`${t.checkoutAt} >= ${t.checkinAt}`),
    check('reservations_amount_check', sql`${t.amountPaid} >= 0`),
    check(
      'reservations_deposit_outcome_check',
      sql`${t.depositOutcome} is null or ${t.depositOutcome} in ('kept', 'refunded')`,
    ),
  ],
);

/** A guest's stay in one room. */
/** A phone's digits only, as the guest search and history compare phones (ADR 042). */
export const phoneDigitsOf = (phone: AnyPgColumn | SQL) =>
  sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`;

export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    reservationId: integer('reservation_id').references(() => reservations.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    roomNumber: text('room_number').notNull(),
    name: text('name').notNull(),
    nationalId: text('national_id').notNull(),
    phone: text('phone').notNull(),
    roomType: text('room_type').notNull(),
    checkinAt: instant('checkin_at').notNull(),
    checkoutAt: instant('checkout_at').notNull(),
    extraBed: boolean('extra_bed').notNull().default(false),
    /** The check-in's nights (null for a daycation, a session or a SPEC create-guest). */
    nights: integer('nights'),
    /** The check-in's room price for its nights, the extra bed apart (ADR 033). */
    nightsCharges: money('nights_charges'),
    extraBedCharges: money('extra_bed_charges'),
    isForeigner: boolean('is_foreigner').notNull().default(false),
    /** A foreign guest's papers (ADR 043): required by the check-in dialog, optional by SPEC. */
    passportNumber: text('passport_number'),
    nationality: text('nationality'),
    visaType: text('visa_type'),
    visaExpiry: date('visa_expiry', { mode: 'string' }),
    /** When (and by whom) the desk reported the foreign guest to immigration (ADR 043). */
    immigrationReportedAt: instant('immigration_reported_at'),
    immigrationReportedBy: integer('immigration_reported_by').references(() => users.id),
    paymentType: text('payment_type').notNull().default('cash'),
    amountPaid: money('amount_paid').notNull().default(0),
    roomCharges: money('room_charges').notNull().default(0),
    foodCharges: money('food_charges').notNull().default(0),
    taxCharges: money('tax_charges').notNull().default(0),
    serviceCharges: money('service_charges').notNull().default(0),
    status: text('status').notNull().default('active'),
    receiptNumber: text('receipt_number'),
    createdAt: createdAt(),
    checkedOutAt: instant('checked_out_at'),
    createdBy: createdBy(),
    updatedBy: updatedBy(),
  },
  (t) => [
    // A room is held by at most one active guest.
    uniqueIndex('guests_one_active_per_room')
      .on(t.roomId)
      .where(sql`${t.status} = 'active'`),
    index('guests_hotel_room_idx').on(t.hotelId, t.roomNumber),
    // Guest search and history (migration 0013, ADR 042).
    index('guests_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('guests_national_id_trgm_idx').using('gin', sql`lower(${t.nationalId}) gin_trgm_ops`),
    index('guests_phone_digits_trgm_idx').using('gin', sql`${phoneDigitsOf(t.phone)} gin_trgm_ops`),
    index('guests_hotel_national_id_idx').on(t.hotelId, sql`lower(${t.nationalId})`),
    index('guests_hotel_phone_digits_idx').on(t.hotelId, phoneDigitsOf(t.phone)),
    // Stays by date (migration 0018, ADR 050): the newest first for the search; by when they
    // left and those in the house for the calendar and the reports.
    index('guests_hotel_checkin_idx').on(t.hotelId, t.checkinAt, t.id),
    index('guests_hotel_left_idx').on(t.hotelId, sql`coalesce(${t.checkedOutAt}, ${t.checkoutAt})`),
    index('guests_hotel_active_idx')
      .on(t.hotelId)
      .where(sql`${t.status} = 'active'`),
    index('guests_reservation_idx').on(t.reservationId),
    check('guests_status_check', sql`${t.status} in ('active', 'checked-out')`),
  ],
);

export const incomes = pgTable(
  'incomes',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    type: text('type').notNull(),
    guestId: integer('guest_id').references(() => guests.id),
    roomNumber: text('room_number').notNull().default('0'),
    amount: money('amount').notNull(),
    revenueType: text('revenue_type').notNull().default(''),
    paymentMethod: text('payment_method').notNull(),
    receiptNumber: text('receipt_number'),
    /**
     * The reservation a deposit (or its refund) belongs to. No foreign key: the money stays
     * when a reservation without guests is deleted (ADR 030).
     */
    reservationId: integer('reservation_id'),
    /** A void (the payment it reverses) or a refund (of a stay, and its payment if any): ADR 034. */
    correction: text('correction', { enum: ['void', 'refund'] }),
    /** The income a void reverses or a refund gives back; a payment is voided at most once. */
    correctsIncomeId: integer('corrects_income_id').references((): AnyPgColumn => incomes.id),
    reason: text('reason'),
    /** The user who recorded a void or refund. */
    recordedBy: integer('recorded_by').references(() => users.id),
    /** A wallet payment's transaction reference, to match the wallet's statement (ADR 044). */
    walletReference: text('wallet_reference'),
    createdAt: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    index('incomes_hotel_created_idx').on(t.hotelId, t.createdAt),
    index('incomes_hotel_creator_created_idx').on(t.hotelId, t.createdBy, t.createdAt),
    index('incomes_hotel_reservation_idx')
      .on(t.hotelId, t.reservationId)
      .where(sql`${t.reservationId} is not null`),
    uniqueIndex('incomes_one_void_per_income')
      .on(t.correctsIncomeId)
      .where(sql`${t.correction} = 'void'`),
    index('incomes_corrects_idx')
      .on(t.correctsIncomeId)
      .where(sql`${t.correctsIncomeId} is not null`),
    check(
      'incomes_correction_check',
      sql`${t.correction} is null or ${t.correction} in ('void', 'refund')`,
    ),
  ],
);

/**
 * An extra charge on a stay's account ('Pay at checkout': laundry, minibar, damage), added to
 * the guest's RoomCharges and paid with the bill at checkout (ADR 033).
 */
export const stayCharges = pgTable(
  'stay_charges',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id),
    roomNumber: text('room_number').notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('stay_charges_hotel_guest_idx').on(t.hotelId, t.guestId),
    check('stay_charges_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Each extension's room part (its tax and service are in the guest's sums), ADR 033. */
export const stayExtensions = pgTable(
  'stay_extensions',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id),
    kind: text('kind').notNull(),
    units: integer('units').notNull(),
    roomCharges: money('room_charges').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stay_extensions_hotel_guest_idx').on(t.hotelId, t.guestId),
    check('stay_extensions_kind_check', sql`${t.kind} in ('days', 'hours', 'long-stay')`),
  ],
);

export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  hotelId: hotelRef(),
  foodName: text('food_name').notNull(),
  foodPrice: money('food_price').notNull(),
  createdAt: createdAt(),
  deletedAt: instant('deleted_at'),
  createdBy: createdBy(),
  updatedBy: updatedBy(),
});

/** One food receipt: what a room (or a walk-in) paid for food at once. */
export const foodRevenues = pgTable(
  'food_revenues',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    guestId: integer('guest_id').references(() => guests.id),
    roomNumber: text('room_number').notNull().default('0'),
    totalAmount: money('total_amount').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** A wallet payment's transaction reference (ADR 051), as on incomes. */
    walletReference: text('wallet_reference'),
    orderTime: instant('order_time').notNull(),
    receiptNumber: text('receipt_number'),
    /** A void: the food receipt it reverses (its negative total), at most once (ADR 034). */
    voidsFoodRevenueId: integer('voids_food_revenue_id').references(
      (): AnyPgColumn => foodRevenues.id,
    ),
    reason: text('reason'),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    index('food_revenues_hotel_created_idx').on(t.hotelId, t.createdAt),
    index('food_revenues_hotel_creator_created_idx').on(t.hotelId, t.createdBy, t.createdAt),
    uniqueIndex('food_revenues_one_void_per_revenue')
      .on(t.voidsFoodRevenueId)
      .where(sql`${t.voidsFoodRevenueId} is not null`),
  ],
);

/** One order line. */
export const foodOrders = pgTable(
  'food_orders',
  {
    id: serial('id').primaryKey(),
    hotelId: hotelRef(),
    guestId: integer('guest_id').references(() => guests.id),
    foodRevenueId: integer('food_revenue_id').references(() => foodRevenues.id),
    roomNumber: text('room_number').notNull(),
    foodName: text('food_name').notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    orderTime: instant('order_time').notNull(),
    paymentMethod: text('payment_method').notNull(),
    serviceCharges: money('service_charges').notNull().default(0),
    taxCharges: money('tax_charges').notNull().default(0),
    receiptNumber: text('receipt_number'),
    createdAt: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    index('food_orders_hotel_guest_idx').on(t.hotelId, t.guestId),
    index('food_orders_hotel_time_idx').on(t.hotelId, t.orderTime),
    // food-revenue/date reads the lines of the day's records: without this index the scan
    // walks every order line the hotel ever had, growing with history (bench/explain.ts).
    index('food_orders_hotel_revenue_idx').on(t.hotelId, t.foodRevenueId),
    check('food_orders_quantity_check', sql`${t.quantity} > 0`),
  ],
);

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
