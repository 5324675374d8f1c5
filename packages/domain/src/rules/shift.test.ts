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

const line = (amount: number, paymentMethod: string, kind: ShiftLine['kind']): ShiftLine => ({
  amount,
  paymentMethod,
  kind,
});

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
      name: 'a cash refund and a void of a cash food receipt are paid out',
      float: 20_000,
      lines: [
        line(12_500.5, 'cash', 'food'),
        line(-12_500.5, 'cash', 'void'),
        line(-3_000.25, 'cash', 'refund'),
        line(7_000, 'wavepay', 'food'),
      ],
      cashIn: 12_500.5,
      cashOut: 15_500.75,
      // 20,000 + 12,500.50 - 15,500.75
      expected: 16_999.75,
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
});

describe('what an income was for', () => {
  it.each([
    [{ amount: 40_000, revenueType: 'revenue', correction: null }, 'room'],
    [{ amount: 5_000, revenueType: '', correction: null }, 'room'],
    [{ amount: 8_000, revenueType: 'food-revenue', correction: null }, 'food'],
    [{ amount: -5_000, revenueType: '', correction: null }, 'expense'],
    [{ amount: -5_000, revenueType: 'revenue', correction: 'refund' }, 'refund'],
    [{ amount: -40_000, revenueType: 'revenue', correction: 'void' }, 'void'],
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
});

describe('shiftSummary: properties', () => {
  it('expected cash = float + cash in - cash out, to the pya, whatever the records', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000_000).map((n) => n / 100),
        fc.array(anyLine),
        (float, lines) => {
          const s = shiftSummary(float, lines);
          const pyas = (kyat: number) => Math.round(kyat * 100);
          expect(pyas(s.expectedCash)).toBe(pyas(float) + pyas(s.cashIn) - pyas(s.cashOut));
          expect(s.cashIn).toBeGreaterThanOrEqual(0);
          expect(s.cashOut).toBeGreaterThanOrEqual(0);
          // The cash method's net total is what the drawer gained or lost.
          expect(pyas(s.methods.cash.total)).toBe(pyas(s.cashIn) - pyas(s.cashOut));
          const counts = Object.values(s.methods).reduce((n, m) => n + m.count, 0);
          expect(counts).toBe(lines.length);
        },
      ),
    );
  });
});
