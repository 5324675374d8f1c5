import { describe, expect, it } from 'vitest';
import {
  checkInFormSchemaFor,
  extendHoursFormSchema,
  extendLongStayFormSchema,
  foodOrderRatesFormSchema,
  menuItemFormSchema,
  reservationModalFormSchema,
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

describe('the check-in and reservation forms', () => {
  const guest = {
    name: 'Aye',
    nationalId: '12/KaMaNa(N)111111',
    phone: '09 1',
    taxRate: '',
    serviceRate: '',
  };
  it.each<[string, string, Record<string, unknown>, string]>([
    ['full night, all typed', 'full-night', guest, 'ok'],
    ['name blank', 'full-night', { ...guest, name: '  ' }, 'Name is required'],
    [
      'tax 150',
      'daycation',
      { ...guest, taxRate: '150' },
      'Tax rate must be a number from 0 to 100',
    ],
    [
      'service -1',
      'session',
      { ...guest, serviceRate: '-1' },
      'Service rate must be a number from 0 to 100',
    ],
    ['a price is no full night rule', 'full-night', { ...guest, pricePerNight: '-1' }, 'ok'],
    [
      'long stay price blank',
      'long-stay',
      { ...guest, pricePerNight: '' },
      'Price per night is required',
    ],
    [
      'long stay price -100',
      'long-stay',
      { ...guest, pricePerNight: '-100' },
      'Price per night cannot be negative',
    ],
    [
      'long stay price 1e5',
      'long-stay',
      { ...guest, pricePerNight: '1e5' },
      'Price per night must be a number',
    ],
    ['long stay price 40,000', 'long-stay', { ...guest, pricePerNight: '40,000' }, 'ok'],
    // ADR 084: an NRC in either script; one written as an NRC must be one, a passport is not.
    ['NRC in Myanmar script', 'daycation', { ...guest, nationalId: '၁၂/မရက(နိုင်)၁၂၃၄၅၆' }, 'ok'],
    [
      'NRC of state 15',
      'full-night',
      { ...guest, nationalId: '15/MaYaKa(N)123456' },
      "The NRC's state number must be 1 to 14",
    ],
    [
      'NRC of 5 digits',
      'session',
      { ...guest, nationalId: '၁၂/မရက(နိုင်)၁၂၃၄၅' },
      "The NRC's number must be 6 digits",
    ],
    ['an old-style ID', 'daycation', { ...guest, nationalId: 'MYK-012345' }, 'ok'],
    [
      "a foreigner's passport is not an NRC",
      'daycation',
      { ...guest, isForeigner: true, nationalId: '12/34(5)678' },
      'ok',
    ],
  ])('%s', (_, stayType, values, message) => {
    expect(firstMessage(checkInFormSchemaFor(stayType).safeParse(values))).toBe(message);
  });

  const form = {
    name: 'Ko Ko',
    nationalId: '9/MaKaNa(N)654321',
    phone: '09 250',
    guestCount: 2,
    roomCount: 1,
    roomType: 'full-night',
    checkinDate: '2026-11-20T14:00:00.000Z',
    checkoutDate: '2026-11-24T12:00:00.000Z',
    extraBed: false,
    paymentType: 'none',
    amountPaid: 0,
    notes: '',
  } as const;
  const read = (fields: typeof form) => ({ ...fields });
  const pastStart = 'Check-in date cannot be before today';

  it('refuses a start before today, unless an edit keeps the stored one (to the minute)', () => {
    const today = '2026-11-21';
    expect(firstMessage(reservationModalFormSchema(read, today).safeParse(form))).toBe(pastStart);
    const kept = reservationModalFormSchema(read, today, '2026-11-20T14:00:30.000Z');
    expect(kept.parse(form).checkinDate).toBe('2026-11-20T14:00:30.000Z');
    const moved = { ...form, checkinDate: '2026-11-20T15:00:00.000Z' } as const;
    expect(firstMessage(kept.safeParse(moved))).toBe(pastStart);
  });

  it("names each wrong field once, at the field's top-level path", () => {
    const result = reservationModalFormSchema(read, '2026-11-01').safeParse({
      ...form,
      guestCount: 0,
      amountPaid: -1,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['guestCount'], 'Guest count must be at least 1'],
      [['amountPaid'], 'Amount paid cannot be negative'],
    ]);
  });
});
