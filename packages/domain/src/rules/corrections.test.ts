import { describe, expect, it } from 'vitest';
import { refundFormSchema, refundSchema, voidPaymentSchema } from '../contract/corrections.ts';
import { displayLocaleFromAcceptLanguage } from '../i18n/accept-language.ts';
import { translateMessage } from '../i18n/burmese-messages.ts';
import {
  alreadyVoidedMessage,
  depositVoidMessage,
  refundLimit,
  refundRefusal,
  refundedVoidMessage,
  stayHoldsLessMessage,
  voidOfVoidMessage,
  voidRefusal,
} from './corrections.ts';

describe('voidRefusal', () => {
  it.each([
    [{ correction: null, isDeposit: false, voided: false }, undefined],
    [{ correction: 'refund', isDeposit: false, voided: false }, undefined],
    [{ correction: null, isDeposit: false, voided: true }, alreadyVoidedMessage],
    [{ correction: 'refund', isDeposit: false, voided: true }, alreadyVoidedMessage],
    [{ correction: 'void', isDeposit: false, voided: false }, voidOfVoidMessage],
    [{ correction: null, isDeposit: true, voided: false }, depositVoidMessage],
  ] as const)('%o -> %s', (payment, refusal) => {
    expect(voidRefusal(payment)).toBe(refusal);
  });

  // ADR 071: a void never gives back what a refund already gave, nor takes AmountPaid below 0.
  const payment = { correction: null, isDeposit: false, voided: false } as const;
  it.each([
    ['payment 10,000, refunded 6,000', { refunded: 6000 }, refundedVoidMessage(6000)],
    ['refunded 0', { refunded: 0 }, undefined],
    ['stay holds 0 of 80,000', { stay: { takes: 80000, holds: 0 } }, stayHoldsLessMessage(0)],
    [
      'stay holds 79,999.99',
      { stay: { takes: 80000, holds: 79999.99 } },
      stayHoldsLessMessage(79999.99),
    ],
    ['stay holds exactly it', { stay: { takes: 80000, holds: 80000 } }, undefined],
    ['outside AmountPaid', {}, undefined],
  ])('%s', (_, change, refusal) => {
    expect(voidRefusal({ ...payment, ...change })).toBe(refusal);
  });

  it('says the numbers as the desk reads them, in English and Burmese', () => {
    expect(refundedVoidMessage(6000)).toBe(
      'This payment has refunds of 6,000 Ks: it cannot be voided. Refund what is left of it instead.',
    );
    expect(stayHoldsLessMessage(79999.99)).toBe(
      'This payment cannot be voided: the stay holds only 79,999.99 Ks of what was paid (the rest was given back).',
    );
    for (const message of [refundedVoidMessage(6000), stayHoldsLessMessage(0)]) {
      expect(translateMessage(message, displayLocaleFromAcceptLanguage('my'))).not.toBe(message);
    }
  });
});

describe('refundLimit and refundRefusal', () => {
  it.each([
    // stay paid, payment (amount, refunded so far), limit: computed by hand
    [80000, undefined, 80000],
    [0, undefined, 0],
    [-500, undefined, 0],
    [80000, { amount: 30000, refunded: 0 }, 30000],
    [80000, { amount: 30000, refunded: 10000.5 }, 19999.5],
    [10000, { amount: 30000, refunded: 0 }, 10000],
    [80000, { amount: 30000, refunded: 30000 }, 0],
  ])('stay %d, payment %o: at most %d', (paid, payment, limit) => {
    expect(refundLimit(paid, payment)).toBe(limit);
  });

  it('refuses a refund above the limit, with the limit in the message', () => {
    expect(refundRefusal(19999.5, 19999.5)).toBeUndefined();
    expect(refundRefusal(19999.51, 19999.5)).toBe(
      'A refund can be at most 19,999.5 Ks (what was paid and not yet given back).',
    );
    const burmese = displayLocaleFromAcceptLanguage('my-MM');
    expect(translateMessage(refundRefusal(2, 1)!, burmese)).toContain('ပြန်အမ်းငွေ');
  });
});

describe('void and refund schemas', () => {
  it('needs a reason, trimmed', () => {
    expect(voidPaymentSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      'Reason is required',
    );
    expect(voidPaymentSchema.parse({ reason: ' typed twice ' })).toEqual({ reason: 'typed twice' });
  });

  it('takes a refund of more than 0, at most 2 decimals, with or without a payment', () => {
    const refund = { amount: 5000, paymentMethod: 'kpay', reason: 'overpaid' };
    expect(refundSchema.parse(refund)).toEqual({ ...refund, incomeId: null });
    expect(refundSchema.parse({ ...refund, incomeId: 7 }).incomeId).toBe(7);
    for (const amount of [0, -5, 1.234, 1e10]) {
      expect(refundSchema.safeParse({ ...refund, amount }).success, String(amount)).toBe(false);
    }
  });

  it("reads the dialog's amount as typed, never rewritten", () => {
    const form = { paymentMethod: 'cash', reason: 'goodwill' };
    expect(refundFormSchema.parse({ ...form, amount: '5,000' }).amount).toBe(5000);
    for (const amount of ['0', '-1', '1e5', '', 'abc']) {
      expect(refundFormSchema.safeParse({ ...form, amount }).success, amount).toBe(false);
    }
  });
});
