import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitsMoneyColumn,
  moneyColumnLimit,
  moneyColumnProblems,
  moneyTooLargeMessage,
} from './money-column.ts';
import { translateMessage } from '../i18n/burmese-messages.ts';

describe('fitsMoneyColumn: numeric(14,2) holds 12 digits before the point', () => {
  it.each([
    [0, true],
    [40_000, true],
    [-5_000, true],
    [999_999_999_999.99, true],
    [-999_999_999_999.99, true],
    [1_000_000_000_000, false],
    [-1_000_000_000_000, false],
    // 10 lines x 1,000 x 100,000,000 Ks: the fuzzed order that gave a 500.
    [10 * 1000 * 100_000_000, false],
    // Ten long-stay extensions of 366 days at 100,000,000 Ks with 100% tax and 100% service.
    [10 * 366 * 100_000_000 * 3, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
  ])('%s fits: %s', (kyat, fits) => {
    expect(fitsMoneyColumn(kyat)).toBe(fits);
  });

  it('is exactly the amounts below the limit, whatever the sign', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (kyat) => {
        expect(fitsMoneyColumn(kyat)).toBe(Math.abs(kyat) < moneyColumnLimit);
      }),
    );
  });
});

describe('moneyColumnProblems', () => {
  it('names every amount that does not fit, and nothing when all fit', () => {
    expect(moneyColumnProblems({ total: 7000, foodCharges: 999_999_999_999 })).toEqual([]);
    expect(
      moneyColumnProblems(
        { total: 7000, foodCharges: 1_000_000_000_500, roomCharges: 2e12 },
        { foodCharges: 'Food charges' },
      ),
    ).toEqual([
      {
        field: 'foodCharges',
        message: 'Food charges is too large to record (at most 999,999,999,999.99 Ks)',
      },
      {
        field: 'roomCharges',
        message: 'roomCharges is too large to record (at most 999,999,999,999.99 Ks)',
      },
    ]);
  });

  it('has a Burmese text, with the maximum in the chosen digits', () => {
    const message = moneyTooLargeMessage('Food charges');
    expect(translateMessage(message, { language: 'my', digits: 'latn' })).toBe(
      'အစားအသောက်ခ သည် မှတ်တမ်းတင်ရန် ကြီးလွန်းသည် (အများဆုံး 999,999,999,999.99 ကျပ်)',
    );
    expect(translateMessage(message, { language: 'my', digits: 'mymr' })).toBe(
      'အစားအသောက်ခ သည် မှတ်တမ်းတင်ရန် ကြီးလွန်းသည် (အများဆုံး ၉၉၉,၉၉၉,၉၉၉,၉၉၉.၉၉ ကျပ်)',
    );
  });
});
