import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { displayLocaleFromAcceptLanguage } from '../i18n/accept-language.ts';
import { translateMessage } from '../i18n/burmese-messages.ts';
import { checkoutCollectSchema } from './bill.ts';
import { checkInRequestSchema } from './check-in.ts';
import { folioPaymentSchema } from './folio.ts';
import {
  checkInFormSchemaFor,
  extendDaysFormSchema,
  extendHoursFormSchema,
  extendLongStayFormSchema,
  foodOrderRatesFormSchema,
} from './forms.ts';
import { placeFoodOrderSchema } from './food.ts';
import { manualIncomeBody, manualPaymentFormSchema } from './incomes.ts';
import {
  extendByDaysRequestSchema,
  extendByHoursRequestSchema,
  extendLongStayRequestSchema,
} from './stays.ts';
import { walletReferenceBody, walletReferenceOf } from './wallet-reference.ts';

const tooLong = 'K'.repeat(61);
const tooLongMessage = 'Wallet reference must be at most 60 characters';

/** Each app call that takes money, with a body it accepts (by KPay). */
const calls: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'POST /check-in',
    checkInRequestSchema,
    {
      stayType: 'daycation',
      guest: { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' },
      rooms: [{ roomNumber: '101' }],
      paymentMethod: 'kpay',
    },
  ],
  ['POST /guests/{id}/payments', folioPaymentSchema, { amount: 5000, paymentMethod: 'kpay' }],
  ['checkout collect', checkoutCollectSchema, { amount: 5000, paymentMethod: 'kpay' }],
  [
    'POST /guests/{id}/extend-days',
    extendByDaysRequestSchema,
    { checkoutDate: '2026-11-30', paymentMethod: 'kpay' },
  ],
  [
    'POST /guests/{id}/extend-hours',
    extendByHoursRequestSchema,
    { hours: 2, paymentMethod: 'kpay' },
  ],
  [
    'POST /guests/{id}/extend-long-stay',
    extendLongStayRequestSchema,
    { checkoutDate: '2026-12-30', pricePerDay: 30000, paymentMethod: 'kpay' },
  ],
  [
    'the check-in form',
    checkInFormSchemaFor('daycation'),
    { name: 'Aye', nationalId: '1', phone: '09', taxRate: '', serviceRate: '' },
  ],
  ['the Extend Stay form', extendDaysFormSchema, { paymentMethod: 'kpay' }],
  ['the Extend Hours form', extendHoursFormSchema, { hours: '2', paymentMethod: 'kpay' }],
  [
    'the Extend Long Stay form',
    extendLongStayFormSchema,
    { pricePerDay: '30,000', taxRate: '', serviceRate: '', paymentMethod: 'kpay' },
  ],
  [
    'POST /food-orders',
    placeFoodOrderSchema,
    {
      guestId: 7,
      roomNumber: '101',
      items: [{ menuItemId: 2, quantity: 1 }],
      taxRate: 0,
      serviceRate: 0,
      paymentMethod: 'kpay',
    },
  ],
  ['the Food Order form', foodOrderRatesFormSchema, { taxRate: 0, serviceRate: 0 }],
  [
    'the Add Payment form',
    manualPaymentFormSchema,
    { paymentType: 'electricity', othersText: '', amount: '8,000', paymentMethod: 'kpay' },
  ],
];

const parse = (schema: z.ZodType, body: Record<string, unknown>, walletReference: unknown) =>
  schema.safeParse({ ...body, walletReference });

describe.each(calls)('%s: the wallet reference', (_, schema, body) => {
  it('is optional', () => {
    const parsed = schema.safeParse(body);
    expect(parsed.success && (parsed.data as Record<string, unknown>).walletReference).toBeFalsy();
  });

  it.each<[unknown, string | null]>([
    [' KP-2611-0042 ', 'KP-2611-0042'],
    ['K'.repeat(60), 'K'.repeat(60)],
    ['   ', null],
    ['', null],
    [null, null],
  ])('%j is kept as %j', (typed, kept) => {
    const parsed = parse(schema, body, typed);
    expect(parsed.success && (parsed.data as Record<string, unknown>).walletReference).toBe(kept);
  });

  it('refuses 61 characters with its message, in Burmese too', () => {
    const parsed = parse(schema, body, tooLong);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path, i.message])).toEqual([
      [['walletReference'], tooLongMessage],
    ]);
    expect(translateMessage(tooLongMessage, displayLocaleFromAcceptLanguage('my-MM'))).toBe(
      'ဝေါလက် ငွေလွှဲ အမှတ် သည် စာလုံးရေ ၆၀ လုံးထက် မပိုရပါ',
    );
  });
});

describe('walletReferenceOf: what a payment keeps', () => {
  it.each<[string | null, string | null | undefined, string | null]>([
    ['kpay', ' KP-1 ', 'KP-1'],
    ['ayapay', 'AP-2', 'AP-2'],
    ['wavepay', 'WP-3', 'WP-3'],
    ['cash', 'KP-1', null],
    ['room-account', 'KP-1', null],
    [null, 'KP-1', null],
    ['kpay', '  ', null],
    ['kpay', undefined, null],
  ])('%s with %j keeps %j', (method, typed, kept) => {
    expect(walletReferenceOf(method, typed)).toBe(kept);
    expect(walletReferenceBody(method, typed)).toEqual(kept ? { walletReference: kept } : {});
  });

  it('a cash Add Payment sends none', () => {
    const form = manualPaymentFormSchema.parse({
      paymentType: 'electricity',
      othersText: '',
      amount: '8,000',
      paymentMethod: 'cash',
      walletReference: 'KP-1',
    });
    expect(manualIncomeBody(form, '')).not.toHaveProperty('WalletReference');
  });
});
