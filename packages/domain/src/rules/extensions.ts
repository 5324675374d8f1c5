import { addDays, businessDate, type IsoDate } from './dates.ts';
import { fromHundredths, sumKyat, toHundredths, type Hundredths } from './money.ts';
import {
  chargeSummary,
  MissingPriceError,
  roomCharges,
  type ChargeSummary,
  type PriceList,
  type PricedStay,
} from './pricing.ts';
import { checkoutAtNoon, daysFromTo } from './stay-length.ts';

/** SPEC.md section 5, texts exactly as written. */
export const extensionMessages = {
  selectValidCheckout: 'Please select a valid checkout date.',
  daysAfterCurrent: 'New checkout date must be after current checkout date.',
  longStayAfterCurrent: 'New checkout date must be after the current checkout date.',
  hoursMinimum: 'Please enter a valid number of hours (minimum 1).',
} as const;

/**
 * The longest one extension may add; a longer stay is extended again. By hours at most a day:
 * more is a day's extension (150 hours typed for 15 was 750,000 Ks; issue 43).
 */
export const extensionLimits = { maxDays: 366, maxHours: 24 } as const;
export const extensionTooLongMessage = 'An extension can add at most a year.';
export const hoursTooManyMessage = `An extension can add at most ${extensionLimits.maxHours} hours.`;

const hourMs = 3600_000;

/**
 * Whole days from the current check-out's date to a new date (the hotel's calendar), at least 0:
 * the nights an extension adds, whatever the hour the guest was due to leave. The nights rule
 * (countNights, ADR 068) counts to the check-out date, so the stay's nights grow by exactly these.
 */
export const extraDaysBetween = (
  currentCheckout: Date,
  newDate: IsoDate,
  timeZone: string,
): number => Math.max(0, daysFromTo(businessDate(currentCheckout, timeZone), newDate));

/** Extend by days: the default new check-out is the day after the current one (at 12:00). */
export const defaultExtendByDaysDate = (currentCheckout: Date, timeZone: string): IsoDate =>
  addDays(businessDate(currentCheckout, timeZone), 1);

/** Why a new check-out date cannot extend a stay by days; undefined when it can. */
export const extendByDaysProblem = (
  currentCheckout: Date,
  newDate: IsoDate | null | undefined,
  timeZone: string,
): string | undefined => {
  if (!newDate) return extensionMessages.selectValidCheckout;
  const days = extraDaysBetween(currentCheckout, newDate, timeZone);
  if (newDate <= businessDate(currentCheckout, timeZone) || days === 0) {
    return extensionMessages.daysAfterCurrent;
  }
  if (days > extensionLimits.maxDays) return extensionTooLongMessage;
  return undefined;
};

/** The earliest long-stay extension: the day after the current check-out, from midnight. */
export const earliestLongStayDate = (currentCheckout: Date, timeZone: string): IsoDate =>
  addDays(businessDate(currentCheckout, timeZone), 1);

/**
 * The long-stay extension's default new check-out: tomorrow (at 12:00), as SPEC.md section 9
 * says, unless that is before the earliest allowed date; then the earliest (ADR 016).
 */
export const defaultLongStayDate = (
  now: Date,
  currentCheckout: Date,
  timeZone: string,
): IsoDate => {
  const tomorrow = addDays(businessDate(now, timeZone), 1);
  const earliest = earliestLongStayDate(currentCheckout, timeZone);
  return tomorrow < earliest ? earliest : tomorrow;
};

/** Why a date cannot extend a long stay; undefined when it can. */
export const longStayExtensionProblem = (
  currentCheckout: Date,
  newDate: IsoDate | null | undefined,
  timeZone: string,
): string | undefined => {
  if (!newDate) return extensionMessages.selectValidCheckout;
  if (newDate < earliestLongStayDate(currentCheckout, timeZone)) {
    return extensionMessages.longStayAfterCurrent;
  }
  const days = extraDaysBetween(currentCheckout, newDate, timeZone);
  if (days === 0) return extensionMessages.selectValidCheckout;
  if (days > extensionLimits.maxDays) return extensionTooLongMessage;
  return undefined;
};

/** Extend by hours: whole hours, at least 1; undefined when fine. */
export const extendByHoursProblem = (hours: unknown): string | undefined => {
  if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1) {
    return extensionMessages.hoursMinimum;
  }
  if (hours > extensionLimits.maxHours) return hoursTooManyMessage;
  return undefined;
};

export const defaultExtensionHours = 1;

export type ExtensionKind = 'days' | 'hours' | 'long-stay';

/** What an extension adds: its new check-out, its length and its charges. */
export interface ExtensionQuote extends ChargeSummary {
  kind: ExtensionKind;
  previousCheckout: Date;
  checkout: Date;
  /** Days added (by days, long stay) or hours added (by hours). */
  units: number;
  /** The price of one day or hour (with the extra bed for a full night). */
  unitPrice: number;
}

/**
 * Extend by days: the full-night price (the foreigner price for a foreign guest) plus the
 * extra-bed price when the guest has one, times the added days; the new check-out is the new
 * date at 12:00. Throws MissingPriceError for an unset price; check extendByDaysProblem first.
 */
export const quoteExtendByDays = (input: {
  prices: PriceList;
  extraBed: boolean;
  isForeigner: boolean;
  currentCheckout: Date;
  newDate: IsoDate;
  timeZone: string;
}): ExtensionQuote => {
  const days = extraDaysBetween(input.currentCheckout, input.newDate, input.timeZone);
  const night = (nights: number): PricedStay => ({
    stayType: 'full-night',
    nights,
    extraBed: input.extraBed,
    isForeigner: input.isForeigner,
  });
  return {
    ...chargeSummary(roomCharges(input.prices, night(days)), 0, 0),
    kind: 'days',
    previousCheckout: input.currentCheckout,
    checkout: checkoutAtNoon(input.newDate, input.timeZone),
    units: days,
    unitPrice: roomCharges(input.prices, night(1)),
  };
};

/** Extend by hours: the hourly-rate price times the hours; the new check-out is old + hours. */
export const quoteExtendByHours = (input: {
  prices: PriceList;
  hours: number;
  currentCheckout: Date;
}): ExtensionQuote => {
  const unitPrice = input.prices['hourly-rate'];
  if (unitPrice === undefined) throw new MissingPriceError('hourly-rate');
  return {
    ...chargeSummary(fromHundredths((toHundredths(unitPrice) * input.hours) as Hundredths), 0, 0),
    kind: 'hours',
    previousCheckout: input.currentCheckout,
    checkout: new Date(input.currentCheckout.getTime() + input.hours * hourMs),
    units: input.hours,
    unitPrice,
  };
};

/**
 * Long-stay extension: the added days times the price per day, plus tax and service percent of
 * that (0-100, empty counts as 0); the new check-out is the new date at 12:00.
 */
export const quoteLongStayExtension = (input: {
  pricePerDay: number;
  taxRate: unknown;
  serviceRate: unknown;
  currentCheckout: Date;
  newDate: IsoDate;
  timeZone: string;
}): ExtensionQuote => {
  const days = extraDaysBetween(input.currentCheckout, input.newDate, input.timeZone);
  return {
    ...chargeSummary(
      roomCharges({}, { stayType: 'long-stay', nights: days, pricePerNight: input.pricePerDay }),
      input.taxRate,
      input.serviceRate,
    ),
    kind: 'long-stay',
    previousCheckout: input.currentCheckout,
    checkout: checkoutAtNoon(input.newDate, input.timeZone),
    units: days,
    unitPrice: input.pricePerDay,
  };
};

/** The money a guest has paid and been charged. */
export interface GuestAmounts {
  amountPaid: number;
  roomCharges: number;
  taxCharges: number;
  serviceCharges: number;
}

/** On every extension the paid, room, tax and service amounts add to the guest's values. */
export const guestAmountsAfterExtension = (
  guest: GuestAmounts,
  extension: Pick<ChargeSummary, 'roomCharges' | 'tax' | 'service' | 'total'>,
): GuestAmounts => ({
  amountPaid: sumKyat([guest.amountPaid, extension.total]),
  roomCharges: sumKyat([guest.roomCharges, extension.roomCharges]),
  taxCharges: sumKyat([guest.taxCharges, extension.tax]),
  serviceCharges: sumKyat([guest.serviceCharges, extension.service]),
});
