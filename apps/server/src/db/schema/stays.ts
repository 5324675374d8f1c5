import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { expenseCategories, reservationSources } from '@frontdesk/domain';
import { money, rate, instant, createdAt, createdBy, updatedBy, hotelRef } from './columns.ts';
import { users, rooms } from './hotel.ts';

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
    /** Where the booking came from (ADR 086): 'desk' when not recorded. */
    source: text('source', { enum: reservationSources }).notNull().default('desk'),
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
      sql`${t.status} in ('confirmed', 'checked-in', 'cancelled', 'no-show')`,
    ),
    check(
      'reservations_source_check',
      sql`${t.source} in (${sql.raw(reservationSources.map((s) => `'${s}'`).join(', '))})`,
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

/**
 * A phone's digits only, in either script, +959 as 09: as the guest search and history compare
 * phones (ADR 042, ADR 084; the SQL function of migration 0032, the domain's phoneDigits).
 */
export const phoneDigitsOf = (phone: AnyPgColumn | SQL) => sql`phone_digits(${phone})`;

/**
 * A national ID's search key in either script (ADR 084; the SQL function of migration 0032,
 * the domain's nationalIdKey).
 */
export const nationalIdKeyOf = (nationalId: AnyPgColumn | SQL) =>
  sql`national_id_key(${nationalId})`;

/** A guest's stay in one room. */
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
    /** The owner's early check-in charge of this check-in (ADR 068), a folio line of its own. */
    earlyCheckInCharges: money('early_check_in_charges'),
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
    // Guest search and history (migrations 0013 and 0032, ADR 042 and 084).
    index('guests_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('guests_national_id_trgm_idx').using(
      'gin',
      sql`${nationalIdKeyOf(t.nationalId)} gin_trgm_ops`,
    ),
    index('guests_phone_digits_trgm_idx').using('gin', sql`${phoneDigitsOf(t.phone)} gin_trgm_ops`),
    index('guests_hotel_national_id_idx').on(t.hotelId, nationalIdKeyOf(t.nationalId)),
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
    /**
     * Whether the record added to (or, a refund or void, took from) the guest's AmountPaid:
     * false for a create-income on a guest, and its corrections (ADR 071).
     */
    inAmountPaid: boolean('in_amount_paid').notNull().default(true),
    /** An expense's category (money paid out that is no void, refund or deposit): ADR 082. */
    expenseCategory: text('expense_category', { enum: expenseCategories }),
    /** What an 'others' expense was for (its Type, as the desk's Add Payment records it). */
    expenseOthersText: text('expense_others_text'),
    /** The owner's note on an expense. */
    note: text('note'),
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
    check(
      'incomes_expense_category_check',
      sql`${t.expenseCategory} is null or ${t.expenseCategory} in (${sql.raw(expenseCategories.map((c) => `'${c}'`).join(', '))})`,
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
    /**
     * A swap's price difference (ADR 073): the room the guest left (room_number is the one moved
     * to) and the nights left it was priced for; null for an extra charge the desk typed.
     */
    fromRoom: text('from_room'),
    nights: integer('nights'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('stay_charges_hotel_guest_idx').on(t.hotelId, t.guestId),
    check('stay_charges_amount_check', sql`${t.amount} > 0`),
    check(
      'stay_charges_room_change_check',
      sql`(${t.fromRoom} is null) = (${t.nights} is null) and (${t.nights} is null or ${t.nights} >= 1)`,
    ),
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
