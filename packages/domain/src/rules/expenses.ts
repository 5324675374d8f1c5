import type { IsoDate } from './dates.ts';
import { fromHundredths, toHundredths, type Hundredths } from './money.ts';
import { incomeKind, type IncomeFacts } from './report.ts';

/**
 * Expenses of their own (issue 44 item 4, ADR 082). An expense stays an income of negative
 * amount (SPEC.md's money paid out, what every reader of incomes already counts); its category
 * and, for 'others', its text are kept beside it.
 */
export const expenseCategories = [
  'electricity',
  'staff-food',
  'guest-food',
  'supplies',
  'repairs',
  'salaries',
  'others',
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

/** The categories' names on the owner's pages and the reports, in both languages. */
export const expenseCategoryLabels: Record<'en' | 'my', Record<ExpenseCategory, string>> = {
  en: {
    electricity: 'Electricity',
    'staff-food': 'Staff Food',
    'guest-food': 'Guest Food',
    supplies: 'Supplies',
    repairs: 'Repairs',
    salaries: 'Salaries',
    others: 'Others',
  },
  my: {
    electricity: 'လျှပ်စစ်ခ',
    'staff-food': 'ဝန်ထမ်း အစားအသောက်',
    'guest-food': 'ဧည့်သည် အစားအသောက်',
    supplies: 'ပစ္စည်း ဝယ်ယူမှု',
    repairs: 'ပြုပြင်ခ',
    salaries: 'လစာ',
    others: 'အခြား',
  },
};

/**
 * The income Type (SPEC.md section 3) each category records: SPEC's manual types where it has
 * one (employee-food for staff food), the category's own word otherwise. 'others' records the
 * text typed, as the desk's Add Payment does.
 */
const incomeTypes: Record<Exclude<ExpenseCategory, 'others'>, string> = {
  electricity: 'electricity',
  'staff-food': 'employee-food',
  'guest-food': 'guest-food',
  supplies: 'supplies',
  repairs: 'repairs',
  salaries: 'salaries',
};

/** The Type an expense of `category` records (for 'others', its text, trimmed). */
export const incomeTypeOfExpense = (category: ExpenseCategory, othersText: string): string =>
  category === 'others' ? othersText.trim() : incomeTypes[category];

export interface ExpenseKind {
  category: ExpenseCategory;
  /** The text of an 'others' expense; null for the named categories. */
  othersText: string | null;
}

/**
 * The category of money paid out under an income Type: the Type a category records (any case,
 * spaces around it) is that category, any other text is 'others' with that text. The desk's
 * Add Payment (Electricity, Employee Food, Guest Food, Others) and migration 0031 read so.
 */
export const expenseKindOfIncomeType = (type: string): ExpenseKind => {
  const word = type.trim().toLowerCase();
  const found = (Object.keys(incomeTypes) as Exclude<ExpenseCategory, 'others'>[]).find(
    (category) => incomeTypes[category] === word,
  );
  return found ? { category: found, othersText: null } : { category: 'others', othersText: type };
};

/** Whether an income is an expense: the report's kind of it (voids, refunds, deposits are not). */
export const isExpense = (income: IncomeFacts): boolean => incomeKind(income) === 'expense';

/** An expense (or a day's expenses of one category, summed) as the report reads it. */
export interface ExpenseLine {
  date: IsoDate;
  category: ExpenseCategory;
  /** Paid out, as a positive amount. */
  amount: number;
}

export interface ExpenseDay {
  date: IsoDate;
  /** That day's expenses, as positive amounts. */
  total: number;
  /** That day's categories with an expense, in the categories' order. */
  byCategory: Partial<Record<ExpenseCategory, number>>;
}

export interface ExpenseTotals {
  total: number;
  /** Every category, 0 where none was spent. */
  byCategory: Record<ExpenseCategory, number>;
  /** The days with an expense, oldest first. */
  byDay: ExpenseDay[];
}

const byCategoryOf = (sums: Map<ExpenseCategory, Hundredths>) =>
  Object.fromEntries(
    expenseCategories.filter((c) => sums.has(c)).map((c) => [c, fromHundredths(sums.get(c)!)]),
  ) as Partial<Record<ExpenseCategory, number>>;

/** Expenses by category and by day, added exactly (as hundredths). */
export const expenseTotals = (lines: readonly ExpenseLine[]): ExpenseTotals => {
  const categories = new Map<ExpenseCategory, Hundredths>();
  const days = new Map<IsoDate, Map<ExpenseCategory, Hundredths>>();
  let total = 0;
  for (const line of lines) {
    const amount = toHundredths(line.amount);
    total += amount;
    categories.set(line.category, ((categories.get(line.category) ?? 0) + amount) as Hundredths);
    const day = days.get(line.date) ?? new Map<ExpenseCategory, Hundredths>();
    day.set(line.category, ((day.get(line.category) ?? 0) + amount) as Hundredths);
    days.set(line.date, day);
  }
  return {
    total: fromHundredths(total as Hundredths),
    byCategory: {
      ...(Object.fromEntries(expenseCategories.map((c) => [c, 0])) as Record<
        ExpenseCategory,
        number
      >),
      ...byCategoryOf(categories),
    },
    byDay: [...days]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, sums]) => ({
        date,
        total: fromHundredths([...sums.values()].reduce((a, b) => a + b, 0) as Hundredths),
        byCategory: byCategoryOf(sums),
      })),
  };
};
