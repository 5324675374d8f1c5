import { businessDate } from './dates.ts';
import { sumKyat } from './money.ts';
import { MissingPriceError, roomCharges, type PriceList } from './pricing.ts';
import { countNights, type NightTimes } from './stay-length.ts';
import type { StayType } from './stay-types.ts';

/**
 * The hotel's rule for a swap to a room of another type (issue 43 item 6, ADR 073): keep the
 * price the stay was checked in at (the default, as swaps always did), or charge the
 * difference of the nights left to the stay's account. The owner chooses on /admin/hotel.
 */
export const swapPriceRules = ['keep-booked-price', 'charge-difference'] as const;
export type SwapPriceRule = (typeof swapPriceRules)[number];
export const defaultSwapPriceRule: SwapPriceRule = 'keep-booked-price';

/**
 * The nights a guest moving at `at` still sleeps before leaving: from the night the move belongs
 * to (the nights rule: before the arrival-day hour, the night before) up to the departure date;
 * 0 on the departure date itself (the guest leaves at 12:00).
 */
export const nightsLeftAt = (at: Date, departure: Date, times: NightTimes): number => {
  const count = countNights({ arrival: at, departure }, times);
  return businessDate(departure, times.timeZone) > count.firstNight ? count.nights : 0;
};

/** What a swap does to a stay's price, as the swap dialog shows it and the server charges it. */
export type SwapPriceChange =
  /** Both rooms are of one type: nothing to price. */
  | { kind: 'same-type' }
  /**
   * A daycation or session (one price for the whole hotel), or a long stay (its own price per
   * night): the room type does not change the price.
   */
  | { kind: 'not-by-type' }
  /** A price is missing for one of the types: the booked price is kept. */
  | { kind: 'unpriced' }
  | {
      kind: 'priced';
      nights: number;
      /** The new type's price less the old one's for those nights: below 0 a cheaper room. */
      difference: number;
      /** What goes onto the stay's account: the difference of an upgrade under 'charge-difference', else 0. */
      charge: number;
    };

export interface SwapPriceInput {
  stay: {
    stayType: StayType;
    extraBed: boolean;
    isForeigner: boolean;
    departure: Date;
  };
  from: { roomTypeId: number; prices: PriceList };
  to: { roomTypeId: number; prices: PriceList };
  at: Date;
  times: NightTimes;
  rule: SwapPriceRule;
}

/**
 * The price difference of a swap (ADR 073): for a full-night stay moving to a room of another
 * type, the new type's room charges for the nights left less the old type's (the hotel's prices
 * today, the stay's extra bed and foreigner price included). Charged only for a dearer room
 * under 'charge-difference'; a cheaper room is no credit (the booked price is kept).
 */
export const swapPriceChange = (input: SwapPriceInput): SwapPriceChange => {
  if (input.from.roomTypeId === input.to.roomTypeId) return { kind: 'same-type' };
  const { stay } = input;
  if (stay.stayType !== 'full-night') return { kind: 'not-by-type' };
  const nights = nightsLeftAt(input.at, stay.departure, input.times);
  const priced = { ...stay, stayType: 'full-night' as const, nights };
  try {
    const difference = sumKyat([
      roomCharges(input.to.prices, priced),
      -roomCharges(input.from.prices, priced),
    ]);
    const charge = input.rule === 'charge-difference' && difference > 0 ? difference : 0;
    return { kind: 'priced', nights, difference, charge };
  } catch (error) {
    if (error instanceof MissingPriceError) return { kind: 'unpriced' };
    throw error;
  }
};

/** What the stay's account line of a swap's charge says (stored, read by any later reader). */
export const swapChargeDescription = (from: string, to: string, nights: number) =>
  `Room change ${from} to ${to}, ${nights} ${nights === 1 ? 'night' : 'nights'}`;
