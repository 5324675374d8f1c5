import type { RevenuePaymentType } from '../contract/stats.ts';
import { sumKyat } from './money.ts';

/** One line of a revenue list: an income, or a food revenue record shown as Type 'food'. */
export interface RevenueEntry {
  ID: number;
  Type: string;
  RoomNumber: string;
  Amount: number;
  RevenueType: string;
  PaymentMethod: string;
  CreatedAt: string;
  /** Beyond SPEC (ADR 034): the receipt to reprint, a void's or refund's mark and reason. */
  ReceiptNumber?: string | null | undefined;
  Correction?: 'void' | 'refund' | null | undefined;
  Reason?: string | null | undefined;
  Voided?: boolean | undefined;
  /** A food revenue record (voided at /food-revenues/{id}/void) rather than an income. */
  FoodRecord?: boolean | undefined;
  /** A reservation's deposit or its refund: the guest it is from (the reservation's name). */
  GuestName?: string | undefined;
}

/** A food revenue record as a list line (SPEC.md section 7): Type 'food', Amount its total. */
export const foodRecordEntry = (record: {
  ID: number;
  RoomNumber: string;
  TotalAmount: number;
  PaymentMethod: string;
  CreatedAt: string;
  ReceiptNumber?: string | null;
  Correction?: 'void' | 'refund' | null | undefined;
  Reason?: string | null | undefined;
  Voided?: boolean | undefined;
}): RevenueEntry => ({
  ID: record.ID,
  Type: 'food',
  RoomNumber: record.RoomNumber,
  Amount: record.TotalAmount,
  RevenueType: 'food-revenue',
  PaymentMethod: record.PaymentMethod,
  CreatedAt: record.CreatedAt,
  ReceiptNumber: record.ReceiptNumber,
  Correction: record.Correction,
  Reason: record.Reason,
  Voided: record.Voided,
  FoodRecord: true,
});

/** SPEC.md section 4: cash shows only cash; online shows everything that is not cash. */
export const matchesPaymentFilter = (method: string, filter: RevenuePaymentType): boolean =>
  filter === 'cash' ? method === 'cash' : method !== 'cash';

/** 'revenue' and '' are room revenue; 'food-revenue' counts with food. */
export const isRoomRevenue = (revenueType: string): boolean =>
  revenueType === 'revenue' || revenueType === '';

const newestFirst = <T extends RevenueEntry>(entries: T[]): T[] =>
  entries.sort((a, b) => Date.parse(b.CreatedAt) - Date.parse(a.CreatedAt) || b.ID - a.ID);

/** The Room Revenue list: the day's room-revenue incomes of the filter, newest first. */
export const roomRevenueEntries = <T extends RevenueEntry>(
  incomes: readonly T[],
  filter: RevenuePaymentType,
): T[] =>
  newestFirst(
    incomes.filter(
      (i) => isRoomRevenue(i.RevenueType) && matchesPaymentFilter(i.PaymentMethod, filter),
    ),
  );

/**
 * The Food Revenue list (SPEC.md section 9): the day's food revenue records plus the incomes of
 * RevenueType 'food-revenue', of the filter, newest first.
 */
export const foodRevenueEntries = <T extends RevenueEntry>(
  foodRecords: readonly T[],
  incomes: readonly T[],
  filter: RevenuePaymentType,
): T[] =>
  newestFirst(
    [...foodRecords, ...incomes.filter((i) => i.RevenueType === 'food-revenue')].filter((e) =>
      matchesPaymentFilter(e.PaymentMethod, filter),
    ),
  );

/** The sum of a list, exact to the pya. */
export const revenueTotal = (entries: readonly RevenueEntry[]): number =>
  sumKyat(entries.map((e) => e.Amount));

/** The admin's Overall Summary of a date and filter. */
export const revenueSummary = (room: readonly RevenueEntry[], food: readonly RevenueEntry[]) => {
  const roomRevenue = revenueTotal(room);
  const foodRevenue = revenueTotal(food);
  return { roomRevenue, foodRevenue, total: sumKyat([roomRevenue, foodRevenue]) };
};
