import { z } from 'zod';
import { expenseCategories } from '../rules/expenses.ts';
import { paymentMethods } from '../rules/stay-types.ts';
import { choice, instantText, kyat, optionalText, typedNumber } from './input-fields.ts';
import { incomeLimits } from './incomes.ts';

/** Expenses of their own (ADR 082): what the owner enters and reads on /admin/expenses. */
export const expenseLimits = {
  othersTextLength: incomeLimits.typeLength,
  noteLength: 200,
} as const;

export const specifyExpenseMessage = 'Please say what the expense was for';

// A minus typed is 'more than 0' (one message), never 'cannot be negative' beside it.
const expenseAmount = kyat('Amount', {
  min: -incomeLimits.maxAmount,
  max: incomeLimits.maxAmount,
}).refine((n) => n > 0, 'Amount must be more than 0');

const othersTextField = z
  .string({ error: 'What the expense was for must be text' })
  .max(
    expenseLimits.othersTextLength,
    `What the expense was for must be at most ${expenseLimits.othersTextLength} characters`,
  );

const expenseFields = {
  category: choice('Category', expenseCategories),
  /** What an 'others' expense was for; ignored for the named categories. */
  othersText: othersTextField,
  /** Paid out, as a positive amount (it is recorded as a negative income). */
  amount: expenseAmount,
  method: choice('Payment method', paymentMethods),
  note: optionalText('Note', expenseLimits.noteLength),
};

/** An 'others' expense names what it was for (checked beside the other fields' problems). */
const othersNamed = {
  path: ['othersText'],
  message: specifyExpenseMessage,
  when: ({ value }: { value: unknown }) => {
    // Not on a body that is no object at all (null): that is the object's own problem.
    const form = (typeof value === 'object' && value) as {
      category?: unknown;
      othersText?: unknown;
    };
    return form && form.category === 'others' && typeof form.othersText === 'string';
  },
};
const isNamed = (e: { category: string; othersText: string }) =>
  e.category !== 'others' || e.othersText.trim() !== '';

/** POST /admin/expenses: an expense the owner enters. */
export const createExpenseSchema = z
  .object(
    { ...expenseFields, othersText: othersTextField.default('') },
    { error: 'The expense is required' },
  )
  .refine(isNamed, othersNamed);
export type CreateExpenseInput = z.input<typeof createExpenseSchema>;
export type CreateExpense = z.output<typeof createExpenseSchema>;

/** The Add expense dialog: the same fields, the amount as typed ('' is 'Amount is required'). */
export const expenseFormSchema = z
  .object({
    ...expenseFields,
    amount: typedNumber(expenseAmount, { label: 'Amount' }),
    note: z
      .string()
      .max(expenseLimits.noteLength, `Note must be at most ${expenseLimits.noteLength} characters`),
  })
  .refine(isNamed, othersNamed);
export type ExpenseForm = z.output<typeof expenseFormSchema>;

/** The body the Add expense dialog sends. */
export const expenseBody = (form: ExpenseForm): CreateExpenseInput => ({
  category: form.category,
  othersText: form.category === 'others' ? form.othersText.trim() : '',
  amount: form.amount,
  method: form.method,
  note: form.note.trim() || null,
});

/** An expense as the owner's list shows it. */
export const expenseSchema = z.object({
  id: z.number().int().describe('The income it is recorded as'),
  createdAt: instantText,
  category: z.enum(expenseCategories),
  othersText: z.string().nullable(),
  /** Paid out, positive. */
  amount: z.number(),
  method: z.string(),
  note: z.string().nullable(),
  /** Who recorded it; null for records of no user (seeds). */
  recordedBy: z.string().nullable(),
  /** Reversed by a void (ADR 034): still listed, marked. */
  voided: z.boolean(),
});
export type Expense = z.infer<typeof expenseSchema>;
export const expenseListSchema = z.array(expenseSchema);

/** The report's expenses (GET /admin/reports): by category and by day, as positive amounts. */
export const reportExpensesSchema = z.object({
  total: z
    .number()
    .describe('Money paid out as expenses in the range (the report’s expense, positive)'),
  byCategory: z.record(z.enum(expenseCategories), z.number()),
  byDay: z.array(
    z.object({
      date: z.string(),
      total: z.number(),
      byCategory: z.partialRecord(z.enum(expenseCategories), z.number()),
    }),
  ),
});
