import { describe, expect, it } from 'vitest';
import {
  extendHoursFormSchema,
  extendLongStayFormSchema,
  foodOrderRatesFormSchema,
  menuItemFormSchema,
  roomPriceFormSchema,
  roomSwapFormSchema,
} from './forms.ts';
import { readTypedNumber } from './input-fields.ts';
import { manualPaymentFormSchema } from './incomes.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'ok' : result.error!.issues[0]!.message;

describe('readTypedNumber: a field read as typed, never rewritten', () => {
  it.each<[unknown, unknown]>([
    ['', undefined],
    ['   ', undefined],
    ['0', 0],
    ['-2', -2],
    ['40,000', 40000],
    ['1.50', 1.5],
    ['1e5', Number.NaN],
    ['-', Number.NaN],
    ['1.', Number.NaN],
    ['abc', Number.NaN],
    [150, 150],
    [-5000, -5000],
    [null, null],
  ])('%j is %j', (typed, read) => {
    expect(readTypedNumber(typed)).toStrictEqual(read);
  });
});

describe('the dialogs’ form schemas say what is wrong with what was typed', () => {
  const hours = 'Please enter a valid number of hours (minimum 1).';
  const blank = 'Please fill in both food name and price.';
  it.each<[string, () => { success: boolean }, string]>([
    ['hours 0', () => extendHoursFormSchema.safeParse({ hours: 0 }), hours],
    ['hours -2', () => extendHoursFormSchema.safeParse({ hours: -2 }), hours],
    ['hours blank', () => extendHoursFormSchema.safeParse({ hours: '' }), hours],
    ['hours 1.5', () => extendHoursFormSchema.safeParse({ hours: 1.5 }), hours],
    ['hours 2', () => extendHoursFormSchema.safeParse({ hours: 2 }), 'ok'],
    [
      'price per day -5000',
      () => extendLongStayFormSchema.safeParse({ pricePerDay: -5000 }),
      'Price per day cannot be negative',
    ],
    [
      'price per day blank',
      () => extendLongStayFormSchema.safeParse({ pricePerDay: '' }),
      'Price per day is required',
    ],
    [
      'long-stay tax 1e5',
      () => extendLongStayFormSchema.safeParse({ pricePerDay: 0, taxRate: '1e5' }),
      'Tax rate must be a number from 0 to 100',
    ],
    ['long-stay rates blank', () => extendLongStayFormSchema.safeParse({ pricePerDay: 0 }), 'ok'],
    [
      'food tax 150',
      () => foodOrderRatesFormSchema.safeParse({ taxRate: 150, serviceRate: 0 }),
      'Tax rate must be a number from 0 to 100',
    ],
    ['food tax 0', () => foodOrderRatesFormSchema.safeParse({ taxRate: 0, serviceRate: '' }), 'ok'],
    [
      'room price -1000',
      () => roomPriceFormSchema.safeParse({ edits: { 11: -1000 } }),
      'Price must be at least 0',
    ],
    [
      'room price 1.5',
      () => roomPriceFormSchema.safeParse({ edits: { 11: '1.5' } }),
      'Price must be a whole number',
    ],
    [
      'room price blank',
      () => roomPriceFormSchema.safeParse({ edits: { 11: '' } }),
      'Price is required',
    ],
    [
      'menu name blank',
      () => menuItemFormSchema.safeParse({ FoodName: ' ', FoodPrice: 100 }),
      blank,
    ],
    [
      'menu price blank',
      () => menuItemFormSchema.safeParse({ FoodName: 'Tea', FoodPrice: '' }),
      blank,
    ],
    [
      'menu price -1',
      () => menuItemFormSchema.safeParse({ FoodName: 'Tea', FoodPrice: -1 }),
      'Price cannot be negative',
    ],
    ['menu price 0', () => menuItemFormSchema.safeParse({ FoodName: 'Tea', FoodPrice: 0 }), 'ok'],
    [
      'no new room',
      () => roomSwapFormSchema.safeParse({ newRoomNumber: null }),
      'Please select a new room.',
    ],
    [
      'payment amount 0',
      () =>
        manualPaymentFormSchema.safeParse({
          paymentType: 'electricity',
          othersText: '',
          amount: '0',
          paymentMethod: 'cash',
        }),
      'Amount cannot be 0',
    ],
    [
      'payment amount -5,000 (an expense)',
      () =>
        manualPaymentFormSchema.safeParse({
          paymentType: 'electricity',
          othersText: '',
          amount: '-5,000',
          paymentMethod: 'cash',
        }),
      'ok',
    ],
  ])('%s: %s', (_, parse, message) => {
    expect(firstMessage(parse() as never)).toBe(message);
  });

  it('hands the dialog the numbers the request carries', () => {
    expect(extendHoursFormSchema.parse({ hours: '3' })).toEqual({
      hours: 3,
      paymentMethod: 'cash',
    });
    expect(roomPriceFormSchema.parse({ edits: { 11: '45,000' } })).toEqual({
      edits: { 11: 45000 },
    });
  });
});
