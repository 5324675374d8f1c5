import type { PriceStayType } from './stay-types.ts';

/**
 * Stay types whose price is one figure for the whole hotel (SPEC.md section 5): an edit to one
 * room type's entry applies to every room type's entry of that stay type.
 */
export const hotelWidePriceStayTypes: readonly string[] = [
  'daycation',
  'session',
  'extrabed',
  'hourly-rate',
] satisfies PriceStayType[];

export interface PriceEntry {
  id: number;
  stayType: string;
}

/** The entries a price edit of `edited` changes: itself, and its stay type's twins if hotel-wide. */
export const priceEntriesChangedBy = <T extends PriceEntry>(
  edited: T,
  entries: readonly T[],
): T[] =>
  hotelWidePriceStayTypes.includes(edited.stayType)
    ? entries.filter((e) => e.stayType === edited.stayType)
    : entries.filter((e) => e.id === edited.id);
