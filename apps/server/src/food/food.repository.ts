import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stockSummaryDrinks, type RevenuePaymentType } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import {
  byPaymentType,
  ofHotelInSpan,
  param,
  paymentMethodFilter,
  preparedRead,
  spanOf,
} from '../db/prepared.ts';
import { foodOrders, foodRevenues, guests, incomes } from '../db/schema.ts';
import { holdShiftOfRecord } from '../shifts/shift-hold.ts';

export type FoodOrderRow = typeof foodOrders.$inferSelect;
export type NewFoodOrder = Omit<typeof foodOrders.$inferInsert, 'id' | 'hotelId'>;
export type FoodRevenueRow = typeof foodRevenues.$inferSelect;
export type NewFoodRevenue = Omit<typeof foodRevenues.$inferInsert, 'id' | 'hotelId'>;

export const insertFoodOrders = async (
  tx: Executor,
  hotelId: number,
  values: NewFoodOrder[],
): Promise<FoodOrderRow[]> => {
  if (values.length === 0) return [];
  return tx
    .insert(foodOrders)
    .values(values.map((v) => ({ ...v, hotelId })))
    .returning();
};

export const insertFoodRevenue = async (
  tx: Executor,
  hotelId: number,
  value: NewFoodRevenue,
): Promise<FoodRevenueRow> => {
  // Its user's shift, held until the record commits: a close waits and counts it (ADR 071).
  await holdShiftOfRecord(tx, hotelId, value.createdAt ?? new Date());
  const [row] = await tx
    .insert(foodRevenues)
    .values({ ...value, hotelId })
    .returning();
  return row!;
};

/**
 * Links a guest's lines of one receipt that no record holds yet to a food revenue record (the
 * SPEC client sends the lines one by one, then the record with the same receipt number).
 */
export const linkFoodOrdersToRevenue = (
  tx: Executor,
  hotelId: number,
  foodRevenueId: number,
  guestId: number,
  receiptNumber: string,
): Promise<FoodOrderRow[]> =>
  tx
    .update(foodOrders)
    .set({ foodRevenueId })
    .where(
      and(
        eq(foodOrders.hotelId, hotelId),
        eq(foodOrders.guestId, guestId),
        eq(foodOrders.receiptNumber, receiptNumber),
        isNull(foodOrders.foodRevenueId),
      ),
    )
    .returning();

/** A guest's order lines, oldest first; narrowed to a room when one is given. */
/** A guest's lines in every room the guest stayed in (a swap keeps them), oldest first. */
export const listGuestFoodOrders = (
  db: Executor,
  hotelId: number,
  guestId: number,
): Promise<FoodOrderRow[]> =>
  db
    .select()
    .from(foodOrders)
    .where(and(eq(foodOrders.hotelId, hotelId), eq(foodOrders.guestId, guestId)))
    .orderBy(asc(foodOrders.orderTime), asc(foodOrders.id));

/** What a food receipt's Items show of an order line. */
export type ListedFoodOrder = Pick<
  FoodOrderRow,
  | 'id'
  | 'guestId'
  | 'roomNumber'
  | 'foodName'
  | 'price'
  | 'quantity'
  | 'orderTime'
  | 'paymentMethod'
  | 'serviceCharges'
  | 'taxCharges'
  | 'receiptNumber'
>;
export interface ListedFoodRevenue {
  revenue: FoodRevenueRow;
  items: ListedFoodOrder[];
  /** A void of it is recorded (ADR 034). */
  voided: boolean;
}

type ItemTuple = [
  number,
  number | null,
  string,
  string,
  number,
  number,
  number,
  string,
  number,
  number,
  string | null,
];

// The day's food receipts with their lines (one JSON array each) and whether each is voided,
// in one statement instead of three: PGlite plans every statement it is sent, and the lines and
// voids were two more (ADR 048). Lines come through food_orders_hotel_revenue_idx and voids
// through the one-void-per-receipt index, whatever the history's length. JSON numbers of
// numeric(14,2) read as the same doubles as Drizzle's number mode; an instant goes as its epoch
// milliseconds (truncated, as a Date of the timestamp's text is).
const voids = alias(foodRevenues, 'voids');
const foodRevenuesBetween = preparedRead('food_revenues_between', (db, name) =>
  db
    .select({
      revenue: foodRevenues,
      items: sql<ItemTuple[] | null>`(${db
        .select({
          list: sql`json_agg(json_build_array(${foodOrders.id}, ${foodOrders.guestId},
            ${foodOrders.roomNumber}, ${foodOrders.foodName}, ${foodOrders.price},
            ${foodOrders.quantity}, floor(extract(epoch from ${foodOrders.orderTime}) * 1000),
            ${foodOrders.paymentMethod}, ${foodOrders.serviceCharges}, ${foodOrders.taxCharges},
            ${foodOrders.receiptNumber}) order by ${foodOrders.id})`,
        })
        .from(foodOrders)
        .where(
          and(
            eq(foodOrders.hotelId, foodRevenues.hotelId),
            eq(foodOrders.foodRevenueId, foodRevenues.id),
          ),
        )})`,
      voided: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(voids)
        .where(
          and(
            eq(voids.voidsFoodRevenueId, foodRevenues.id),
            eq(voids.hotelId, foodRevenues.hotelId),
          ),
        )})`,
    })
    .from(foodRevenues)
    .where(and(...ofHotelInSpan(foodRevenues.hotelId, foodRevenues.createdAt)))
    .orderBy(desc(foodRevenues.createdAt), desc(foodRevenues.id))
    .prepare(name),
);

/** Food revenue records created in [start, end), newest first, with their lines and voids. */
export const listFoodRevenuesBetween = async (
  db: Executor,
  hotelId: number,
  start: Date,
  end: Date,
): Promise<ListedFoodRevenue[]> => {
  const rows = await foodRevenuesBetween(db).execute(spanOf(hotelId, start, end));
  return rows.map(({ revenue, items, voided }) => ({
    revenue,
    voided,
    items: (items ?? []).map(
      ([
        id,
        guestId,
        roomNumber,
        foodName,
        price,
        quantity,
        orderTime,
        paymentMethod,
        serviceCharges,
        taxCharges,
        receiptNumber,
      ]) => ({
        id,
        guestId,
        roomNumber,
        foodName,
        price,
        quantity,
        orderTime: new Date(orderTime),
        paymentMethod,
        serviceCharges,
        taxCharges,
        receiptNumber,
      }),
    ),
  }));
};

const foodOrdersOfRevenues = preparedRead('food_orders_of_revenues', (db, name) =>
  db
    .select()
    .from(foodOrders)
    .where(
      and(
        eq(foodOrders.hotelId, param.hotelId),
        // One statement for any number of records: an array, not a list of parameters.
        sql`${foodOrders.foodRevenueId} = any(${sql.placeholder('revenueIds')})`,
      ),
    )
    .orderBy(asc(foodOrders.id))
    .prepare(name),
);

export const listFoodOrdersOfRevenues = (
  db: Executor,
  hotelId: number,
  revenueIds: number[],
): Promise<FoodOrderRow[]> =>
  revenueIds.length === 0
    ? Promise.resolve([])
    : foodOrdersOfRevenues(db).execute({ hotelId, revenueIds });

// Both sums in one statement (two scalar subqueries): one round trip, one query on PGlite.
const foodRevenueBetween = (paymentType: RevenuePaymentType | undefined) =>
  preparedRead(`food_revenue_between_${paymentType ?? 'any'}`, (db, name) => {
    const records = db
      .select({ total: sql`coalesce(${sum(foodRevenues.totalAmount)}, 0)` })
      .from(foodRevenues)
      .where(
        and(
          ...ofHotelInSpan(foodRevenues.hotelId, foodRevenues.createdAt),
          paymentMethodFilter(foodRevenues.paymentMethod, paymentType),
        ),
      );
    const extras = db
      .select({ total: sql`coalesce(${sum(incomes.amount)}, 0)` })
      .from(incomes)
      .where(
        and(
          ...ofHotelInSpan(incomes.hotelId, incomes.createdAt),
          eq(incomes.revenueType, 'food-revenue'),
          paymentMethodFilter(incomes.paymentMethod, paymentType),
        ),
      );
    return db
      .select({ records: sql<string>`(${records})`, extras: sql<string>`(${extras})` })
      .from(sql`(select 1) as one`)
      .prepare(name);
  });
const foodRevenueBy = byPaymentType(foodRevenueBetween);

/**
 * Food revenue of [start, end) (SPEC.md section 9): the food revenue records plus the incomes of
 * RevenueType 'food-revenue', summed as numeric by the database.
 */
export const sumFoodRevenue = async (
  db: Executor,
  hotelId: number,
  start: Date,
  end: Date,
  paymentType: RevenuePaymentType | undefined,
): Promise<number> => {
  const [sums] = await foodRevenueBy(paymentType)(db).execute(spanOf(hotelId, start, end));
  // numeric sums arrive as exact decimal text; add them as hundredths, not floats.
  const hundredths = (text: string | undefined) => Math.round(Number(text ?? 0) * 100);
  return (hundredths(sums?.records) + hundredths(sums?.extras)) / 100;
};

/** Quantities of the stock-summary drinks ordered in [start, end), by lower-cased name. */
export const sumDrinkQuantities = async (
  db: Executor,
  hotelId: number,
  start: Date,
  end: Date,
): Promise<{ foodName: string; quantity: number }[]> => {
  const name = sql<string>`lower(trim(${foodOrders.foodName}))`;
  const rows = await db
    .select({ foodName: name, quantity: sql<string>`sum(${foodOrders.quantity})` })
    .from(foodOrders)
    .where(
      and(
        eq(foodOrders.hotelId, hotelId),
        gte(foodOrders.orderTime, start),
        lt(foodOrders.orderTime, end),
        inArray(
          name,
          stockSummaryDrinks.map((d) => d.toLowerCase()),
        ),
      ),
    )
    .groupBy(name);
  return rows.map((r) => ({ foodName: r.foodName, quantity: Number(r.quantity) }));
};

/** The guest, locked for the rest of the transaction. */
export const lockGuest = async (tx: Executor, hotelId: number, id: number) => {
  const [row] = await tx
    .select()
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)))
    .for('update');
  return row;
};

/** Adds an order's total to the guest's food charges. */
export const addGuestFoodCharges = (tx: Executor, hotelId: number, id: number, amount: number) =>
  tx
    .update(guests)
    .set({ foodCharges: sql`${guests.foodCharges} + ${amount.toFixed(2)}::numeric` })
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)));
