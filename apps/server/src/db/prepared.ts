import { eq, gte, lt, ne, sql, type Column } from 'drizzle-orm';
import type { RevenuePaymentType } from '@frontdesk/domain';
import type { Executor } from './client.ts';
import { keepsPrepared } from './pglite-client.ts';

/**
 * On PostgreSQL, the database whose connections plan these reads once (`plan_cache_mode =
 * force_generic_plan`), for each database the server opened (ADR 057). Left to itself PostgreSQL
 * plans them anew on every run: a day's span is estimated at far more rows without its values,
 * so the one plan for any values never looks cheaper and is never chosen, and planning costs two
 * to three times what running them does. In a transaction a read runs on its transaction's
 * connection, planned as any other statement there.
 */
const genericPlanReads = new WeakMap<Executor, Executor>();

/** Sends `db`'s prepared reads through `reads`, a database planning them once (see above). */
export const planReadsOnceOn = (db: Executor, reads: Executor) => {
  genericPlanReads.set(db, reads);
};

/** The database `db`'s prepared reads run on: its own, or the one planning them once. */
export const preparedReadsOf = (db: Executor): Executor => genericPlanReads.get(db) ?? db;

/**
 * A read the dashboard sends on every refresh, built by Drizzle once per database instead of on
 * every call: building a select costs Drizzle 20-170 us of CPU, often more than the database
 * takes to answer it. On PostgreSQL it is also a named statement, parsed once per connection
 * (ADR 021). Values go in as `sql.placeholder(...)`s; instants as ISO strings, as Drizzle would
 * send them. `name` is the statement's name and must be unique. On PGlite, which has no named
 * statements, the embedded client keeps it prepared with SQL's PREPARE (pglite-client.ts).
 */
export const preparedRead = <Query>(
  name: string,
  build: (db: Executor, name: string) => Query,
  /** False for a read without values: nothing to plan once, and it runs on `db`'s own pool. */
  planOnce = true,
) => {
  const built = new WeakMap<Executor, Query>();
  return (db: Executor): Query => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(planOnce ? preparedReadsOf(db) : db, name);
      built.set(db, query);
      // Drizzle's PGlite statement holds its client and text; on PostgreSQL `client` is a pool.
      const { client, queryString } = query as { client?: unknown; queryString?: unknown };
      if (keepsPrepared(client) && typeof queryString === 'string') {
        client.keepPrepared(queryString, name);
      }
    }
    return query;
  };
};

/** The placeholders of those reads: the hotel, and a span [start, end) of instants. */
export const param = {
  hotelId: sql.placeholder('hotelId'),
  start: sql.placeholder('start'),
  end: sql.placeholder('end'),
};

/** The values of `param` for a hotel and a span. */
export const spanOf = (hotelId: number, start: Date, end: Date) => ({
  hotelId,
  start: start.toISOString(),
  end: end.toISOString(),
});

/** The conditions of a read's rows: the hotel's (`param.hotelId`), dated `at` within the span. */
export const ofHotelInSpan = (hotelId: Column, at: Column) =>
  [eq(hotelId, param.hotelId), gte(at, param.start), lt(at, param.end)] as const;

/** The Cash / Online filter of the revenue reads: cash only, all but cash, or everything. */
export const paymentMethodFilter = (column: Column, paymentType: RevenuePaymentType | undefined) =>
  paymentType === 'cash'
    ? eq(column, 'cash')
    : paymentType === 'online'
      ? ne(column, 'cash')
      : undefined;

/**
 * A revenue read for each Cash / Online filter, each prepared once, and the one a request's
 * filter names (none: every method).
 */
export const byPaymentType = <Read>(
  read: (paymentType: RevenuePaymentType | undefined) => Read,
) => {
  const reads = { any: read(undefined), cash: read('cash'), online: read('online') };
  return (paymentType: RevenuePaymentType | undefined) => reads[paymentType ?? 'any'];
};
