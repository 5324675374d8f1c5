import { describe, expect, it } from 'vitest';
import {
  checkInReceiptDocument,
  moneyReceiptDocument,
  receiptDocumentSchema,
} from './receipt-document.ts';

const issue = {
  hotel: {
    Name: 'Aureo Hotel',
    Address: '1 Road',
    City: 'Yangon',
    Phone: '09 1',
    TimeZone: 'Asia/Yangon',
  },
  issuedAt: new Date('2026-11-22T07:30:00.000Z'),
  servedBy: 'Su Su',
};

const checkIn = (
  rooms: {
    roomNumber: string;
    roomCharges: number;
    extraBedCharges: number;
    earlyCheckInCharges?: number;
  }[],
  stayType = 'full-night',
) =>
  checkInReceiptDocument(issue, {
    receiptNumber: 'AUR202611220001',
    guest: 'Ko Ko',
    stayType,
    checkinAt: new Date('2026-11-22T07:30:00.000Z'),
    checkoutAt: new Date('2026-11-24T05:30:00.000Z'),
    nights: 2,
    rooms,
    roomCharges: 0,
    taxRate: 5,
    tax: 0,
    serviceRate: 10,
    service: 0,
    total: 0,
    fromReservation: false,
    priorPaid: 0,
    grandTotal: 0,
    paymentMethod: 'cash',
    walletTransactionId: null,
  });

describe('checkInReceiptDocument', () => {
  // Hand-computed: each room's charges split into the room, its extra bed and its early charge.
  it.each([
    [{ roomNumber: '101', roomCharges: 80000, extraBedCharges: 0 }, [['room', 80000]]],
    [
      { roomNumber: '101', roomCharges: 100000, extraBedCharges: 20000 },
      [
        ['room', 80000],
        ['extra-bed', 20000],
      ],
    ],
    [
      {
        roomNumber: '101',
        roomCharges: 110000,
        extraBedCharges: 20000,
        earlyCheckInCharges: 10000,
      },
      [
        ['room', 80000],
        ['extra-bed', 20000],
        ['early-check-in', 10000],
      ],
    ],
  ])('%o prints %o', (room, lines) => {
    const document = checkIn([room]);
    expect(document.Lines.map((l) => [l.Kind, l.Amount])).toEqual(lines);
    expect(receiptDocumentSchema.parse(document)).toEqual(document);
  });

  it('counts nights for full nights and long stays only; prior paid only from a reservation', () => {
    expect(checkIn([{ roomNumber: '101', roomCharges: 1, extraBedCharges: 0 }]).Stay?.Nights).toBe(
      2,
    );
    const session = checkIn([{ roomNumber: '101', roomCharges: 1, extraBedCharges: 0 }], 'session');
    expect(session.Stay?.Nights).toBeNull();
    expect(session.Lines[0]!.Nights).toBeNull();
    expect(session.PriorPaid).toBeNull();
  });
});

describe('moneyReceiptDocument', () => {
  it('totals its lines and names the receipt a void corrects', () => {
    const document = moneyReceiptDocument(issue, {
      kind: 'void',
      receiptNumber: 'AUR202611220002',
      guest: null,
      rooms: [],
      lines: [{ type: 'void', amount: -10000.5 }],
      paymentMethod: 'kpay',
      walletTransactionId: null,
      correction: { kind: 'void', reason: 'Twice', originalReceiptNumber: 'AUR202611220001' },
    });
    expect([document.Subtotal, document.Total]).toEqual([-10000.5, -10000.5]);
    expect(document.Correction).toEqual({
      Kind: 'void',
      Reason: 'Twice',
      OriginalReceiptNumber: 'AUR202611220001',
    });
    expect(document.ServedBy).toBe('Su Su');
  });
});
