import { fromHundredths, toHundredths, type Hundredths } from './money.ts';
import { depositIncomeType, depositRefundIncomeType } from './prepayment.ts';
import { paymentMethods, type PaymentMethod } from './stay-types.ts';

/**
 * Shift close (issue 20, ADR 044): what a receptionist's drawer should hold at the end of a
 * shift, and the split of what they took by payment method and by what it was for.
 */

/** What a payment taken or paid out in a shift was for. */
export type ShiftLineKind = 'room' | 'food' | 'expense' | 'refund' | 'void' | 'other';

/** One record the receptionist made in the shift: an income or a food receipt. */
export interface ShiftLine {
  amount: number;
  paymentMethod: string;
  kind: ShiftLineKind;
  /** A payment voided since (by anyone, in any shift): it never happened (ADR 072). */
  voided?: boolean;
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

/**
 * The shift's figures, exact to the pya, from its float and the records made in it; voided
 * payments and voids are left out (countedShiftLines).
 */
export const shiftSummary = (float: number, records: readonly ShiftLine[]): ShiftSummary => {
  const lines = countedShiftLines(records);
  const cash = (line: ShiftLine) => line.paymentMethod === 'cash';
  const cashIn = sum(lines, (l) => cash(l) && l.amount > 0);
  const cashOut = 0 - sum(lines, (l) => cash(l) && l.amount < 0);
  const methods = Object.fromEntries(
    paymentMethods.map((method) => {
      const of = (line: ShiftLine) => line.paymentMethod === method;
      return [method, { total: fromHundredths(sum(lines, of)), count: lines.filter(of).length }];
    }),
  ) as Record<PaymentMethod, MethodTotal>;
  return {
    float,
    cashIn: fromHundredths(cashIn),
    cashOut: fromHundredths(cashOut as Hundredths),
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
