import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chargeSummary,
  MissingPriceError,
  parseRate,
  roomCharges,
  type PricedStay,
} from './pricing.ts';

const standard = {
  'full-night': 40000,
  extrabed: 10000,
  'foreigner-full-night': 60000,
  'foreigner-extrabed': 15000,
  daycation: 25000,
  session: 15000,
  'hourly-rate': 5000,
};

describe('roomCharges (hand-computed)', () => {
  it.each<[string, PricedStay, number]>([
    ['1 night', { stayType: 'full-night', nights: 1, extraBed: false, isForeigner: false }, 40000],
    [
      '3 nights + extra bed',
      { stayType: 'full-night', nights: 3, extraBed: true, isForeigner: false },
      150000,
    ],
    [
      'foreigner 1 night',
      { stayType: 'full-night', nights: 1, extraBed: false, isForeigner: true },
      60000,
    ],
    [
      'foreigner 2 nights + extra bed',
      { stayType: 'full-night', nights: 2, extraBed: true, isForeigner: true },
      150000,
    ],
    ['daycation', { stayType: 'daycation', extraBed: false }, 25000],
    ['daycation + extra bed', { stayType: 'daycation', extraBed: true }, 35000],
    ['session', { stayType: 'session', extraBed: false }, 15000],
    ['long stay 10 x 35,000', { stayType: 'long-stay', nights: 10, pricePerNight: 35000 }, 350000],
    [
      'long stay 7 x 33,333.33',
      { stayType: 'long-stay', nights: 7, pricePerNight: 33333.33 },
      233333.31,
    ],
    ['long stay at 0', { stayType: 'long-stay', nights: 4, pricePerNight: 0 }, 0],
  ])('%s = %d Ks', (_case, stay, expected) => {
    expect(roomCharges(standard, stay)).toBe(expected);
  });

  it('names the missing price', () => {
    expect(() =>
      roomCharges(
        { 'full-night': 1 },
        { stayType: 'full-night', nights: 1, extraBed: true, isForeigner: false },
      ),
    ).toThrow(new MissingPriceError('extrabed'));
  });

  it('full night charges are the one-night charge times nights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 365 }),
        fc.boolean(),
        fc.boolean(),
        (nights, extraBed, isForeigner) => {
          const one = roomCharges(standard, {
            stayType: 'full-night',
            nights: 1,
            extraBed,
            isForeigner,
          });
          expect(
            roomCharges(standard, { stayType: 'full-night', nights, extraBed, isForeigner }),
          ).toBe(one * nights);
        },
      ),
    );
  });
});

describe('parseRate', () => {
  it.each<[unknown, number]>([
    [5, 5],
    ['12.5', 12.5],
    ['', 0],
    ['  ', 0],
    ['abc', 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [-3, 0],
    [150, 100],
    [0.01, 0.01],
    ['0x10', 0], // not a decimal a person types
    ['1e2', 0],
    [' 7.5 ', 7.5],
    // Myanmar digits, as the desk types them: the same 10 the form's rate field accepts.
    ['၁၀', 10],
    ['၇.၅', 7.5],
  ])('%s -> %d', (input, rate) => {
    expect(parseRate(input)).toBe(rate);
  });
});

describe('chargeSummary (hand-computed)', () => {
  it.each<[number, unknown, unknown, number, number, number]>([
    [40000, 5, 10, 2000, 4000, 46000],
    [150000, '', 'abc', 0, 0, 150000],
    [33333.33, 7.5, 0, 2500, 0, 35833.33], // 2,499.99975 rounds to 2,500.00
    [25000, 100, 100, 25000, 25000, 75000],
    [12345, 3.33, 1.11, 411.09, 137.03, 12893.12],
  ])(
    '%d Ks at tax %s%% and service %s%%',
    (charges, tax, service, taxAmount, serviceAmount, total) => {
      const summary = chargeSummary(charges, tax, service);
      expect(summary).toMatchObject({ tax: taxAmount, service: serviceAmount, total });
    },
  );

  it('total is exactly charges + tax + service, to the hundredth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, taxBp, serviceBp) => {
          const s = chargeSummary(cents / 100, taxBp / 100, serviceBp / 100);
          expect(Math.round(s.total * 100)).toBe(
            Math.round(s.roomCharges * 100) + Math.round(s.tax * 100) + Math.round(s.service * 100),
          );
          expect(s.tax).toBeLessThanOrEqual(s.roomCharges);
          expect(Number.isInteger(Math.round(s.tax * 100))).toBe(true);
        },
      ),
    );
  });
});
