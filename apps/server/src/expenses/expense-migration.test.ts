import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expenseKindOfIncomeType } from '@frontdesk/domain';
import { incomes } from '../db/schema.ts';
import { useTestApp } from '../../test/app-fixture.ts';

const fx = useTestApp(() => new Date('2026-11-21T03:30:00.000Z'));

/** Migration 0031's last statement: the expenses recorded before it, given their category. */
const datingStatement = readFileSync(
  new URL('../db/migrations/0031_expense_categories.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .at(-1)!;

describe('migration 0031 dates the expenses recorded before it', () => {
  it('from their Type, as the domain reads a desk’s Add Payment; other money stays without', async () => {
    const old = (
      type: string,
      amount: number,
      more: Partial<typeof incomes.$inferInsert> = {},
    ) => ({
      hotelId: fx.aureoId,
      type,
      amount,
      paymentMethod: 'cash',
      ...more,
    });
    const rows = [
      old('electricity', -20000),
      old('employee-food', -3500, { revenueType: 'food-revenue' }),
      old('guest-food', -1500),
      old('Generator diesel', -60000),
      old(' Supplies ', -8000),
      old('electricity', 5000),
      old('deposit-refund', -40000, { reservationId: 1 }),
      old('checked-in', -10000, { correction: 'refund' }),
    ];
    const inserted = await fx.db().insert(incomes).values(rows).returning({ id: incomes.id });
    await fx.db().execute(sql.raw(datingStatement));
    const after = await fx
      .db()
      .select({
        type: incomes.type,
        category: incomes.expenseCategory,
        othersText: incomes.expenseOthersText,
      })
      .from(incomes)
      .where(sql`${incomes.id} >= ${inserted[0]!.id}`)
      .orderBy(asc(incomes.id));
    expect(after.map((r) => [r.type, r.category, r.othersText])).toEqual([
      ['electricity', 'electricity', null],
      ['employee-food', 'staff-food', null],
      ['guest-food', 'guest-food', null],
      ['Generator diesel', 'others', 'Generator diesel'],
      [' Supplies ', 'supplies', null],
      ['electricity', null, null],
      ['deposit-refund', null, null],
      ['checked-in', null, null],
    ]);
    // The same reading as the domain's, which the desk's new records get.
    for (const r of after.slice(0, 5)) {
      expect({ category: r.category, othersText: r.othersText }).toEqual(
        expenseKindOfIncomeType(r.type),
      );
    }
  });
});
