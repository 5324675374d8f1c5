import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expenseCategories,
  expenseKindOfIncomeType,
  expenseTotals,
  incomeTypeOfExpense,
  isExpense,
  type ExpenseCategory,
  type ExpenseLine,
} from './expenses.ts';
import { sumKyat } from './money.ts';

const noTotals = Object.fromEntries(expenseCategories.map((c) => [c, 0]));

describe('the category of money paid out under an income Type', () => {
  it.each<[string, ExpenseCategory, string | null]>([
    // The desk's Add Payment choices (SPEC.md's manual income types).
    ['electricity', 'electricity', null],
    ['employee-food', 'staff-food', null],
    ['guest-food', 'guest-food', null],
    // 'Others' records the desk's own text.
    ['Taxi refund', 'others', 'Taxi refund'],
    ['Generator diesel', 'others', 'Generator diesel'],
    // The owner's categories, however the text was typed.
    ['supplies', 'supplies', null],
    [' Repairs ', 'repairs', null],
    ['SALARIES', 'salaries', null],
    ['staff-food', 'others', 'staff-food'],
  ])('%j is %s (%j)', (type, category, othersText) => {
    expect(expenseKindOfIncomeType(type)).toEqual({ category, othersText });
  });

  it.each<[ExpenseCategory, string, string]>([
    ['electricity', '', 'electricity'],
    ['staff-food', '', 'employee-food'],
    ['guest-food', 'ignored', 'guest-food'],
    ['supplies', '', 'supplies'],
    ['repairs', '', 'repairs'],
    ['salaries', '', 'salaries'],
    ['others', '  Water tank  ', 'Water tank'],
  ])('%s with %j records the Type %j, read back as the same category', (category, text, type) => {
    expect(incomeTypeOfExpense(category, text)).toBe(type);
    expect(expenseKindOfIncomeType(type).category).toBe(category);
  });
});

describe('isExpense: the report’s kind', () => {
  const paidOut = {
    revenueType: '',
    type: 'electricity',
    correction: null,
    guestLinked: false,
    reservationLinked: false,
    amount: -20000,
  };
  it.each<[string, Record<string, unknown>, boolean]>([
    ['money paid out', {}, true],
    ['money taken', { amount: 20000 }, false],
    ['a void', { correction: 'void' }, false],
    ['a refund', { correction: 'refund' }, false],
    ['a deposit refund', { type: 'deposit-refund', reservationLinked: true }, false],
  ])('%s: %s', (_, change, expected) => {
    expect(isExpense({ ...paidOut, ...change })).toBe(expected);
  });
});

describe('expenses by category and by day', () => {
  it('adds a range’s expenses, counted by hand', () => {
    const lines: ExpenseLine[] = [
      { date: '2026-11-02', category: 'electricity', amount: 45000 },
      { date: '2026-11-01', category: 'staff-food', amount: 3500 },
      { date: '2026-11-01', category: 'staff-food', amount: 4000.5 },
      { date: '2026-11-02', category: 'others', amount: 1200 },
      { date: '2026-11-01', category: 'supplies', amount: 0.1 },
      { date: '2026-11-01', category: 'supplies', amount: 0.2 },
    ];
    expect(expenseTotals(lines)).toEqual({
      total: 53700.8,
      byCategory: {
        ...noTotals,
        electricity: 45000,
        'staff-food': 7500.5,
        supplies: 0.3,
        others: 1200,
      },
      byDay: [
        { date: '2026-11-01', total: 7500.8, byCategory: { 'staff-food': 7500.5, supplies: 0.3 } },
        { date: '2026-11-02', total: 46200, byCategory: { electricity: 45000, others: 1200 } },
      ],
    });
  });

  it('no expenses: every category 0 and no day', () => {
    expect(expenseTotals([])).toEqual({ total: 0, byCategory: noTotals, byDay: [] });
  });

  it('the categories add up to the total, and so do the days, to the pya', () => {
    const line = fc.record({
      date: fc.constantFrom('2026-11-01', '2026-11-02', '2026-11-30', '2026-12-01'),
      category: fc.constantFrom(...expenseCategories),
      amount: fc.integer({ min: 1, max: 100_000_000 }).map((pya) => pya / 100),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const totals = expenseTotals(lines);
        expect(totals.total).toBe(sumKyat(lines.map((l) => l.amount)));
        expect(sumKyat(Object.values(totals.byCategory))).toBe(totals.total);
        expect(sumKyat(totals.byDay.map((d) => d.total))).toBe(totals.total);
        for (const day of totals.byDay)
          expect(sumKyat(Object.values(day.byCategory))).toBe(day.total);
      }),
    );
  });
});
