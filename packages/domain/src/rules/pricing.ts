import { readTypedNumber } from '../contract/input-fields.ts';
import { fromHundredths, percentOfKyat, toHundredths, type Hundredths } from './money.ts';

/** A room type's prices by stay type ('full-night', 'extrabed', 'foreigner-full-night', ...). */
export type PriceList = Readonly<Record<string, number>>;

export class MissingPriceError extends Error {
  constructor(readonly stayType: string) {
    super(`No price is set for ${stayType}.`);
  }
}

const priceOf = (prices: PriceList, stayType: string): number => {
  const price = prices[stayType];
  if (price === undefined) throw new MissingPriceError(stayType);
  return price;
};

/**
 * Tax and service rates: a number 0-100, read as the desk types it by the one parser
 * (readTypedNumber: '၁၀' is 10, '12.5' is 12.5); empty or unreadable counts as 0.
 */
export const parseRate = (value: unknown): number => {
  const n = readTypedNumber(value);
  if (typeof n !== 'number' || !Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
};

export type PricedStay =
  | { stayType: 'full-night'; nights: number; extraBed: boolean; isForeigner: boolean }
  | { stayType: 'daycation' | 'session'; extraBed: boolean; isForeigner?: boolean }
  | { stayType: 'long-stay'; nights: number; pricePerNight: number };

/**
 * Room charges of one room: the stay type's price (foreigner price for a foreign full-night
 * guest), plus the extra-bed price when chosen, times nights.
 */
export const roomCharges = (prices: PriceList, stay: PricedStay): number => {
  switch (stay.stayType) {
    case 'full-night': {
      const prefix = stay.isForeigner ? 'foreigner-' : '';
      const perNight =
        toHundredths(priceOf(prices, `${prefix}full-night`)) +
        (stay.extraBed ? toHundredths(priceOf(prices, `${prefix}extrabed`)) : 0);
      return fromHundredths((perNight * stay.nights) as Hundredths);
    }
    case 'daycation':
    case 'session':
      return fromHundredths(
        (toHundredths(priceOf(prices, stay.stayType)) +
          (stay.extraBed ? toHundredths(priceOf(prices, 'extrabed')) : 0)) as Hundredths,
      );
    case 'long-stay':
      return fromHundredths((toHundredths(stay.pricePerNight) * stay.nights) as Hundredths);
  }
};

export interface ChargeSummary {
  roomCharges: number;
  taxRate: number;
  serviceRate: number;
  tax: number;
  service: number;
  total: number;
}

/** Tax = charges x tax rate / 100; service likewise; total = charges + tax + service. */
export const chargeSummary = (
  charges: number,
  taxRate: unknown,
  serviceRate: unknown,
): ChargeSummary => {
  const tax = parseRate(taxRate);
  const service = parseRate(serviceRate);
  const taxAmount = percentOfKyat(charges, tax);
  const serviceAmount = percentOfKyat(charges, service);
  return {
    roomCharges: charges,
    taxRate: tax,
    serviceRate: service,
    tax: taxAmount,
    service: serviceAmount,
    total: fromHundredths(
      (toHundredths(charges) + toHundredths(taxAmount) + toHundredths(serviceAmount)) as Hundredths,
    ),
  };
};
