import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  activityLog,
  foodOrders,
  foodRevenues,
  guests,
  incomes,
  reservations,
} from '../apps/server/src/db/schema.ts';

/**
 * 10x history: the generated years copied `copies` times, each copy moved back by another span
 * of `days`, by the database itself (INSERT ... SELECT: seconds, where a client-side generator
 * takes minutes on PGlite). Copies are past: their stays checked out, their reservations arrived.
 */
export const addHistoryCopies = async (db: Database, copies: number, days: number) => {
  const maxId = async (table: PgTable) => {
    const result = await db.execute(
      sql.raw(`select coalesce(max(id), 0)::int as n from ${getTableName(table)}`),
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  };
  const [g, i, f, o, r, a] = (await Promise.all(
    [guests, incomes, foodRevenues, foodOrders, reservations, activityLog].map(maxId),
  )) as [number, number, number, number, number, number];
  const back = (column: string) => `t.${column} - make_interval(days => k * ${days})`;
  const copy = async (table: PgTable, max: number, overrides: Record<string, string>) => {
    const name = getTableName(table);
    const columns = Object.values(getTableColumns(table)).map((c) => c.name);
    const select = columns.map((c) => overrides[c] ?? `t.${c}`).join(', ');
    await db.execute(
      sql.raw(
        `insert into ${name} (${columns.join(', ')}) select ${select} from ${name} t ` +
          `cross join generate_series(1, ${copies}) k where t.id <= ${max}`,
      ),
    );
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${name}', 'id'), (select max(id) from ${name}))`,
      ),
    );
  };
  await copy(guests, g, {
    id: `t.id + k * ${g}`,
    reservation_id: 'null',
    status: `'checked-out'`,
    checkin_at: back('checkin_at'),
    checkout_at: back('checkout_at'),
    created_at: back('created_at'),
    checked_out_at: `coalesce(t.checked_out_at, t.checkout_at) - make_interval(days => k * ${days})`,
  });
  await copy(incomes, i, {
    id: `t.id + k * ${i}`,
    guest_id: `t.guest_id + k * ${g}`,
    created_at: back('created_at'),
  });
  await copy(foodRevenues, f, {
    id: `t.id + k * ${f}`,
    guest_id: `t.guest_id + k * ${g}`,
    order_time: back('order_time'),
    created_at: back('created_at'),
  });
  await copy(foodOrders, o, {
    id: `t.id + k * ${o}`,
    guest_id: `t.guest_id + k * ${g}`,
    food_revenue_id: `t.food_revenue_id + k * ${f}`,
    order_time: back('order_time'),
    created_at: back('created_at'),
  });
  await copy(reservations, r, {
    id: `t.id + k * ${r}`,
    status: `case when t.status = 'confirmed' then 'checked-in' else t.status end`,
    checkin_at: back('checkin_at'),
    checkout_at: back('checkout_at'),
    reservation_date: back('reservation_date'),
    created_at: back('created_at'),
    updated_at: back('updated_at'),
  });
  await copy(activityLog, a, { id: `t.id + k * ${a}`, at: back('at') });
  return {
    activity: a * copies,
    guests: g * copies,
    incomes: i * copies,
    foodRevenues: f * copies,
    foodOrders: o * copies,
    reservations: r * copies,
  };
};
