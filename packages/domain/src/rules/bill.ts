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
 * is recorded once, so the day's food and room revenue are what was collected.
 */
export const checkoutCollection = (folio: Folio): BillCollection => {
  if (folio.Balance <= 0) return { food: 0, room: 0 };
  const unpaidFood = Math.max(
    0,
    sumKyat([sumOf(folio.Charges, 'food'), -sumOf(folio.Payments, 'food')]),
  );
  const food = Math.min(unpaidFood, folio.Balance);
  return { food, room: sumKyat([folio.Balance, -food]) };
};
