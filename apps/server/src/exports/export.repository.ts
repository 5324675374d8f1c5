import { and, asc, eq, gte, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { foodOrders, foodRevenues, guests, incomes, reservations, users } from '../db/schema.ts';
import type { Span } from '../reports/report.repository.ts';

/** An instant as the hotel's wall clock shows it: 'yyyy-mm-dd hh:mm' (a spreadsheet's date). */
const localTime = (at: SQL | Column, timeZone: string) =>
  sql<string>`to_char(${at} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')`;

/** Incomes created in the span, oldest first, with who recorded each (and an expense's category). */
export const incomesOfSpan = (db: Executor, { hotelId, timeZone, start, end }: Span) =>
  db
    .select({
      id: incomes.id,
      at: localTime(incomes.createdAt, timeZone),
      type: incomes.type,
      roomNumber: incomes.roomNumber,
      guestName: guests.name,
      stayType: guests.roomType,
      amount: incomes.amount,
      revenueType: incomes.revenueType,
      method: incomes.paymentMethod,
      receiptNumber: incomes.receiptNumber,
      correction: incomes.correction,
      reason: incomes.reason,
      expenseCategory: incomes.expenseCategory,
      note: incomes.note,
      recordedBy: users.name,
      guestLinked: sql<boolean>`${incomes.guestId} is not null`,
      reservationLinked: sql<boolean>`${incomes.reservationId} is not null`,
    })
    .from(incomes)
    .leftJoin(guests, eq(guests.id, incomes.guestId))
    .leftJoin(users, eq(users.id, incomes.createdBy))
    .where(
      and(eq(incomes.hotelId, hotelId), gte(incomes.createdAt, start), lt(incomes.createdAt, end)),
    )
    .orderBy(asc(incomes.createdAt), asc(incomes.id));

/** Food order lines of the food receipts created in the span, with their receipt, oldest first. */
export const foodOrdersOfSpan = (db: Executor, { hotelId, timeZone, start, end }: Span) =>
  db
    .select({
      receiptId: foodRevenues.id,
      at: localTime(foodRevenues.createdAt, timeZone),
      roomNumber: foodOrders.roomNumber,
      foodName: foodOrders.foodName,
      price: foodOrders.price,
      quantity: foodOrders.quantity,
      tax: foodOrders.taxCharges,
      service: foodOrders.serviceCharges,
      method: foodRevenues.paymentMethod,
      receiptNumber: foodRevenues.receiptNumber,
      voided: sql<boolean>`exists (select 1 from ${foodRevenues} v where v.voids_food_revenue_id = ${foodRevenues.id})`,
    })
    .from(foodOrders)
    .innerJoin(foodRevenues, eq(foodRevenues.id, foodOrders.foodRevenueId))
    .where(
      and(
        eq(foodOrders.hotelId, hotelId),
        eq(foodRevenues.hotelId, hotelId),
        gte(foodRevenues.createdAt, start),
        lt(foodRevenues.createdAt, end),
      ),
    )
    .orderBy(asc(foodRevenues.createdAt), asc(foodOrders.id));

/**
 * Stays that began in the span, oldest first, with the source of the reservation they were
 * checked in from; a stay checked in without one is a walk-in (ADR 086).
 */
export const staysOfSpan = (db: Executor, { hotelId, timeZone, start, end }: Span) =>
  db
    .select({
      id: guests.id,
      name: guests.name,
      nationalId: guests.nationalId,
      phone: guests.phone,
      isForeigner: guests.isForeigner,
      roomNumber: guests.roomNumber,
      stayType: guests.roomType,
      checkin: localTime(guests.checkinAt, timeZone),
      checkout: localTime(guests.checkoutAt, timeZone),
      checkedOut: sql<
        string | null
      >`case when ${guests.checkedOutAt} is null then null else ${localTime(sql`${guests.checkedOutAt}`, timeZone)} end`,
      status: guests.status,
      roomCharges: guests.roomCharges,
      foodCharges: guests.foodCharges,
      taxCharges: guests.taxCharges,
      serviceCharges: guests.serviceCharges,
      amountPaid: guests.amountPaid,
      receiptNumber: guests.receiptNumber,
      source: sql<string>`coalesce(${reservations.source}, 'walk-in')`,
    })
    .from(guests)
    .leftJoin(
      reservations,
      and(eq(reservations.id, guests.reservationId), eq(reservations.hotelId, hotelId)),
    )
    .where(
      and(eq(guests.hotelId, hotelId), gte(guests.checkinAt, start), lt(guests.checkinAt, end)),
    )
    .orderBy(asc(guests.checkinAt), asc(guests.id));
