import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeShiftFormSchema } from '../contract/shifts.ts';
import {
  cashDifference,
  incomeShiftKind,
  shiftNeedsNote,
  shiftSummary,
  type ShiftLine,
} from './shift.ts';

const line = (
  amount: number,
  paymentMethod: string,
  kind: ShiftLine['kind'],
  voided = false,
): ShiftLine => ({ amount, paymentMethod, kind, voided });

describe('shiftSummary: hand-computed shifts', () => {
  it.each([
    {
      name: 'no records: the drawer should hold the float',
      float: 50_000,
      lines: [],
      cashIn: 0,
      cashOut: 0,
      expected: 50_000,
    },
    {
      name: 'a cash check-in, a KPay payment and a cash expense',
      float: 50_000,
      lines: [
        line(40_000, 'cash', 'room'),
        line(35_000, 'kpay', 'room'),
        line(-5_000, 'cash', 'expense'),
      ],
      cashIn: 40_000,
      cashOut: 5_000,
      // 50,000 + 40,000 - 5,000; the KPay payment is not in the drawer.
      expected: 85_000,
    },
    {
      name: 'a cash refund is paid out; a voided cash food receipt and its void are neither',
      float: 20_000,
      lines: [
        line(12_500.5, 'cash', 'food', true),
        line(-12_500.5, 'cash', 'void'),
        line(-3_000.25, 'cash', 'refund'),
        line(7_000, 'wavepay', 'food'),
      ],
      cashIn: 0,
      cashOut: 3_000.25,
      // 20,000 - 3,000.25
      expected: 16_999.75,
    },
    {
      name: 'a payment voided in another shift is out of this one; its void elsewhere too',
      float: 10_000,
      lines: [line(30_000, 'cash', 'room', true), line(-8_000, 'cash', 'void')],
      cashIn: 0,
      cashOut: 0,
      expected: 10_000,
    },
    {
      name: 'pyas add up exactly',
      float: 0.1,
      lines: [line(0.2, 'cash', 'room'), line(-0.3, 'cash', 'expense')],
      cashIn: 0.2,
      cashOut: 0.3,
      expected: 0,
    },
  ])('$name', ({ float, lines, cashIn, cashOut, expected }) => {
    const summary = shiftSummary(float, lines);
    expect(summary).toMatchObject({ float, cashIn, cashOut, expectedCash: expected });
  });

  it('totals each wallet with its count, and room, food, expenses and refunds apart', () => {
    const summary = shiftSummary(10_000, [
      line(40_000, 'cash', 'room'),
      line(35_000, 'kpay', 'room'),
      line(15_000, 'kpay', 'food'),
      line(8_000, 'ayapay', 'food'),
      line(-5_000, 'cash', 'expense'),
      line(-2_000, 'wavepay', 'expense'),
      line(-1_000, 'kpay', 'refund'),
    ]);
    expect(summary.methods).toEqual({
      cash: { total: 35_000, count: 2 },
      kpay: { total: 49_000, count: 3 },
      ayapay: { total: 8_000, count: 1 },
      wavepay: { total: -2_000, count: 1 },
    });
    expect(summary).toMatchObject({ room: 75_000, food: 23_000, expenses: 7_000, refunds: 1_000 });
  });

  it('leaves voided wallet payments and their voids out of the wallet totals', () => {
    const summary = shiftSummary(0, [
      line(35_000, 'kpay', 'room', true),
      line(-35_000, 'kpay', 'void'),
      line(20_000, 'kpay', 'room'),
      line(9_000, 'ayapay', 'food', true),
      line(6_000, 'wavepay', 'food'),
      line(-6_000, 'wavepay', 'refund'),
    ]);
    expect(summary.methods).toEqual({
      cash: { total: 0, count: 0 },
      kpay: { total: 20_000, count: 1 },
      ayapay: { total: 0, count: 0 },
      wavepay: { total: 0, count: 2 },
    });
    expect(summary).toMatchObject({ room: 20_000, food: 6_000, refunds: 6_000, expenses: 0 });
  });
});

describe('what an income was for', () => {
  it.each([
    [{ amount: 40_000, revenueType: 'revenue', correction: null }, 'room'],
    [{ amount: 5_000, revenueType: '', correction: null }, 'room'],
    [{ amount: 8_000, revenueType: 'food-revenue', correction: null }, 'food'],
    [{ amount: -5_000, revenueType: '', correction: null }, 'expense'],
    [{ amount: -5_000, revenueType: 'revenue', correction: 'refund' }, 'refund'],
    [{ amount: -40_000, revenueType: 'revenue', correction: 'void' }, 'void'],
    [{ amount: -20_000, type: 'deposit-refund', revenueType: '', correction: null }, 'refund'],
    [{ amount: -5_000, type: 'deposit', revenueType: 'revenue', correction: null }, 'refund'],
    [{ amount: 20_000, type: 'deposit', revenueType: 'revenue', correction: null }, 'room'],
    [{ amount: -5_000, type: 'electricity', revenueType: '', correction: null }, 'expense'],
  ] as const)('%o is %s', (income, kind) => {
    expect(incomeShiftKind(income)).toBe(kind);
  });
});

describe('over or short', () => {
  it.each([
    [85_000, 85_000, 0],
    [84_500, 85_000, -500],
    [85_000.5, 85_000, 0.5],
    [0.3, 0.1, 0.2],
  ])('counted %d against expected %d is %d', (counted, expected, difference) => {
    expect(cashDifference(counted, expected)).toBe(difference);
    expect(shiftNeedsNote(counted, expected)).toBe(difference !== 0);
  });

  it('the close form asks for a note only when the drawer is over or short', () => {
    const form = closeShiftFormSchema(85_000);
    expect(form.safeParse({ countedCash: '85,000', note: '' }).success).toBe(true);
    const short = form.safeParse({ countedCash: '84,500', note: ' ' });
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['note', 'Please say why the cash is over or short'],
    ]);
    expect(form.safeParse({ countedCash: '84,500', note: 'Change given twice' }).success).toBe(
      true,
    );
  });
});

const amount = fc
  .integer({ min: -100_000_000, max: 100_000_000 })
  .filter((n) => n !== 0)
  .map((n) => n / 100);
const anyLine = fc.record({
  amount,
  paymentMethod: fc.constantFrom('cash', 'kpay', 'ayapay', 'wavepay'),
  kind: fc.constantFrom('room', 'food', 'expense', 'refund', 'void', 'other' as const),
  voided: fc.boolean(),
});

describe('shiftSummary: properties', () => {
  it('expected cash = float + cash in - cash out, to the pya, whatever the records', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000_000).map((n) => n / 100),
        fc.array(anyLine),
        anyLine,
        (float, lines, extra) => {
          const s = shiftSummary(float, lines);
          const pyas = (kyat: number) => Math.round(kyat * 100);
          expect(pyas(s.expectedCash)).toBe(pyas(float) + pyas(s.cashIn) - pyas(s.cashOut));
          expect(s.cashIn).toBeGreaterThanOrEqual(0);
          expect(s.cashOut).toBeGreaterThanOrEqual(0);
          // The cash method's net total is what the drawer gained or lost.
          expect(pyas(s.methods.cash.total)).toBe(pyas(s.cashIn) - pyas(s.cashOut));
          // Every record is counted once, but a void and a voided payment never.
          const counts = Object.values(s.methods).reduce((n, m) => n + m.count, 0);
          expect(counts).toBe(lines.filter((l) => l.kind !== 'void' && !l.voided).length);
          // A voided payment (and any void) changes none of the figures.
          expect(shiftSummary(float, [...lines, { ...extra, voided: true }])).toEqual(s);
          expect(shiftSummary(float, [...lines, { ...extra, kind: 'void' }])).toEqual(s);
        },
      ),
    );
  });
});
