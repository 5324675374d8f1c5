import { and, eq, gte, inArray, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import { overnightStayTypes } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { activityLog, foodRevenues, guests, incomes, reservations, rooms } from '../db/schema.ts';

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

/**
 * The overnight stays that held a room on some night of [start, end): the date they came and
 * the date they left (or are to leave), in the hotel's dates, and how many rooms so.
 */
export const overnightStays = async (
  db: Executor,
  { hotelId, timeZone, start, end }: Span,
  arrivalDayHour: number,
) => {
  const leftAt = sql`coalesce(${guests.checkedOutAt}, ${guests.checkoutAt})`;
  // The nights rule (ADR 068, countNights): an arrival before the arrival-day hour holds the
  // night before; the nights run up to the day the guest left.
  const hour = sql.raw(`interval '${Math.trunc(arrivalDayHour)} hours'`);
  const fields = {
    stayType: sql<string>`${guests.roomType}`.as('stayType'),
    fromDay: dayAt(sql`(${guests.checkinAt} - ${hour})`, timeZone),
    untilDay: dayAt(leftAt, timeZone),
  };
  // Stays alike (same type, same dates) summed: a row for each, with how many rooms.
  const read = db
    .select({
      stayType: fields.stayType,
      from: dateText(fields.fromDay).as('from'),
      until: dateText(fields.untilDay).as('until'),
      rooms: sql<number>`count(*)::int`.as('rooms'),
    })
    .from(guests)
    .where(
      and(
        eq(guests.hotelId, hotelId),
        inArray(guests.roomType, [...overnightStayTypes]),
        lt(guests.checkinAt, end),
        sql`${leftAt} >= ${start.toISOString()}`,
      ),
    )
    .groupBy(sql`${fields.stayType.sql}`, fields.fromDay, fields.untilDay);
  return jsonRows<{ stayType: string; from: string; until: string; rooms: number }>(db, read);
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
