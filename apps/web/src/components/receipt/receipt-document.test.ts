import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import {
  checkInReceiptDocument,
  extensionReceiptDocument,
  foodReceiptDocument,
  moneyReceiptDocument,
  receiptBase,
  type ReceiptDocument,
} from '@frontdesk/domain';
import { i18n } from '../../i18n/i18n.ts';
import { fakeReceiptIssue } from '../../test/fake-api.ts';
import { receiptContentOf } from './receipt-document.ts';
import { renderReceiptHtml } from './receipt-html.ts';

const textOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ') ?? '';

const issue = fakeReceiptIssue('2026-11-22T07:30:00.000Z', 'Su Su');

// Issue 43's example: two rooms, 2 nights, tax 5%, service 10%, 50,000 paid with the booking.
const twoRooms = checkInReceiptDocument(issue, {
  receiptNumber: 'AUR202611220001',
  guest: 'Ko Ko',
  stayType: 'full-night',
  checkinAt: new Date('2026-11-22T07:30:00.000Z'),
  checkoutAt: new Date('2026-11-24T05:30:00.000Z'),
  nights: 2,
  rooms: [
    { roomNumber: '101', roomCharges: 80000, extraBedCharges: 0 },
    { roomNumber: '102', roomCharges: 80000, extraBedCharges: 0 },
  ],
  roomCharges: 160000,
  taxRate: 5,
  tax: 8000,
  serviceRate: 10,
  service: 16000,
  total: 184000,
  fromReservation: true,
  priorPaid: 50000,
  grandTotal: 134000,
  paymentMethod: 'kpay',
  walletTransactionId: 'TX-778899',
});

const extension = (kind: 'days' | 'hours' | 'long-stay') =>
  extensionReceiptDocument(issue, {
    receiptNumber: 'AUR202611220002',
    guest: 'Aye Aye',
    room: '104',
    kind,
    units: 2,
    unitPrice: 40000,
    previousCheckout: new Date('2026-11-24T05:30:00.000Z'),
    checkout: new Date('2026-11-26T05:30:00.000Z'),
    roomCharges: 80000,
    taxRate: 5,
    tax: 4000,
    serviceRate: 10,
    service: 8000,
    total: 92000,
    paymentMethod: 'cash',
    walletTransactionId: null,
  });

const food = foodReceiptDocument(issue, {
  receiptNumber: 'AURFOOD202611220001',
  guest: 'Aye Aye',
  room: '104',
  dishes: [{ name: 'Fried Rice', quantity: 2, price: 5000, amount: 10000 }],
  subtotal: 10000,
  taxRate: 5,
  tax: 500,
  serviceRate: 10,
  service: 1000,
  total: 11500,
  paymentMethod: 'room-account',
  walletTransactionId: null,
});

const money = (kind: 'payment' | 'deposit' | 'refund' | 'void') =>
  moneyReceiptDocument(issue, {
    kind,
    receiptNumber: 'AUR202611220009',
    guest: 'Aye Aye',
    rooms: kind === 'deposit' ? [] : ['104'],
    lines: [{ type: kind, amount: kind === 'void' || kind === 'refund' ? -5000 : 5000 }],
    paymentMethod: 'wavepay',
    walletTransactionId: 'WP-1',
    ...(kind === 'void' || kind === 'refund'
      ? { correction: { kind, reason: 'Typed twice', originalReceiptNumber: 'AUR202611220008' } }
      : {}),
  });

const bill: ReceiptDocument = {
  ...receiptBase('bill', null, issue),
  Guest: 'Aye Aye',
  Rooms: ['104'],
  Bill: {
    GuestID: 7,
    RoomNumber: '104',
    Name: 'Aye Aye',
    Status: 'checked-out',
    Charges: [
      {
        Kind: 'charge',
        Type: 'room',
        Amount: 80000,
        PaymentMethod: null,
        ReceiptNumber: null,
        CreatedAt: null,
      },
    ],
    Payments: [
      {
        Kind: 'payment',
        Type: 'checked-in',
        Amount: 80000,
        PaymentMethod: 'cash',
        ReceiptNumber: 'AUR202611220001',
        CreatedAt: '2026-11-22T07:30:00.000Z',
      },
    ],
    TotalCharges: 80000,
    TotalPaid: 80000,
    Balance: 0,
  },
};

const every: [string, ReceiptDocument][] = [
  ['check-in', twoRooms],
  ['extension by days', extension('days')],
  ['extension by hours', extension('hours')],
  ['long-stay extension', extension('long-stay')],
  ['food', food],
  ['payment', money('payment')],
  ['deposit', money('deposit')],
  ['refund', money('refund')],
  ['void', money('void')],
  ['bill', bill],
];

describe('a receipt printed from its stored document (ADR 069)', () => {
  it("prints issue 43's two-room check-in as it was issued", () => {
    const t = i18n.getFixedT('en') as TFunction;
    const text = textOf(renderReceiptHtml(receiptContentOf(twoRooms, t), t));
    for (const expected of [
      'Aureo Hotel',
      'Receipt No AUR202611220001',
      'Rooms 101, 102',
      'Nights 2 Nights',
      'Room 101 80,000 Ks',
      'Room 102 80,000 Ks',
      'Tax (5%) 8,000 Ks',
      'Service (10%) 16,000 Ks',
      'Prior paid 50,000 Ks',
      'Grand total 134,000 Ks',
      'Payment KPay',
      'Wallet transaction ID TX-778899',
      'Served by Su Su',
    ]) {
      expect(text).toContain(expected);
    }
  });

  for (const language of ['en', 'my']) {
    it.each(every)(`a copy of a %s says what the original said but COPY (${language})`, (_, d) => {
      const t = i18n.getFixedT(language) as TFunction;
      const original = textOf(renderReceiptHtml(receiptContentOf(d, t), t));
      const copy = textOf(renderReceiptHtml(receiptContentOf(d, t, { copy: true }), t));
      const mark = ` ${t('corrections.receipt.copy')}`;
      expect(copy).toContain(mark);
      expect(copy.replace(mark, '')).toBe(original);
    });
  }

  it("prints the owner's early check-in charge on a line of its own", () => {
    const t = i18n.getFixedT('en') as TFunction;
    const early = checkInReceiptDocument(issue, {
      receiptNumber: 'AUR202611220003',
      guest: 'Aye Aye',
      stayType: 'full-night',
      checkinAt: new Date('2026-11-22T01:25:00.000Z'),
      checkoutAt: new Date('2026-11-23T05:30:00.000Z'),
      nights: 1,
      rooms: [
        { roomNumber: '105', roomCharges: 50000, extraBedCharges: 0, earlyCheckInCharges: 10000 },
      ],
      roomCharges: 50000,
      taxRate: 0,
      tax: 0,
      serviceRate: 0,
      service: 0,
      total: 50000,
      fromReservation: false,
      priorPaid: 0,
      grandTotal: 50000,
      paymentMethod: 'cash',
      walletTransactionId: null,
    });
    const text = textOf(renderReceiptHtml(receiptContentOf(early, t), t));
    expect(text).toContain('Room 105 40,000 Ks');
    expect(text).toContain('Early check-in, Room 105 (arrived before 12:00) 10,000 Ks');
    expect(text).toContain('Total 50,000 Ks');
  });

  it('a bill is titled Bill and carries no receipt number', () => {
    const t = i18n.getFixedT('en') as TFunction;
    const text = textOf(renderReceiptHtml(receiptContentOf(bill, t), t));
    expect(text).toContain('Aureo Hotel');
    expect(text).toContain('Bill');
    expect(text).not.toContain('Receipt No');
    const burmese = i18n.getFixedT('my') as TFunction;
    expect(textOf(renderReceiptHtml(receiptContentOf(bill, burmese), burmese))).toContain(
      'ငွေတောင်းခံလွှာ (Bill)',
    );
  });
});
