import { describe, expect, it } from 'vitest';
import {
  createIncomeSchema,
  manualIncomeBody,
  manualIncomeType,
  manualPaymentFormSchema,
  type ManualIncomeType,
} from './incomes.ts';

const manual = {
  Type: 'electricity',
  GuestID: null,
  RoomNumber: '0',
  Amount: -15000,
  RevenueType: '',
  PaymentMethod: 'cash',
};

describe('create-income', () => {
  it('accepts a manual payment', () => {
    expect(createIncomeSchema.parse(manual)).toEqual({ ...manual, ReceiptNumber: null });
  });

  it('accepts a check-in income', () => {
    const income = {
      Type: 'checked-in',
      GuestID: 4,
      RoomNumber: '101',
      Amount: 40000.5,
      RevenueType: 'revenue',
      PaymentMethod: 'kpay',
      ReceiptNumber: 'AUR202611220001',
    };
    expect(createIncomeSchema.parse(income)).toEqual(income);
  });

  it('defaults the room to 0 and the revenue type to room revenue', () => {
    expect(createIncomeSchema.parse({ Type: 'x', Amount: 1, PaymentMethod: 'cash' })).toMatchObject(
      {
        GuestID: null,
        RoomNumber: '0',
        RevenueType: '',
      },
    );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no type', { Type: '  ' }, 'Type', 'Type is required'],
    ['amount 0', { Amount: 0 }, 'Amount', 'Amount cannot be 0'],
    ['amount as text', { Amount: '100' }, 'Amount', 'Amount must be a number'],
    ['3 decimals', { Amount: 10.001 }, 'Amount', 'at most 2 decimals'],
    ['too large', { Amount: 2e9 }, 'Amount', 'Amount must be between'],
    ['a GuestID of 0', { GuestID: 0 }, 'GuestID', 'GuestID must be at least 1'],
    [
      'a revenue type',
      { RevenueType: 'drinks' },
      'RevenueType',
      "RevenueType must be one of: revenue, food-revenue, ''",
    ],
    ['no method', { PaymentMethod: undefined }, 'PaymentMethod', 'PaymentMethod is required'],
  ])('%s -> %s', (_case, change, field, message) => {
    const result = createIncomeSchema.safeParse({ ...manual, ...change });
    const issue = result.error?.issues.find((i) => i.path.join('.') === field);
    expect(issue?.message).toContain(message);
  });
});

describe('manualIncomeType', () => {
  it.each<[ManualIncomeType, string, string | undefined]>([
    ['electricity', '', 'electricity'],
    ['employee-food', 'ignored', 'employee-food'],
    ['guest-food', '', 'guest-food'],
    ['others', '  Laundry ', 'Laundry'],
    ['others', '   ', undefined],
    ['others', '', undefined],
  ])('%s with %j records %j', (chosen, text, expected) => {
    expect(manualIncomeType(chosen, text)).toBe(expected);
  });
});

describe('manualPaymentFormSchema', () => {
  const form = { paymentType: 'electricity', othersText: '', amount: -5000, paymentMethod: 'cash' };
  const problems = (change: Record<string, unknown>) => {
    const result = manualPaymentFormSchema.safeParse({ ...form, ...change });
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts an expense and builds a manual income', () => {
    expect(problems({})).toEqual([]);
    expect(manualIncomeBody(manualPaymentFormSchema.parse(form), 'food-revenue')).toEqual({
      Type: 'electricity',
      GuestID: null,
      RoomNumber: '0',
      Amount: -5000,
      RevenueType: 'food-revenue',
      PaymentMethod: 'cash',
    });
  });

  it("carries a wallet payment's reference, trimmed; never a cash payment's", () => {
    const kpay = { ...form, amount: 8000, paymentMethod: 'kpay', walletReference: ' KP-0042 ' };
    expect(manualIncomeBody(manualPaymentFormSchema.parse(kpay), '')).toMatchObject({
      WalletReference: 'KP-0042',
    });
    const cash = { ...kpay, paymentMethod: 'cash' };
    expect(manualIncomeBody(manualPaymentFormSchema.parse(cash), '')).not.toHaveProperty(
      'WalletReference',
    );
    expect(problems({ walletReference: 'x'.repeat(61) })).toEqual([
      ['walletReference', 'Wallet reference must be at most 60 characters'],
    ]);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [
      { paymentType: 'others', othersText: ' ' },
      'othersText',
      'Please specify the payment type for others',
    ],
    [{ amount: undefined }, 'amount', 'Amount is required'],
    [{ amount: Number.NaN }, 'amount', 'Amount must be a number'],
    [{ paymentMethod: undefined }, 'paymentMethod', 'Payment method is required'],
    [{ paymentType: undefined }, 'paymentType', 'Payment type is required'],
  ])('%j -> %s: %s', (change, field, message) => {
    expect(problems(change)).toEqual([[field, message]]);
  });
});
