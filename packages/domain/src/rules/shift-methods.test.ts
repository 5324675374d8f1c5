import { describe, expect, it } from 'vitest';
import { incomeShiftKind, shiftMethodTotals, shiftSummary, type ShiftLine } from './shift.ts';

const line = (
  amount: number,
  paymentMethod: string,
  kind: ShiftLine['kind'],
  extra: Partial<ShiftLine> = {},
): ShiftLine => ({ amount, paymentMethod, kind, ...extra });
const none = { taken: 0, paidOut: 0, total: 0, count: 0, references: [] };

describe('shiftMethodTotals: hand-computed shifts (issue 44)', () => {
  it.each([
    {
      name: 'no records: every method at nothing',
      lines: [],
      totals: { cash: none, kpay: none, ayapay: none, wavepay: none },
    },
    {
      name: 'each wallet apart, with its transaction IDs in order',
      lines: [
        line(40_000, 'cash', 'room'),
        line(35_000, 'kpay', 'room', { walletReference: 'KP-1' }),
        line(15_000, 'kpay', 'food', { walletReference: 'KP-2' }),
        line(8_000, 'ayapay', 'food', { walletReference: 'AY-9' }),
        line(6_000, 'wavepay', 'room', { walletReference: null }),
        line(-5_000, 'cash', 'expense'),
      ],
      totals: {
        // 40,000 - 5,000
        cash: { taken: 40_000, paidOut: 5_000, total: 35_000, count: 2, references: [] },
        // 35,000 + 15,000
        kpay: { taken: 50_000, paidOut: 0, total: 50_000, count: 2, references: ['KP-1', 'KP-2'] },
        ayapay: { taken: 8_000, paidOut: 0, total: 8_000, count: 1, references: ['AY-9'] },
        wavepay: { taken: 6_000, paidOut: 0, total: 6_000, count: 1, references: [] },
      },
    },
    {
      name: 'a voided KPay payment and its void are out, its ID too',
      lines: [
        line(35_000, 'kpay', 'room', { voided: true, walletReference: 'KP-VOID' }),
        line(-35_000, 'kpay', 'void'),
        line(20_000, 'kpay', 'room', { walletReference: 'KP-3' }),
        line(12_500.5, 'cash', 'food', { voided: true }),
        line(-12_500.5, 'cash', 'void'),
      ],
      totals: {
        cash: none,
        kpay: { taken: 20_000, paidOut: 0, total: 20_000, count: 1, references: ['KP-3'] },
        ayapay: none,
        wavepay: none,
      },
    },
    {
      name: 'a refund paid out by WavePay and pyas exact',
      lines: [line(6_000.3, 'wavepay', 'food'), line(-2_000.1, 'wavepay', 'refund')],
      totals: {
        cash: none,
        kpay: none,
        ayapay: none,
        // 6,000.30 - 2,000.10
        wavepay: { taken: 6_000.3, paidOut: 2_000.1, total: 4_000.2, count: 2, references: [] },
      },
    },
  ])('$name', ({ lines, totals }) => {
    expect(shiftMethodTotals(lines)).toEqual(totals);
  });

  it("a deposit given back is a refund: paid out of the drawer, in the shift's refunds", () => {
    const refund = { amount: -20_000, type: 'deposit-refund', revenueType: '', correction: null };
    const lines = [
      line(30_000, 'cash', incomeShiftKind({ ...refund, amount: 30_000, type: 'deposit' })),
      line(-20_000, 'cash', incomeShiftKind(refund)),
      line(-3_000, 'cash', incomeShiftKind({ ...refund, amount: -3_000, type: 'electricity' })),
    ];
    expect(shiftMethodTotals(lines).cash).toEqual({
      taken: 30_000,
      // 20,000 + 3,000
      paidOut: 23_000,
      total: 7_000,
      count: 3,
      references: [],
    });
    // 10,000 + 30,000 - 23,000
    expect(shiftSummary(10_000, lines)).toMatchObject({
      cashIn: 30_000,
      cashOut: 23_000,
      expectedCash: 17_000,
      room: 30_000,
      refunds: 20_000,
      expenses: 3_000,
    });
  });
});
