import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, instant, createdAt, createdBy, updatedBy, hotelRef } from './columns.ts';
import { users } from './hotel.ts';
import { guests } from './stays.ts';

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
