import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MissingPriceError } from '../rules/pricing.ts';
import { toHundredths } from '../rules/money.ts';
import { quoteCheckIn } from './check-in.ts';

const standard = { 'full-night': 40000, extrabed: 10000, daycation: 25000, session: 15000 };
const family = { 'full-night': 65000, extrabed: 12000, daycation: 40000, session: 25000 };

describe('quoteCheckIn (hand-computed)', () => {
  it('two rooms of two types, rates and a reservation prepayment', () => {
    const quote = quoteCheckIn({
      stayType: 'full-night',
      nights: 2,
      isForeigner: false,
      taxRate: 5,
      serviceRate: '10',
      rooms: [
        { roomNumber: '101', extraBed: true, prices: standard },
        { roomNumber: '105', extraBed: false, prices: family },
      ],
      prepaid: { amountPaid: 100000, prepaidDivider: 2 },
    });
    expect(quote).toEqual({
      rooms: [
        {
          roomNumber: '101',
          extraBed: true,
          roomCharges: 100000,
          extraBedCharges: 20000, // 2 nights x 10,000
          earlyCheckInCharges: 0,
          tax: 5000,
          service: 10000,
          total: 115000,
          prepaidShare: 43478.26, // 100,000 x 115,000 / 264,500 = 43,478.2608..
          amountDue: 71521.74,
        },
        {
          roomNumber: '105',
          extraBed: false,
          roomCharges: 130000,
          extraBedCharges: 0,
          earlyCheckInCharges: 0,
          tax: 6500,
          service: 13000,
          total: 149500,
          prepaidShare: 56521.74, // 56,521.7391..: the larger remainder takes the last pya
          amountDue: 92978.26,
        },
      ],
      taxRate: 5,
      serviceRate: 10,
      roomCharges: 230000,
      tax: 11500,
      service: 23000,
      total: 264500,
      priorPaid: 100000,
      grandTotal: 164500,
      overpaid: 0,
    });
  });

  it('walk-in: everything is paid now', () => {
    const quote = quoteCheckIn({
      stayType: 'session',
      nights: 1,
      isForeigner: false,
      taxRate: '',
      serviceRate: undefined,
      rooms: [{ roomNumber: '101', extraBed: true, prices: standard }],
    });
    expect(quote).toMatchObject({ total: 25000, priorPaid: 0, grandTotal: 25000 });
  });

  it('long stay at 33,333.33 a night with 5 % tax rounds to the hundredth', () => {
    const quote = quoteCheckIn({
      stayType: 'long-stay',
      nights: 1,
      isForeigner: false,
      pricePerNight: 33333.33,
      taxRate: 5,
      serviceRate: 0,
      rooms: [{ roomNumber: '101', extraBed: false, prices: {} }],
    });
    expect(quote).toMatchObject({ tax: 1666.67, total: 35000, grandTotal: 35000 });
  });

  it('a prepayment larger than the total leaves nothing due, and covers only the total', () => {
    const quote = quoteCheckIn({
      stayType: 'daycation',
      nights: 1,
      isForeigner: false,
      taxRate: 0,
      serviceRate: 0,
      rooms: [{ roomNumber: '101', extraBed: false, prices: standard }],
      prepaid: { amountPaid: 50000, prepaidDivider: 1 },
    });
    expect(quote).toMatchObject({ total: 25000, priorPaid: 25000, grandTotal: 0, overpaid: 25000 });
  });

  it.each([1, 2, 7])(
    'two rooms with 50,000 prepaid are credited 50,000 whatever the divider (%d)',
    (prepaidDivider) => {
      const quote = quoteCheckIn({
        stayType: 'daycation',
        nights: 1,
        isForeigner: false,
        taxRate: 0,
        serviceRate: 0,
        rooms: [
          { roomNumber: '101', extraBed: false, prices: { daycation: 60000 } },
          { roomNumber: '102', extraBed: false, prices: { daycation: 60000 } },
        ],
        prepaid: { amountPaid: 50000, prepaidDivider },
      });
      expect(quote).toMatchObject({ total: 120000, priorPaid: 50000, grandTotal: 70000 });
      expect(quote.rooms.map((r) => r.amountDue)).toEqual([35000, 35000]);
    },
  );

  it('what earlier check-ins were credited is not credited again', () => {
    const quote = quoteCheckIn({
      stayType: 'daycation',
      nights: 1,
      isForeigner: false,
      taxRate: 0,
      serviceRate: 0,
      rooms: [{ roomNumber: '101', extraBed: false, prices: standard }],
      prepaid: { amountPaid: 50000, alreadyCredited: 40000 },
    });
    expect(quote).toMatchObject({ total: 25000, priorPaid: 10000, grandTotal: 15000, overpaid: 0 });
  });

  it('a missing price is named', () => {
    expect(() =>
      quoteCheckIn({
        stayType: 'full-night',
        nights: 1,
        isForeigner: true,
        taxRate: 0,
        serviceRate: 0,
        rooms: [{ roomNumber: '101', extraBed: false, prices: standard }],
      }),
    ).toThrow(new MissingPriceError('foreigner-full-night'));
  });
});

describe('quoteCheckIn (properties)', () => {
  const price = fc.integer({ min: 0, max: 50_000_000 }).map((h) => h / 100);
  const rate = fc.oneof(
    fc.integer({ min: 0, max: 10000 }).map((h) => h / 100),
    fc.constant(''),
  );

  it('total = priorPaid + grandTotal; every amount has at most 2 decimals; nothing below 0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ fullNight: price, extraBed: price, withExtraBed: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 60 }),
        rate,
        rate,
        fc.option(
          fc.record({ amountPaid: price, prepaidDivider: fc.integer({ min: 1, max: 6 }) }),
          { nil: undefined },
        ),
        (rooms, nights, taxRate, serviceRate, prepaid) => {
          const quote = quoteCheckIn({
            stayType: 'full-night',
            nights,
            isForeigner: false,
            taxRate,
            serviceRate,
            rooms: rooms.map((r, i) => ({
              roomNumber: String(101 + i),
              extraBed: r.withExtraBed,
              prices: { 'full-night': r.fullNight, extrabed: r.extraBed },
            })),
            prepaid,
          });
          expect(toHundredths(quote.total)).toBe(
            toHundredths(quote.priorPaid) + toHundredths(quote.grandTotal),
          );
          for (const amount of [
            quote.total,
            quote.priorPaid,
            quote.grandTotal,
            ...quote.rooms.map((r) => r.amountDue),
          ]) {
            expect(Number(amount.toFixed(2))).toBe(amount);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
          for (const room of quote.rooms) expect(room.amountDue).toBeLessThanOrEqual(room.total);
          if (!prepaid) expect(quote.grandTotal).toBe(quote.total);
        },
      ),
    );
  });
});
