import { describe, expect, it } from 'vitest';
import { folioAsAt, folioOf, type FolioSources } from './folio.ts';
import { paymentSummaryOf } from './payment-summary.ts';

const guest: FolioSources['guest'] = {
  ID: 7,
  RoomNumber: '801',
  Name: 'Ko Ko',
  Status: 'active',
  AmountPaid: 80000, // the room's total: 38,095.24 credited from the deposit + 41,904.76 paid
  RoomCharges: 80000,
  TaxCharges: 0,
  ServiceCharges: 0,
  FoodCharges: 11500,
};
const at = '2026-11-22T07:30:00.000Z';

describe('folioOf (hand-computed)', () => {
  it("a swap's price difference is a room-change line with its rooms and nights", () => {
    // 80,000 of nights + a 50,000 room change (ADR 073) + a 4,000 laundry charge.
    const folio = folioOf({
      guest: { ...guest, RoomCharges: 134000, FoodCharges: 0 },
      incomes: [],
      foodPayments: [],
      extraCharges: [
        {
          Description: 'Room change 101 to 105, 2 nights',
          Amount: 50000,
          CreatedAt: at,
          roomChange: { from: '101', to: '105', nights: 2 },
        },
        { Description: 'Laundry', Amount: 4000, CreatedAt: at },
      ],
    });
    expect(folio.Charges).toEqual([
      expect.objectContaining({ Type: 'room', Amount: 80000 }),
      expect.objectContaining({
        Type: 'room-change',
        Amount: 50000,
        Rooms: ['101', '105'],
        Quantity: 2,
      }),
      expect.objectContaining({ Type: 'other', Amount: 4000, Description: 'Laundry' }),
    ]);
    expect(folio.Charges[1]).not.toHaveProperty('Description');
    expect(paymentSummaryOf(folio)).toMatchObject({ roomCharges: 130000, otherCharges: 4000 });
    expect(folio).toMatchObject({ TotalCharges: 134000, TotalPaid: 80000, Balance: 54000 });
  });

  it('a reservation stay: prepayment share, check-in payment, a food receipt; settled', () => {
    const folio = folioOf({
      guest,
      incomes: [
        {
          Type: 'checked-in',
          Amount: 41904.76,
          PaymentMethod: 'cash',
          ReceiptNumber: 'AUR202611220001',
          CreatedAt: at,
        },
      ],
      foodPayments: [
        {
          Amount: 11500,
          PaymentMethod: 'kpay',
          ReceiptNumber: 'AURFOOD202611220001',
          CreatedAt: at,
        },
      ],
    });
    expect(folio.Charges.map((c) => [c.Type, c.Amount])).toEqual([
      ['room', 80000],
      ['food', 11500],
    ]);
    expect(folio.Payments.map((p) => [p.Type, p.Amount])).toEqual([
      ['prepayment', 38095.24],
      ['checked-in', 41904.76],
      ['food', 11500],
    ]);
    expect(folio).toMatchObject({ TotalCharges: 91500, TotalPaid: 91500, Balance: 0 });
  });

  it("the prepayment line shows the reservation's deposit: its method and the day it was taken", () => {
    const sources = { guest, incomes: [], foodPayments: [] };
    const prepayment = (deposits: FolioSources['deposits']) =>
      folioOf({ ...sources, deposits }).Payments.find((p) => p.Type === 'prepayment');
    expect(prepayment([{ PaymentMethod: 'kpay', CreatedAt: '2026-11-20T03:00:00.000Z' }])).toEqual({
      Kind: 'payment',
      Type: 'prepayment',
      Amount: 80000,
      PaymentMethod: 'kpay',
      ReceiptNumber: null,
      CreatedAt: '2026-11-20T03:00:00.000Z',
    });
    // Raised later by the same method: still the day it was first taken.
    expect(
      prepayment([
        { PaymentMethod: 'cash', CreatedAt: '2026-11-20T03:00:00.000Z' },
        { PaymentMethod: 'cash', CreatedAt: '2026-11-21T03:00:00.000Z' },
      ]),
    ).toMatchObject({ PaymentMethod: 'cash', CreatedAt: '2026-11-20T03:00:00.000Z' });
    // Taken by two methods: no one method to name.
    expect(
      prepayment([
        { PaymentMethod: 'cash', CreatedAt: '2026-11-20T03:00:00.000Z' },
        { PaymentMethod: 'kpay', CreatedAt: '2026-11-21T03:00:00.000Z' },
      ]),
    ).toMatchObject({ PaymentMethod: null, CreatedAt: '2026-11-20T03:00:00.000Z' });
    // No deposit recorded (a SPEC client's AmountPaid, a credit kept): neither.
    expect(prepayment(undefined)).toMatchObject({ PaymentMethod: null, CreatedAt: null });
  });

  it('an overpayment kept as credit leaves a negative balance (the guest is owed)', () => {
    const folio = folioOf({
      guest: { ...guest, AmountPaid: 50000, RoomCharges: 40000, FoodCharges: 0 },
      incomes: [],
      foodPayments: [],
    });
    expect(folio).toMatchObject({ TotalCharges: 40000, TotalPaid: 50000, Balance: -10000 });
  });

  it('a guest recorded with less paid than charged owes the difference', () => {
    const folio = folioOf({
      guest: { ...guest, AmountPaid: 30000, RoomCharges: 40000, TaxCharges: 0.35, FoodCharges: 0 },
      incomes: [
        {
          Type: 'checked-in',
          Amount: 30000,
          PaymentMethod: 'cash',
          ReceiptNumber: null,
          CreatedAt: at,
        },
      ],
      foodPayments: [],
    });
    expect(folio.Payments.map((p) => p.Type)).toEqual(['checked-in']);
    expect(folio.Balance).toBe(10000.35);
  });
});

describe('folioAsAt (the final bill reprinted later)', () => {
  it('leaves out what was paid or given back after the instant, keeps the prepayment', () => {
    const folio = folioOf({
      guest: { ...guest, AmountPaid: 75000, FoodCharges: 0 }, // 80,000 charged
      incomes: [
        {
          Type: 'payment',
          Amount: 40000,
          PaymentMethod: 'cash',
          ReceiptNumber: 'A1',
          CreatedAt: at,
        },
        {
          Type: 'refund',
          Amount: -5000,
          PaymentMethod: 'cash',
          ReceiptNumber: 'A2',
          CreatedAt: '2026-11-23T03:00:00.000Z',
        },
      ],
      foodPayments: [],
    });
    // prepayment 75,000 - 40,000 + 5,000 = 40,000; at checkout: 40,000 + 40,000 paid, settled
    const bill = folioAsAt(folio, '2026-11-22T08:00:00.000Z');
    expect(bill.Payments.map((p) => [p.Type, p.Amount])).toEqual([
      ['prepayment', 40000],
      ['payment', 40000],
    ]);
    expect(bill).toMatchObject({ TotalCharges: 80000, TotalPaid: 80000, Balance: 0 });
    expect(folio.Balance).toBe(5000);
  });
});
