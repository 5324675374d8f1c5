import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, businessDate } from './dates.ts';
import {
  defaultExtendByDaysDate,
  defaultLongStayDate,
  earliestLongStayDate,
  extendByDaysProblem,
  extendByHoursProblem,
  extensionMessages,
  extraDaysBetween,
  guestAmountsAfterExtension,
  longStayExtensionProblem,
  quoteExtendByDays,
  quoteExtendByHours,
  quoteLongStayExtension,
} from './extensions.ts';
import { MissingPriceError } from './pricing.ts';

const tz = 'Asia/Yangon'; // UTC+06:30
const prices = {
  'full-night': 40000,
  extrabed: 10000,
  'foreigner-full-night': 60000,
  'foreigner-extrabed': 15000,
  'hourly-rate': 5000,
};
// 12:00 on 24 November at the hotel.
const checkoutNoon24 = new Date('2026-11-24T05:30:00.000Z');
// 15:00 on 24 November at the hotel (a stay extended by hours).
const checkout15h24 = new Date('2026-11-24T08:30:00.000Z');
// 00:30 on 25 November at the hotel, still 24 November in UTC.
const checkoutAfterMidnight = new Date('2026-11-24T18:00:00.000Z');

describe('extraDaysBetween (hand-computed)', () => {
  it.each<[string, Date, string, number]>([
    ['next day', checkoutNoon24, '2026-11-25', 1],
    ['three days', checkoutNoon24, '2026-11-27', 3],
    ['same day', checkoutNoon24, '2026-11-24', 0],
    ['earlier day counts 0', checkoutNoon24, '2026-11-20', 0],
    ['hour of the check-out does not count', checkout15h24, '2026-11-25', 1],
    ["the hotel's date, not UTC's", checkoutAfterMidnight, '2026-11-26', 1],
    ['over a month end', new Date('2026-11-30T05:30:00.000Z'), '2026-12-02', 2],
  ])('%s', (_case, current, date, days) => {
    expect(extraDaysBetween(current, date, tz)).toBe(days);
  });
});

describe('extend by days', () => {
  it('defaults to the day after the current check-out', () => {
    expect(defaultExtendByDaysDate(checkoutNoon24, tz)).toBe('2026-11-25');
    expect(defaultExtendByDaysDate(checkoutAfterMidnight, tz)).toBe('2026-11-26');
  });

  it.each<[string, string | null, string | undefined]>([
    ['no date', null, extensionMessages.selectValidCheckout],
    ['the same day', '2026-11-24', 'New checkout date must be after current checkout date.'],
    ['a day before', '2026-11-23', 'New checkout date must be after current checkout date.'],
    ['the next day', '2026-11-25', undefined],
    ['a year later', addDays('2026-11-24', 366), undefined],
    ['more than a year later', addDays('2026-11-24', 367), 'An extension can add at most a year.'],
  ])('%s', (_case, date, problem) => {
    expect(extendByDaysProblem(checkoutNoon24, date, tz)).toBe(problem);
  });

  it.each<[string, boolean, boolean, string, number, number]>([
    ['1 day', false, false, '2026-11-25', 40000, 40000],
    ['3 days with extra bed', true, false, '2026-11-27', 150000, 50000],
    ['2 days foreigner', false, true, '2026-11-26', 120000, 60000],
    ['2 days foreigner with extra bed', true, true, '2026-11-26', 150000, 75000],
  ])('%s = %d Ks', (_case, extraBed, isForeigner, newDate, total, unitPrice) => {
    const quote = quoteExtendByDays({
      prices,
      extraBed,
      isForeigner,
      currentCheckout: checkoutNoon24,
      newDate,
      timeZone: tz,
    });
    expect(quote).toMatchObject({
      kind: 'days',
      roomCharges: total,
      tax: 0,
      service: 0,
      total,
      unitPrice,
      previousCheckout: checkoutNoon24,
    });
    // The new check-out is the new date at 12:00 at the hotel.
    expect(quote.checkout.toISOString()).toBe(`${newDate}T05:30:00.000Z`);
  });

  it('names a missing price', () => {
    expect(() =>
      quoteExtendByDays({
        prices: { 'full-night': 1 },
        extraBed: true,
        isForeigner: false,
        currentCheckout: checkoutNoon24,
        newDate: '2026-11-25',
        timeZone: tz,
      }),
    ).toThrow(new MissingPriceError('extrabed'));
  });
});

describe('extend by hours', () => {
  it.each<[unknown, string | undefined]>([
    [1, undefined],
    [24, undefined],
    [0, 'Please enter a valid number of hours (minimum 1).'],
    [-2, 'Please enter a valid number of hours (minimum 1).'],
    [1.5, 'Please enter a valid number of hours (minimum 1).'],
    ['', 'Please enter a valid number of hours (minimum 1).'],
    [undefined, 'Please enter a valid number of hours (minimum 1).'],
    [25, 'An extension can add at most 24 hours.'],
    [150, 'An extension can add at most 24 hours.'],
  ])('%s hours: %s', (hours, problem) => {
    expect(extendByHoursProblem(hours)).toBe(problem);
  });

  it.each<[number, number, string]>([
    [1, 5000, '2026-11-24T06:30:00.000Z'],
    [3, 15000, '2026-11-24T08:30:00.000Z'],
    [24, 120000, '2026-11-25T05:30:00.000Z'],
  ])('%d hours = %d Ks, leaving at %s', (hours, total, checkout) => {
    const quote = quoteExtendByHours({ prices, hours, currentCheckout: checkoutNoon24 });
    expect(quote).toMatchObject({ kind: 'hours', units: hours, unitPrice: 5000, total });
    expect(quote.checkout.toISOString()).toBe(checkout);
  });

  it('names a missing hourly rate', () => {
    expect(() =>
      quoteExtendByHours({ prices: {}, hours: 1, currentCheckout: checkoutNoon24 }),
    ).toThrow(new MissingPriceError('hourly-rate'));
  });
});

describe('long-stay extension', () => {
  it('starts the day after the current check-out', () => {
    expect(earliestLongStayDate(checkoutNoon24, tz)).toBe('2026-11-25');
  });

  it('defaults to tomorrow, or the earliest date when tomorrow is too early', () => {
    const now = new Date('2026-11-24T03:00:00.000Z'); // 09:30 on the 24th
    expect(defaultLongStayDate(now, checkoutNoon24, tz)).toBe('2026-11-25');
    const earlier = new Date('2026-11-20T03:00:00.000Z');
    expect(defaultLongStayDate(earlier, checkoutNoon24, tz)).toBe('2026-11-25');
    const overstayed = new Date('2026-11-27T03:00:00.000Z');
    expect(defaultLongStayDate(overstayed, checkoutNoon24, tz)).toBe('2026-11-28');
  });

  it.each<[string, string | null, string | undefined]>([
    ['no date', null, 'Please select a valid checkout date.'],
    ['the same day', '2026-11-24', 'New checkout date must be after the current checkout date.'],
    ['before', '2026-11-01', 'New checkout date must be after the current checkout date.'],
    ['the earliest day', '2026-11-25', undefined],
  ])('%s', (_case, date, problem) => {
    expect(longStayExtensionProblem(checkoutNoon24, date, tz)).toBe(problem);
  });

  it.each<[string, number, unknown, unknown, string, object]>([
    [
      '5 days x 30,000 + 5% + 10%',
      30000,
      5,
      10,
      '2026-11-29',
      { units: 5, roomCharges: 150000, tax: 7500, service: 15000, total: 172500 },
    ],
    [
      'empty rates count as 0',
      25000,
      '',
      null,
      '2026-11-26',
      { units: 2, roomCharges: 50000, tax: 0, service: 0, total: 50000 },
    ],
    [
      'rates with decimals, rounded to the hundredth',
      33333.33,
      2.5,
      0,
      '2026-11-27',
      { units: 3, roomCharges: 99999.99, tax: 2500, service: 0, total: 102499.99 },
    ],
  ])('%s', (_case, pricePerDay, taxRate, serviceRate, newDate, expected) => {
    const quote = quoteLongStayExtension({
      pricePerDay,
      taxRate,
      serviceRate,
      currentCheckout: checkoutNoon24,
      newDate,
      timeZone: tz,
    });
    expect(quote).toMatchObject({ kind: 'long-stay', ...expected });
    expect(quote.checkout.toISOString()).toBe(`${newDate}T05:30:00.000Z`);
  });
});

describe('guestAmountsAfterExtension', () => {
  it('adds paid, room, tax and service to the guest', () => {
    expect(
      guestAmountsAfterExtension(
        { amountPaid: 92000, roomCharges: 80000, taxCharges: 4000, serviceCharges: 8000 },
        { roomCharges: 150000, tax: 7500, service: 15000, total: 172500 },
      ),
    ).toEqual({
      amountPaid: 264500,
      roomCharges: 230000,
      taxCharges: 11500,
      serviceCharges: 23000,
    });
  });

  it('adds to the hundredth without float drift', () => {
    expect(
      guestAmountsAfterExtension(
        { amountPaid: 0.1, roomCharges: 0.1, taxCharges: 0.2, serviceCharges: 0 },
        { roomCharges: 0.2, tax: 0.1, service: 0.3, total: 0.6 },
      ),
    ).toEqual({ amountPaid: 0.7, roomCharges: 0.3, taxCharges: 0.3, serviceCharges: 0.3 });
  });
});

describe('properties', () => {
  const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2026-01-01', n));
  const hour = fc.integer({ min: 0, max: 23 });

  it('a date is a valid day extension exactly when it is 1-366 days after the current one', () => {
    fc.assert(
      fc.property(day, hour, fc.integer({ min: -10, max: 400 }), (from, h, offset) => {
        const current = new Date(`${from}T${String(h).padStart(2, '0')}:00:00.000Z`);
        const currentDate = businessDate(current, tz);
        const target = addDays(currentDate, offset);
        const problem = extendByDaysProblem(current, target, tz);
        expect(problem === undefined).toBe(offset >= 1 && offset <= 366);
        if (problem === undefined) {
          expect(extraDaysBetween(current, target, tz)).toBe(offset);
        }
      }),
    );
  });

  it('a day extension costs the days times one day, and ends after the current check-out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 366 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_000_000 }),
        (days, extraBed, isForeigner, price) => {
          const list = { ...prices, 'full-night': price, 'foreigner-full-night': price * 2 };
          const quote = quoteExtendByDays({
            prices: list,
            extraBed,
            isForeigner,
            currentCheckout: checkoutNoon24,
            newDate: addDays('2026-11-24', days),
            timeZone: tz,
          });
          expect(quote.units).toBe(days);
          expect(quote.total).toBe(quote.unitPrice * days);
          expect(quote.checkout.getTime()).toBeGreaterThan(checkoutNoon24.getTime());
        },
      ),
    );
  });

  it('an hour extension moves the check-out by exactly the hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), (hours) => {
        const quote = quoteExtendByHours({ prices, hours, currentCheckout: checkout15h24 });
        expect(quote.checkout.getTime() - checkout15h24.getTime()).toBe(hours * 3600_000);
        expect(quote.total).toBe(5000 * hours);
      }),
    );
  });

  it('a long-stay total is its charges plus tax and service, each never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }).map((h) => h / 100),
        fc.integer({ min: 0, max: 10000 }).map((r) => r / 100),
        fc.integer({ min: 0, max: 10000 }).map((r) => r / 100),
        fc.integer({ min: 1, max: 366 }),
        (pricePerDay, taxRate, serviceRate, days) => {
          const quote = quoteLongStayExtension({
            pricePerDay,
            taxRate,
            serviceRate,
            currentCheckout: checkoutNoon24,
            newDate: addDays('2026-11-24', days),
            timeZone: tz,
          });
          expect(quote.units).toBe(days);
          expect(Math.round(quote.total * 100)).toBe(
            Math.round(quote.roomCharges * 100) +
              Math.round(quote.tax * 100) +
              Math.round(quote.service * 100),
          );
          expect(quote.tax).toBeGreaterThanOrEqual(0);
          expect(quote.service).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("after an extension the guest's paid amount grows by exactly its total", () => {
    const cents = fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(cents, cents, cents, cents, cents, (paid, room, tax, service, extra) => {
        const after = guestAmountsAfterExtension(
          { amountPaid: paid, roomCharges: room, taxCharges: tax, serviceCharges: service },
          { roomCharges: extra, tax: 0, service: 0, total: extra },
        );
        expect(Math.round(after.amountPaid * 100)).toBe(
          Math.round(paid * 100) + Math.round(extra * 100),
        );
        expect(after.taxCharges).toBe(tax);
      }),
    );
  });
});
