import type { Folio } from '../contract/folio.ts';
import { sumKyat } from './money.ts';

/** How the balance collected at checkout is recorded (ADR 033). */
export interface BillCollection {
  /** Pays the food put on the room's account: a food receipt (food revenue). */
  food: number;
  /** The rest (room, tax, service, extra charges): an income of Type 'payment' (room revenue). */
  room: number;
}

const sumOf = (lines: Folio['Charges'], type: string) =>
  sumKyat(lines.filter((line) => line.Type === type).map((line) => line.Amount));

/**
 * The balance due split by what it pays: the food not yet paid by a food receipt goes to food
 * revenue first, the rest to room revenue; a settled or credit stay collects nothing. Each kyat
 * is recorded once, so the day's food and room revenue are what was collected. `foodPaid` is what
 * the stay's food receipts hold net of their voids (ADR 071: a void's folio line is Type 'void',
 * so the food it leaves owed is not found by Type); without it, the folio's 'food' payments.
 */
export const checkoutCollection = (folio: Folio, foodPaid?: number): BillCollection => {
  if (folio.Balance <= 0) return { food: 0, room: 0 };
  const unpaidFood = Math.max(
    0,
    sumKyat([sumOf(folio.Charges, 'food'), -(foodPaid ?? sumOf(folio.Payments, 'food'))]),
  );
  const food = Math.min(unpaidFood, folio.Balance);
  return { food, room: sumKyat([folio.Balance, -food]) };
};
