import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { displayDigits, displayLanguages } from '../rules/display-locale.ts';
import { formatKyat } from '../rules/money.ts';
import { kyat, ratePercent, readTypedNumber, typedNumber, withThousands } from './input-fields.ts';

describe('withThousands: a limit as the messages write it', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [100000, '100,000'],
    [5000000, '5,000,000'],
    [-1234567, '-1,234,567'],
    [12.5, '12.5'],
    [-0, '-0'],
  ])('%d -> %s', (value, written) => {
    expect(withThousands(value)).toBe(written);
  });

  it("writes any number as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true }), fc.constant(-0)),
        (n) => {
          expect(withThousands(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
    );
  });
});

describe('readTypedNumber: what the desk types, read the way the app shows numbers (ADR 067)', () => {
  it.each<[unknown, unknown]>([
    // The issue's cases.
    ['50,000', 50000],
    ['50 000', 50000],
    ['၅၀,၀၀၀', 50000],
    ['50,000 Ks', 50000],
    ['5,00', Number.NaN],
    ['1e5', Number.NaN],
    ['25OO', Number.NaN],
    ['abc', Number.NaN],
    ['-1', -1],
    ['0', 0],
    ['150', 150],
    ['', undefined],
    // The kyat word in either language, any case or spacing; blanks around.
    ['50,000Ks', 50000],
    ['50,000 ks', 50000],
    ['50,000 KS.', 50000],
    ['  12,500  ', 12500],
    ['၅၀,၀၀၀ ကျပ်', 50000],
    ['50000ကျပ်', 50000],
    ['1,000,000', 1000000],
    ['1 000 000', 1000000],
    ['1\u00a0000', 1000],
    ['-5,000', -5000],
    ['\u22125,000', -5000],
    ['-0', 0],
    ['7.5', 7.5],
    ['၇.၅', 7.5],
    ['1,000.25', 1000.25],
    // Refused: a group that is not three digits, mixed separators, half-typed or bare words.
    ['1,0000', Number.NaN],
    ['12,50', Number.NaN],
    [',500', Number.NaN],
    ['1,000 000', Number.NaN],
    ['1,,000', Number.NaN],
    ['Ks', Number.NaN],
    ['-', Number.NaN],
    ['1.', Number.NaN],
    ['.5', Number.NaN],
    ['5,000.', Number.NaN],
    ['1.000,5', Number.NaN],
    ['0x10', Number.NaN],
    ['+5', Number.NaN],
    ['5 Ks 5', Number.NaN],
    ['Infinity', Number.NaN],
    ['   ', undefined],
    [150, 150],
    [null, null],
    [undefined, undefined],
  ])('%j is %j', (typed, read) => {
    expect(readTypedNumber(typed)).toStrictEqual(read);
  });

  it('reads a whole number written as the app writes it, with any decoration, as itself', () => {
    const display = fc.record({
      language: fc.constantFrom(...displayLanguages),
      digits: fc.constantFrom(...displayDigits),
    });
    const decorated = fc
      .tuple(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        display,
        fc.constantFrom(',', ' ', '\u00a0', ''),
        fc.constantFrom('', ' Ks', 'Ks', ' ks', ' KS', ' ကျပ်', 'ကျပ်'),
        fc.constantFrom('', ' ', '  '),
        fc.boolean(),
      )
      .map(([n, locale, separator, word, blank, asFormatted]) => {
        const written = asFormatted
          ? formatKyat(n, locale)
          : `${withThousands(n).replaceAll(',', separator)}${word}`;
        return [n, `${blank}${written}${blank}`] as const;
      });
    fc.assert(
      fc.property(decorated, ([n, typed]) => {
        expect(readTypedNumber(typed)).toBe(n);
      }),
    );
  });
});

describe('typedNumber: a form field refuses what it cannot read with the field’s message', () => {
  const amount = z.object({
    amount: typedNumber(kyat('Amount', { min: 0, max: 1_000_000_000 }), { label: 'Amount' }),
  });
  const rate = z.object({ rate: ratePercent('Tax rate') });
  const message = (result: z.ZodSafeParseResult<unknown>) =>
    result.success ? result.data : result.error.issues[0]?.message;
  it.each<[string, unknown, unknown]>([
    ['50,000', { amount: 50000 }, 'Tax rate must be a number from 0 to 100'],
    ['50 000', { amount: 50000 }, 'Tax rate must be a number from 0 to 100'],
    ['၅၀,၀၀၀', { amount: 50000 }, 'Tax rate must be a number from 0 to 100'],
    ['50,000 Ks', { amount: 50000 }, 'Tax rate must be a number from 0 to 100'],
    ['5,00', 'Amount must be a number', 'Tax rate must be a number from 0 to 100'],
    ['1e5', 'Amount must be a number', 'Tax rate must be a number from 0 to 100'],
    ['25OO', 'Amount must be a number', 'Tax rate must be a number from 0 to 100'],
    ['abc', 'Amount must be a number', 'Tax rate must be a number from 0 to 100'],
    ['-1', 'Amount cannot be negative', 'Tax rate must be a number from 0 to 100'],
    ['0', { amount: 0 }, { rate: 0 }],
    ['150', { amount: 150 }, 'Tax rate must be a number from 0 to 100'],
    ['', 'Amount is required', { rate: 0 }],
    ['12.5', 'Amount must be a whole number', { rate: 12.5 }],
    ['၁၂.၅', 'Amount must be a whole number', { rate: 12.5 }],
    ['12.555', 'Amount must be a whole number', 'Tax rate can have at most 2 decimals'],
  ])('%j: amount %j, rate %j', (typed, asAmount, asRate) => {
    const amountRead = amount.safeParse({ amount: typed });
    expect(amountRead.success ? amountRead.data : message(amountRead)).toStrictEqual(asAmount);
    const rateRead = rate.safeParse({ rate: typed });
    expect(rateRead.success ? rateRead.data : message(rateRead)).toStrictEqual(asRate);
  });
});
