import type { IsoDate } from '../rules/dates.ts';
import { sumKyat } from '../rules/money.ts';
import { nightsFromDates } from '../rules/stay-length.ts';
import type { StayType } from '../rules/stay-types.ts';
import { quoteCheckIn } from './check-in.ts';

/** The nights of a stay from one date to another (leaving at 12:00), and what they cost. */
export interface StayNightsPrice {
  checkinDate: IsoDate;
  checkoutDate: IsoDate;
  nights: number;
  /** Room charges with tax and service, before any prepayment. */
  total: number;
}

export interface BookedVsNew {
  booked: StayNightsPrice;
  new: StayNightsPrice;
  /** New minus booked: more nights (early arrival, later check-out) count up. */
  nightsChange: number;
  totalChange: number;
}

/**
 * A reservation checked in on another day than booked, or leaving on another day: the reserved
 * nights and price next to the new ones (issue 19), so the desk sees the change before Confirm.
 * Both are quoted by quoteCheckIn with the rooms, rates and prices of the check-in. Undefined when
 * nothing changes, and for daycation and session (their price is per stay, not per night).
 */
export const bookedVsNew = (input: {
  stayType: StayType;
  booked: { checkinDate: IsoDate; checkoutDate: IsoDate };
  /** The arrival's night (arrivalNight: today, or yesterday before the arrival-day hour) and the check-out chosen in the dialog. */
  actual: { checkinDate: IsoDate; checkoutDate: IsoDate };
  quote: Omit<Parameters<typeof quoteCheckIn>[0], 'nights' | 'stayType' | 'prepaid'>;
}): BookedVsNew | undefined => {
  const { stayType, booked, actual } = input;
  if (stayType !== 'full-night' && stayType !== 'long-stay') return undefined;
  if (booked.checkinDate === actual.checkinDate && booked.checkoutDate === actual.checkoutDate) {
    return undefined;
  }
  const priced = (dates: { checkinDate: IsoDate; checkoutDate: IsoDate }): StayNightsPrice => {
    const nights = nightsFromDates(dates.checkinDate, dates.checkoutDate);
    const { total } = quoteCheckIn({ ...input.quote, stayType, nights });
    return { ...dates, nights, total };
  };
  const before = priced(booked);
  const after = priced(actual);
  return {
    booked: before,
    new: after,
    nightsChange: after.nights - before.nights,
    totalChange: sumKyat([after.total, -before.total]),
  };
};
