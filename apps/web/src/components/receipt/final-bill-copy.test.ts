import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { Folio, FolioLine, Hotel, ReceiptCopy } from '@frontdesk/domain';
import { i18n } from '../../i18n/i18n.ts';
import { hotelDetails } from '../../test/fake-api.ts';
import { receiptOfCopy } from './receipt-copy.ts';
import { renderReceiptHtml } from './receipt-html.ts';

const hotel = hotelDetails as Hotel;
const textOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ') ?? '';

const line = (Kind: FolioLine['Kind'], Type: string, Amount: number, more = {}): FolioLine => ({
  Kind,
  Type,
  Amount,
  PaymentMethod: null,
  ReceiptNumber: null,
  CreatedAt: null,
  ...more,
});
const bill: Folio = {
  GuestID: 7,
  RoomNumber: '103',
  Name: 'Aye Aye',
  Status: 'checked-out',
  Charges: [
    line('charge', 'nights', 80000, { Quantity: 2 }),
    line('charge', 'extra-bed', 20000),
    line('charge', 'extension', 50000, {
      Quantity: 1,
      Unit: 'days',
      CreatedAt: '2026-11-23T05:00:00.000Z',
    }),
    line('charge', 'extension', 15000, { Quantity: 3, Unit: 'hours' }),
    line('charge', 'tax', 5000),
    line('charge', 'other', 3000, { Description: 'Laundry' }),
  ],
  Payments: [
    line('payment', 'checked-in', 170000, {
      PaymentMethod: 'kpay',
      ReceiptNumber: 'AUR202611220001',
      CreatedAt: '2026-11-22T07:30:00.000Z',
    }),
    line('payment', 'payment', 3000, {
      PaymentMethod: 'cash',
      ReceiptNumber: 'AUR202611240003',
      CreatedAt: '2026-11-24T04:00:00.000Z',
    }),
  ],
  TotalCharges: 173000,
  TotalPaid: 173000,
  Balance: 0,
};
const copy: ReceiptCopy = {
  ReceiptNumber: 'AUR202611240003',
  IssuedAt: '2026-11-24T04:00:00.000Z',
  Rooms: ['103'],
  Guest: null,
  Lines: [{ Label: 'payment', Quantity: null, Price: null, Amount: 3000 }],
  Tax: 0,
  Service: 0,
  Total: 3000,
  PaymentMethod: 'cash',
  Correction: null,
  Reason: null,
  OriginalReceiptNumber: null,
  FinalBill: { CheckedOutAt: '2026-11-24T04:00:00.000Z', Folio: bill },
};

describe('the final bill reprinted from its payment', () => {
  it('prints COPY, the bill lines, the payments and the balance, in English', () => {
    const t = i18n.getFixedT('en') as TFunction;
    const text = textOf(renderReceiptHtml(receiptOfCopy(copy, hotel, t), t));
    for (const expected of [
      'COPY',
      'Receipt No AUR202611240003',
      '2 Nights 80,000 Ks',
      'Extra Bed 20,000 Ks',
      'Extension: 1 Day 50,000 Ks 23/11/2026',
      'Extension: 3 Hours 15,000 Ks',
      'Laundry 3,000 Ks',
      'AUR202611220001',
      'Stay Payment 3,000 Ks',
    ]) {
      expect(text, text).toContain(expected);
    }
    // A receipt of its own (no bill) prints the payment line alone, still marked COPY.
    const plain = textOf(
      renderReceiptHtml(receiptOfCopy({ ...copy, FinalBill: null }, hotel, t), t),
    );
    expect(plain).toContain('COPY');
    expect(plain).not.toContain('Nights');
  });

  it('in Burmese', () => {
    const t = i18n.getFixedT('my') as TFunction;
    const text = textOf(renderReceiptHtml(receiptOfCopy(copy, hotel, t), t));
    for (const expected of ['မိတ္တူ (COPY)', 'အပိုကုတင်', 'တိုးချဲ့ခြင်း - 3 နာရီ']) {
      expect(text).toContain(expected);
    }
  });
});
