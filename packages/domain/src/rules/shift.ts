import { fromHundredths, toHundredths, type Hundredths } from './money.ts';
import { depositIncomeType, depositRefundIncomeType } from './prepayment.ts';
import { paymentMethods, type PaymentMethod } from './stay-types.ts';

/**
 * Shift close (issue 20, ADR 044): what a receptionist's drawer should hold at the end of a
 * shift, and the split of what they took by payment method and by what it was for.
 */

/** What a payment taken or paid out in a shift was for. */
export const shiftLineKinds = ['room', 'food', 'expense', 'refund', 'void', 'other'] as const;
export type ShiftLineKind = (typeof shiftLineKinds)[number];

/** One record the receptionist made in the shift: an income or a food receipt. */
export interface ShiftLine {
  amount: number;
  paymentMethod: string;
  kind: ShiftLineKind;
  /** A payment voided since (by anyone, in any shift): it never happened (ADR 072). */
  voided?: boolean;
  /** A wallet payment's transaction reference (ADR 044). */
  walletReference?: string | null;
}

/**
 * The lines a shift's figures count: a void says its payment never happened, so neither the
 * voided payment nor the void moves the drawer or a wallet's total (ADR 072).
 */
export const countedShiftLines = <Line extends ShiftLine>(lines: readonly Line[]): Line[] =>
  lines.filter((line) => line.kind !== 'void' && !line.voided);

/**
 * What an income was for: a void or refund says so, and so does a reservation's deposit given
 * back (Type 'deposit-refund', or a lowered 'deposit', ADR 072); 'food-revenue' is food; any other money paid out (a
 * negative manual payment) is an expense; money taken for a room or by hand counts as room
 * revenue, as on the Room Revenue list ('revenue' and '').
 */
export const incomeShiftKind = (income: {
  amount: number;
  type?: string;
  revenueType: string;
  correction: 'void' | 'refund' | null;
}): ShiftLineKind => {
  if (income.correction) return income.correction;
  // A deposit given back: on a cancel or check-in, or by lowering the reservation's AmountPaid.
  if (income.type === depositRefundIncomeType) return 'refund';
  if (income.type === depositIncomeType && income.amount < 0) return 'refund';
  if (income.revenueType === 'food-revenue') return 'food';
  if (income.amount < 0) return 'expense';
  return income.revenueType === 'revenue' || income.revenueType === '' ? 'room' : 'other';
};

/** A food receipt: food, or the void of one. */
export const foodShiftKind = (record: { isVoid: boolean }): ShiftLineKind =>
  record.isVoid ? 'void' : 'food';

export interface MethodTotal {
  total: number;
  count: number;
}

export interface ShiftSummary {
  float: number;
  /** Cash taken (positive cash records). */
  cashIn: number;
  /** Cash paid out (negative cash records: expenses, refunds), as a positive amount. */
  cashOut: number;
  /** Float + cash in - cash out: what the drawer should hold. */
  expectedCash: number;
  /** Net total and number of records of each payment method. */
  methods: Record<PaymentMethod, MethodTotal>;
  /** Net room and food revenue of the shift (all methods). */
  room: number;
  food: number;
  /** Money paid out as expenses and refunds (all methods), as positive amounts. */
  expenses: number;
  refunds: number;
}

const sum = (lines: readonly ShiftLine[], pick: (line: ShiftLine) => boolean): Hundredths =>
  lines.filter(pick).reduce((total, line) => total + toHundredths(line.amount), 0) as Hundredths;

/** One payment method's money in a shift (the owner's shift page, issue 44). */
export interface ShiftMethodTotals {
  /** Money taken by it (its positive records). */
  taken: number;
  /** Money paid out by it (expenses, refunds), as a positive amount. */
  paidOut: number;
  /** Taken minus paid out. */
  total: number;
  /** Its records. */
  count: number;
  /** The wallet's transaction references, in the records' order (none for cash). */
  references: string[];
}

/**
 * Each payment method's money in the shift, exact to the pya: taken, paid out, net and count,
 * with each wallet's transaction references; voided payments and voids are left out
 * (countedShiftLines), every wallet apart.
 */
export const shiftMethodTotals = (
  records: readonly ShiftLine[],
): Record<PaymentMethod, ShiftMethodTotals> => {
  const lines = countedShiftLines(records);
  return Object.fromEntries(
    paymentMethods.map((method) => {
      const of = lines.filter((line) => line.paymentMethod === method);
      const taken = sum(of, (line) => line.amount > 0);
      const paidOut = 0 - sum(of, (line) => line.amount < 0);
      const totals: ShiftMethodTotals = {
        taken: fromHundredths(taken),
        paidOut: fromHundredths(paidOut as Hundredths),
        total: fromHundredths((taken - paidOut) as Hundredths),
        count: of.length,
        references: of.flatMap((line) => (line.walletReference ? [line.walletReference] : [])),
      };
      return [method, totals];
    }),
  ) as Record<PaymentMethod, ShiftMethodTotals>;
};

/**
 * The shift's figures, exact to the pya, from its float and the records made in it; voided
 * payments and voids are left out (countedShiftLines).
 */
export const shiftSummary = (float: number, records: readonly ShiftLine[]): ShiftSummary => {
  const lines = countedShiftLines(records);
  const byMethod = shiftMethodTotals(lines);
  const cashIn = toHundredths(byMethod.cash.taken);
  const cashOut = toHundredths(byMethod.cash.paidOut);
  const methods = Object.fromEntries(
    paymentMethods.map((method) => {
      const { total, count } = byMethod[method];
      return [method, { total, count }];
    }),
  ) as Record<PaymentMethod, MethodTotal>;
  return {
    float,
    cashIn: byMethod.cash.taken,
    cashOut: byMethod.cash.paidOut,
    expectedCash: fromHundredths((toHundredths(float) + cashIn - cashOut) as Hundredths),
    methods,
    room: fromHundredths(sum(lines, (l) => l.kind === 'room')),
    food: fromHundredths(sum(lines, (l) => l.kind === 'food')),
    expenses: fromHundredths((0 - sum(lines, (l) => l.kind === 'expense')) as Hundredths),
    refunds: fromHundredths((0 - sum(lines, (l) => l.kind === 'refund')) as Hundredths),
  };
};

/** Counted minus expected: positive the drawer is over, negative it is short. */
export const cashDifference = (counted: number, expected: number): number =>
  fromHundredths((toHundredths(counted) - toHundredths(expected)) as Hundredths);

/** A shift whose counted cash differs from the expected must say why (a note). */
export const shiftNeedsNote = (counted: number, expected: number): boolean =>
  cashDifference(counted, expected) !== 0;
