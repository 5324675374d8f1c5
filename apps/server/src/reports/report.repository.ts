import { and, count, eq, gte, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  activityLog,
  foodRevenues,
  guests,
  incomes,
  reservations,
  rooms,
  stayCharges,
} from '../db/schema.ts';

/** The hotel's date of an instant column (the zone a quoted literal, so GROUP BY sees it alike). */
const dayAt = (at: SQL | Column, timeZone: string) =>
  sql`(${at} at time zone ${sql.raw(`'${timeZone.replaceAll("'", "''")}'`)})::date`;
/** A date as yyyy-mm-dd (after grouping on the date itself: once a group, not once a row). */
const dateText = (day: SQL) => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;
/** The hotel's business date of an instant column, as yyyy-mm-dd. */
const dateAt = (at: SQL | Column, timeZone: string) => dateText(dayAt(at, timeZone));
const total = (amount: Column) => sql<string>`sum(${amount})`;

/**
 * The rows of a grouped read as one JSON text (json_agg), parsed here: the embedded database
 * hands over one value much faster than thousands of rows (a three-year report: 2.5 times).
 * Every field of the read must be named (`.as(name)`).
 */
const jsonRows = async <Row>(
  db: Executor,
  read: { as: (alias: string) => SQL.Aliased | object },
): Promise<Row[]> => {
  const rows = read.as('report_rows') as Parameters<ReturnType<Executor['select']>['from']>[0];
  const [answer] = await db
    .select({ json: sql<string>`coalesce(json_agg(report_rows), '[]')::text` })
    .from(rows);
  return JSON.parse(answer?.json ?? '[]') as Row[];
};

export interface Span {
  hotelId: number;
  timeZone: string;
  start: Date;
  end: Date;
}

type Summed<Fields extends Record<string, { _: { type: unknown } }>> = {
  [K in keyof Fields]: Fields[K]['_']['type'];
} & { amount: number };

/** What tells incomes apart for the domain's incomeKind (the date, method and stay type aside). */
const incomeFacts = {
  revenueType: sql<string>`${incomes.revenueType}`.as('revenueType'),
  correction: sql<'void' | 'refund' | null>`${incomes.correction}`.as('correction'),
  depositRefund: sql<boolean>`${incomes.type} = 'deposit-refund'`.as('depositRefund'),
  guestLinked: sql<boolean>`${incomes.guestId} is not null`.as('guestLinked'),
  reservationLinked: sql<boolean>`${incomes.reservationId} is not null`.as('reservationLinked'),
  negative: sql<boolean>`${incomes.amount} < 0`.as('negative'),
};
const incomesOf = ({ hotelId, start, end }: Span) =>
  and(eq(incomes.hotelId, hotelId), gte(incomes.createdAt, start), lt(incomes.createdAt, end));

/**
 * The incomes of [start, end) summed by day and by what their kind depends on (ADR 050): a few
 * rows a day however many incomes, and no join (the method and stay type are summed apart).
 */
export const incomeDays = async (db: Executor, span: Span) => {
  const day = dayAt(incomes.createdAt, span.timeZone);
  const read = db
    .select({
      date: dateText(day).as('date'),
      ...incomeFacts,
      amount: total(incomes.amount).as('amount'),
    })
    .from(incomes)
    .where(incomesOf(span))
    .groupBy(day, ...Object.values(incomeFacts).map((f) => sql`${f.sql}`));
  return jsonRows<Summed<typeof incomeFacts> & { date: string }>(db, read);
};

/**
 * The money paid out in [start, end) summed by day and by category (ADR 082; a record of no
 * category counts as others), with the facts of its kind: the domain keeps the expenses.
 */
export const expenseDays = async (db: Executor, span: Span) => {
  const day = dayAt(incomes.createdAt, span.timeZone);
  const category = sql<string>`coalesce(${incomes.expenseCategory}, 'others')`.as('category');
  const read = db
    .select({
      date: dateText(day).as('date'),
      ...incomeFacts,
      category,
      amount: total(incomes.amount).as('amount'),
    })
    .from(incomes)
    .where(and(incomesOf(span), lt(incomes.amount, 0)))
    .groupBy(day, sql`${category.sql}`, ...Object.values(incomeFacts).map((f) => sql`${f.sql}`));
  return jsonRows<Summed<typeof incomeFacts> & { date: string; category: string }>(db, read);
};

/** The incomes of [start, end) summed over the whole span, by method and stay type too. */
export const incomeSplits = async (db: Executor, span: Span) => {
  const fields = {
    ...incomeFacts,
    method: sql<string>`${incomes.paymentMethod}`.as('method'),
    stayType: sql<string | null>`coalesce(${guests.roomType}, ${reservations.roomType})`.as(
      'stayType',
    ),
  };
  const read = db
    .select({ ...fields, amount: total(incomes.amount).as('amount') })
    .from(incomes)
    .leftJoin(guests, eq(guests.id, incomes.guestId))
    .leftJoin(reservations, eq(reservations.id, incomes.reservationId))
    .where(incomesOf(span))
    .groupBy(...Object.values(fields).map((f) => sql`${f.sql}`));
  return jsonRows<Summed<typeof fields>>(db, read);
};

const isVoid = sql<boolean>`${foodRevenues.voidsFoodRevenueId} is not null`.as('isVoid');
const foodReceiptsOf = ({ hotelId, start, end }: Span) =>
  and(
    eq(foodRevenues.hotelId, hotelId),
    gte(foodRevenues.createdAt, start),
    lt(foodRevenues.createdAt, end),
  );

/** The food receipts of [start, end), summed by day, void or not. */
export const foodReceiptDays = async (db: Executor, span: Span) => {
  const day = dayAt(foodRevenues.createdAt, span.timeZone);
  const read = db
    .select({
      date: dateText(day).as('date'),
      isVoid,
      amount: total(foodRevenues.totalAmount).as('amount'),
    })
    .from(foodRevenues)
    .where(foodReceiptsOf(span))
    .groupBy(day, sql`${isVoid.sql}`);
  return jsonRows<{ date: string; isVoid: boolean; amount: number }>(db, read);
};

/** The food receipts of [start, end), summed over the span by method, void or not, stay type. */
export const foodReceiptSplits = async (db: Executor, span: Span) => {
  const fields = {
    method: sql<string>`${foodRevenues.paymentMethod}`.as('method'),
    isVoid,
    stayType: sql<string | null>`${guests.roomType}`.as('stayType'),
  };
  const read = db
    .select({ ...fields, amount: total(foodRevenues.totalAmount).as('amount') })
    .from(foodRevenues)
    .leftJoin(guests, eq(guests.id, foodRevenues.guestId))
    .where(foodReceiptsOf(span))
    .groupBy(...Object.values(fields).map((f) => sql`${f.sql}`));
  return jsonRows<Summed<typeof fields>>(db, read);
};

const epochMs = (at: SQL | Column) => sql<number>`(extract(epoch from ${at}) * 1000)::float8`;

/**
 * The stays (one a room, of every stay type) that may hold a night or a day of [start, end): its
 * type, arrival and departure (when it left, or is to leave) as epoch milliseconds, its room
 * revenue (room charges less the extra charges typed on the account: laundry, minibar; a swap's
 * difference stays) and its tax and service. The domain dates each by the nights rule
 * (datedSale, ADR 081); here only bounds: an arrival up to a day after the end may be before the
 * arrival-day hour and sell the range's last night.
 */
export const staySales = async (db: Executor, { hotelId, start, end }: Span) => {
  const leftAt = sql`coalesce(${guests.checkedOutAt}, ${guests.checkoutAt})`;
  const typedExtras = sql`coalesce((select sum(${stayCharges.amount}) from ${stayCharges}
    where ${stayCharges.hotelId} = ${guests.hotelId} and ${stayCharges.guestId} = ${guests.id}
      and ${stayCharges.fromRoom} is null), 0)`;
  const read = db
    .select({
      stayType: sql<string>`${guests.roomType}`.as('stayType'),
      arrival: epochMs(guests.checkinAt).as('arrival'),
      departure: epochMs(leftAt).as('departure'),
      roomRevenue: sql<number>`${guests.roomCharges} - ${typedExtras}`.as('roomRevenue'),
      tax: sql<number>`${guests.taxCharges}`.as('tax'),
      service: sql<number>`${guests.serviceCharges}`.as('service'),
    })
    .from(guests)
    .where(
      and(
        eq(guests.hotelId, hotelId),
        lt(guests.checkinAt, new Date(end.getTime() + 86_400_000)),
        sql`${leftAt} >= ${start.toISOString()}`,
      ),
    );
  return jsonRows<{
    stayType: string;
    arrival: number;
    departure: number;
    roomRevenue: number;
    tax: number;
    service: number;
  }>(db, read);
};

/** Every room of the hotel (out of service too): its id and number. */
export const roomsOfHotel = async (db: Executor, hotelId: number) =>
  db.select({ id: rooms.id, number: rooms.number }).from(rooms).where(eq(rooms.hotelId, hotelId));

/** From the activity log, before `end`: each change into or out of Maintenance (status 6). */
export const roomServiceChanges = async (
  db: Executor,
  hotelId: number,
  timeZone: string,
  end: Date,
) =>
  db
    .select({
      date: dateAt(activityLog.at, timeZone),
      room: sql<string>`${activityLog.params}->>'room'`,
      before: sql<string | null>`${activityLog.params}->>'before'`,
      after: sql<string | null>`${activityLog.params}->>'after'`,
    })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.hotelId, hotelId),
        lt(activityLog.at, end),
        eq(activityLog.kind, 'room-status'),
        or(sql`${activityLog.params}->>'after' = '6'`, sql`${activityLog.params}->>'before' = '6'`),
      ),
    )
    .orderBy(activityLog.at, activityLog.id);

/** Reservations arriving in the span, counted by source and status (ADR 086). */
export const reservationSourceCounts = (db: Executor, { hotelId, start, end }: Span) =>
  db
    .select({ source: reservations.source, status: reservations.status, n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.hotelId, hotelId),
        gte(reservations.checkinAt, start),
        lt(reservations.checkinAt, end),
      ),
    )
    .groupBy(reservations.source, reservations.status);
