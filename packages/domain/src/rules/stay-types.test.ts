import { describe, expect, it } from 'vitest';
import {
  foodOrderPaymentMethods,
  isPaymentMethod,
  paymentMethods,
  roomAccount,
} from './stay-types.ts';

describe('isPaymentMethod', () => {
  it('takes the four ways money is paid, and nothing else', () => {
    for (const method of ['cash', 'kpay', 'ayapay', 'wavepay']) {
      expect(isPaymentMethod(method)).toBe(true);
    }
    // 'Pay at checkout' moves no money; labels, other cases, nothing and other kinds are not methods.
    for (const other of [
      roomAccount,
      'Cash',
      'KPay',
      'card',
      '',
      ' cash',
      null,
      undefined,
      0,
      {},
    ]) {
      expect(isPaymentMethod(other)).toBe(false);
    }
  });

  it('agrees with the lists the forms offer', () => {
    expect(paymentMethods.every(isPaymentMethod)).toBe(true);
    expect(foodOrderPaymentMethods.filter(isPaymentMethod)).toEqual([...paymentMethods]);
  });
});
