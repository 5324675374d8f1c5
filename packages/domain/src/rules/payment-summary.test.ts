import { describe, expect, it } from 'vitest';
import type { Folio, FolioLine } from '../contract/folio.ts';
import { paymentSummaryOf } from './payment-summary.ts';

const line = (Kind: FolioLine['Kind'], Type: string, Amount: number): FolioLine => ({
  Kind,
  Type,
  Amount,
  PaymentMethod: null,
  ReceiptNumber: null,
  CreatedAt: null,
});

const folio = (charges: FolioLine[], payments: FolioLine[], total: number, paid: number) =>
  ({
    GuestID: 41,
    RoomNumber: '101',
    Name: 'U Ba',
    Status: 'active',
    Charges: charges,
    Payments: payments,
    TotalCharges: total,
    TotalPaid: paid,
    Balance: total - paid,
  }) satisfies Folio;

describe('the Payment Summary is the folio in sums', () => {
  it("counts a laundry charge apart from the room, and food receipts in Amount Paid (issue 43's stay)", () => {
    // 2 nights at 35,000, extra bed 10,000, laundry 4,000, tax 5% and service 10% of 80,000,
    // food 7,875; paid: deposit 50,000, 42,000 at check-in, the food receipt 7,875.
    const stay = folio(
      [
        line('charge', 'nights', 70_000),
        line('charge', 'extra-bed', 10_000),
        line('charge', 'tax', 4_000),
        line('charge', 'service', 8_000),
        line('charge', 'food', 7_875),
        line('charge', 'other', 4_000),
      ],
      [
        line('payment', 'prepayment', 50_000),
        line('payment', 'checked-in', 42_000),
        line('payment', 'food', 7_875),
      ],
      103_875,
      99_875,
    );
    expect(paymentSummaryOf(stay)).toEqual({
      roomCharges: 80_000,
      otherCharges: 4_000,
      foodCharges: 7_875,
      taxCharges: 4_000,
      serviceCharges: 8_000,
      amountPaid: 99_875,
      balance: 4_000,
    });
  });

  it('counts extensions and an unexplained room part as the room; a credit is a negative balance', () => {
    const stay = folio(
      [
        line('charge', 'room', 35_000),
        line('charge', 'extension', 35_000),
        line('charge', 'extension', 5_000),
      ],
      [line('payment', 'checked-in', 80_000), line('payment', 'refund', -2_500)],
      75_000,
      77_500,
    );
    expect(paymentSummaryOf(stay)).toEqual({
      roomCharges: 75_000,
      otherCharges: 0,
      foodCharges: 0,
      taxCharges: 0,
      serviceCharges: 0,
      amountPaid: 77_500,
      balance: -2_500,
    });
  });

  it("counts the owner's early check-in charge as the room, so the parts add up to the charges", () => {
    // 1 night 35,000 and an early check-in charge of 10,000 (ADR 068's line of its own).
    const stay = folio(
      [line('charge', 'nights', 35_000), line('charge', 'early-check-in', 10_000)],
      [line('payment', 'checked-in', 45_000)],
      45_000,
      45_000,
    );
    expect(paymentSummaryOf(stay)).toEqual({
      roomCharges: 45_000,
      otherCharges: 0,
      foodCharges: 0,
      taxCharges: 0,
      serviceCharges: 0,
      amountPaid: 45_000,
      balance: 0,
    });
  });
});
