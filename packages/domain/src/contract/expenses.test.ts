import { describe, expect, it } from 'vitest';
import { hasBurmeseMessage } from '../i18n/burmese-messages.ts';
import { createExpenseSchema, expenseBody, expenseFormSchema } from './expenses.ts';

const form = { category: 'repairs', othersText: '', amount: '45,000', method: 'cash', note: '' };
const problems = (change: Record<string, unknown>) => {
  const result = expenseFormSchema.safeParse({ ...form, ...change });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the Add expense form', () => {
  it('reads the amount as typed and builds the body the route parses', () => {
    const body = expenseBody(expenseFormSchema.parse({ ...form, note: ' Door lock ' }));
    expect(body).toEqual({
      category: 'repairs',
      othersText: '',
      amount: 45000,
      method: 'cash',
      note: 'Door lock',
    });
    expect(createExpenseSchema.parse(body)).toEqual(body);
  });

  it.each<[string, Record<string, unknown>, string[][]]>([
    ['no amount', { amount: '' }, [['amount', 'Amount is required']]],
    ['a negative amount', { amount: '-5000' }, [['amount', 'Amount must be more than 0']]],
    ['0', { amount: '0' }, [['amount', 'Amount must be more than 0']]],
    ['a decimal point', { amount: '10.5' }, [['amount', 'Amount must be a whole number']]],
    ['too much', { amount: '2,000,000,000' }, [['amount', 'Amount must be at most 1,000,000,000']]],
    ['words', { amount: 'five' }, [['amount', 'Amount must be a number']]],
    [
      'others without its text',
      { category: 'others', othersText: '  ' },
      [['othersText', 'Please say what the expense was for']],
    ],
    ['no category', { category: undefined }, [['category', 'Category is required']]],
    [
      'a card',
      { method: 'card' },
      [['method', 'Payment method must be one of: cash, kpay, ayapay, wavepay']],
    ],
  ])('%s', (_, change, expected) => {
    expect(problems(change)).toEqual(expected);
    for (const [, message] of expected) expect(hasBurmeseMessage(message!), message).toBe(true);
  });

  it('others with its text records the text, and every problem shows at once', () => {
    expect(
      expenseBody(
        expenseFormSchema.parse({ ...form, category: 'others', othersText: ' Water tank ' }),
      ).othersText,
    ).toBe('Water tank');
    expect(problems({ category: 'others', amount: '' })).toEqual([
      ['amount', 'Amount is required'],
      ['othersText', 'Please say what the expense was for'],
    ]);
  });
});

describe('POST /admin/expenses body', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['an amount as text', { amount: '45000' }, 'Amount must be a number'],
    ['a huge amount', { amount: 1e300 }, 'Amount must be at most 1,000,000,000'],
    ['3 decimals', { amount: 1.005 }, 'Amount can have at most 2 decimals'],
    ['a long note', { note: 'x'.repeat(201) }, 'Note must be at most 200 characters'],
    ['others unnamed', { category: 'others' }, 'Please say what the expense was for'],
  ])('%s is refused: %s', (_, change, message) => {
    const result = createExpenseSchema.safeParse({
      category: 'repairs',
      amount: 100,
      method: 'kpay',
      ...change,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
    expect(hasBurmeseMessage(message), message).toBe(true);
  });

  it.each([null, 'text', 42, []])('a body of %j is refused as no expense', (body) => {
    expect(createExpenseSchema.safeParse(body).error?.issues.map((i) => i.message)).toEqual([
      'The expense is required',
    ]);
  });

  it('takes no othersText and no note as none', () => {
    expect(
      createExpenseSchema.parse({ category: 'salaries', amount: 250000.5, method: 'kpay' }),
    ).toEqual({
      category: 'salaries',
      othersText: '',
      amount: 250000.5,
      method: 'kpay',
      note: null,
    });
  });
});
