import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { receiptBase, type Folio, type FolioLine, type ReceiptDocument } from '@frontdesk/domain';
import { i18n } from '../../i18n/i18n.ts';
import { fakeReceiptIssue } from '../../test/fake-api.ts';
import { receiptContentOf } from './receipt-document.ts';
import { renderReceiptHtml } from './receipt-html.ts';

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
    // A swap to a dearer room type under 'charge-difference' (ADR 073).
    line('charge', 'room-change', 20000, { Rooms: ['103', '201'], Quantity: 2 }),
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
  TotalCharges: 193000,
  TotalPaid: 173000,
  Balance: 20000,
};
// The final bill as stored at checkout (ADR 069): titled Bill, no receipt number of its own.
const stored: ReceiptDocument = {
  ...receiptBase('bill', null, fakeReceiptIssue('2026-11-24T04:00:00.000Z')),
  Guest: 'Aye Aye',
  Rooms: ['103'],
  Subtotal: bill.TotalCharges,
  Total: bill.TotalCharges,
  Bill: bill,
};

describe('the final bill reprinted as it was kept', () => {
  it('prints Bill, COPY, the bill lines, the payments and the balance, in English', () => {
    const t = i18n.getFixedT('en') as TFunction;
    const text = textOf(renderReceiptHtml(receiptContentOf(stored, t, { copy: true }), t));
    // A bill is titled Bill and carries no receipt's number as its own.
    expect(text).not.toContain('Receipt No');
    for (const expected of [
      'Bill COPY',
      '2 Nights 80,000 Ks',
      'Extra Bed 20,000 Ks',
      'Extension: 1 Day 50,000 Ks 23/11/2026',
      'Extension: 3 Hours 15,000 Ks',
      'Laundry 3,000 Ks',
      'Room Change 103 to 201: 2 Nights 20,000 Ks',
      'AUR202611220001',
      'Stay Payment 3,000 Ks',
    ]) {
      expect(text, text).toContain(expected);
    }
    // The first print says the same, but for COPY.
    const original = textOf(renderReceiptHtml(receiptContentOf(stored, t), t));
    expect(text.replace(' COPY', '')).toBe(original);
  });

  it('in Burmese', () => {
    const t = i18n.getFixedT('my') as TFunction;
    const text = textOf(renderReceiptHtml(receiptContentOf(stored, t, { copy: true }), t));
    for (const expected of [
      'ငွေတောင်းခံလွှာ (Bill)',
      'မိတ္တူ (COPY)',
      'အပိုကုတင်',
      'တိုးချဲ့ခြင်း - 3 နာရီ',
      'အခန်း 103 မှ 201 သို့ ပြောင်းခြင်း - 2 ည',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
