import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Folio, ReceiptDocument } from '@frontdesk/domain';
import { hotels, incomes, issuedReceipts, roomPrices } from '../db/schema.ts';
import { guestPayload } from '../../test/app-fixture.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';
import { bearer } from '../../test/test-app.ts';
import { receiptDesk } from '../../test/receipt-desk.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useCheckInFixture(() => now);

const { send: call, reprint } = receiptDesk(fx);

const kept = async (number: string) => {
  const [row] = await fx
    .db()
    .select()
    .from(issuedReceipts)
    .where(and(eq(issuedReceipts.hotelId, fx.aureoId), eq(issuedReceipts.receiptNumber, number)));
  return row;
};

const issued: ReceiptDocument[] = [];

describe('receipts recorded by SPEC calls, collected at checkout and of deposits (ADR 074)', () => {
  it("a SPEC client's check-in (create-guest, then create-income) is kept with its charges", async () => {
    const number = 'AUR202611220501';
    const created = await call<{ guest: { ID: number } }>(
      'POST',
      '/create-guest',
      guestPayload({
        roomNumber: '105',
        paymentType: 'kpay',
        amountPaid: 88000,
        roomCharges: 80000,
        taxCharges: 4000,
        serviceCharges: 4000,
        receiptNumber: number,
      }),
    );
    await call('POST', '/create-income', {
      Type: 'checked-in',
      GuestID: created.guest.ID,
      RoomNumber: '105',
      Amount: 88000,
      RevenueType: 'revenue',
      PaymentMethod: 'kpay',
      ReceiptNumber: number,
    });
    const copy = await reprint(number);
    expect(copy).toMatchObject({
      Kind: 'check-in',
      ReceiptNumber: number,
      Guest: 'Aye Aye',
      Rooms: ['105'],
      Stay: { StayType: 'full-night', Nights: null },
      Subtotal: 80000,
      TaxRate: 5,
      Tax: 4000,
      ServiceRate: 5,
      Service: 4000,
      Total: 88000,
      PaymentMethod: 'kpay',
      Hotel: { Name: 'Aureo Hotel' },
    });
    expect(copy.Rebuilt).toBeUndefined();
    expect(copy.Lines.map((l) => [l.Kind, l.Room, l.Amount])).toEqual([['room', '105', 80000]]);
    expect((await kept(number))?.recorded).toBe(true);
    issued.push(copy);
  });

  it("a SPEC client's food lines and their payment are kept as one food receipt", async () => {
    const [guest] = await fx.guestsOf('AUR202611220501');
    const number = 'AURFOOD202611220501';
    const line = {
      GuestID: guest!.id,
      RoomNumber: '105',
      OrderTime: '2026-11-22 13:00:00',
      PaymentMethod: 'cash',
      ReceiptNumber: number,
    };
    await call('POST', '/create-food-order', {
      ...line,
      FoodName: 'Fried rice',
      Price: 4000,
      Quantity: 2,
      TaxCharges: 400,
      ServiceCharges: 0,
    });
    await call('POST', '/create-food-order', {
      ...line,
      FoodName: 'Tea',
      Price: 500,
      Quantity: 1,
      TaxCharges: 50,
      ServiceCharges: 0,
    });
    await call('POST', '/create-food-revenue', {
      GuestID: guest!.id,
      RoomNumber: '105',
      TotalAmount: 8950,
      PaymentMethod: 'cash',
      ReceiptNumber: number,
      OrderTime: '2026-11-22 13:00:00',
    });
    const copy = await reprint(number);
    expect(copy).toMatchObject({ Kind: 'food', Rooms: ['105'], Tax: 450, Total: 8950 });
    expect(copy.Lines.map((l) => [l.Label, l.Quantity, l.Amount])).toEqual([
      ['Fried rice', 2, 8000],
      ['Tea', 1, 500],
    ]);
    issued.push(copy);
  });

  it('the payment and the food a checkout collects are receipts of their own', async () => {
    const stay = (
      await fx.checkIn(fx.walkIn({ rooms: [{ roomNumber: '102', extraBed: false }] }))
    ).json<{ guests: { ID: number }[] }>();
    const guestId = stay.guests[0]!.ID;
    await call('POST', `/guests/${guestId}/charges`, { description: 'Laundry', amount: 4000 });
    const folio = await fx.t.app.inject({
      method: 'GET',
      url: `${fx.base}/guests/${guestId}/folio`,
      headers: bearer(fx.aureo),
    });
    const { Balance } = folio.json<Folio>();
    await call('PUT', '/guests/checkout/102', {
      guestId,
      collect: { paymentMethod: 'wavepay', amount: Balance, walletReference: 'WP-77' },
    });
    const [income] = await fx
      .db()
      .select()
      .from(incomes)
      .where(and(eq(incomes.guestId, guestId), eq(incomes.type, 'payment')));
    const copy = await reprint(income!.receiptNumber!);
    expect(copy).toMatchObject({
      Kind: 'payment',
      Rooms: ['102'],
      Total: Balance,
      PaymentMethod: 'wavepay',
      WalletTransactionId: 'WP-77',
    });
    expect(copy.Rebuilt).toBeUndefined();
    issued.push(copy);
  });

  it("a reservation's deposit has a room receipt number of the day and its receipt", async () => {
    const reservation = await fx.reserve({ amountPaid: 50000, paymentType: 'kpay' });
    const [deposit] = await fx
      .db()
      .select()
      .from(incomes)
      .where(eq(incomes.reservationId, reservation.ID));
    expect(deposit!.receiptNumber).toMatch(/^AUR20261122\d{4}$/);
    const copy = await reprint(deposit!.receiptNumber!);
    expect(copy).toMatchObject({
      Kind: 'deposit',
      Guest: reservation.Name,
      Total: 50000,
      PaymentMethod: 'kpay',
      Stay: { StayType: 'full-night' },
    });
    // The desk prints it from the answer as it saves the reservation (ADR 079).
    expect(reservation.receipt).toEqual(copy);
    issued.push(copy);
  });

  it('a deposit refunded at cancellation has a receipt number of its own and its receipt', async () => {
    const numbers = new Set(issued.map((r) => r.ReceiptNumber));
    const refundOf = async (reservationId: number) => {
      const [refund] = await fx
        .db()
        .select()
        .from(incomes)
        .where(and(eq(incomes.reservationId, reservationId), eq(incomes.type, 'deposit-refund')));
      return refund!;
    };
    // Deleted at the desk (DELETE ?deposit=refund): the answer carries the receipt.
    const deleted = await fx.reserve({ amountPaid: 30000, paymentType: 'wavepay' });
    const answer = await fx.t.app.inject({
      method: 'DELETE',
      url: `${fx.base}/reservations/${deleted.ID}?deposit=refund`,
      headers: bearer(fx.aureo),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { message, receipt } = answer.json<{ message: string; receipt: ReceiptDocument }>();
    expect(message).toBe('Reservation deleted.');
    const refund = await refundOf(deleted.ID);
    expect(refund.receiptNumber).toMatch(/^AUR20261122\d{4}$/);
    expect(refund.receiptNumber).not.toBe(deleted.receipt!.ReceiptNumber);
    expect(receipt).toMatchObject({
      Kind: 'refund',
      ReceiptNumber: refund.receiptNumber,
      Guest: deleted.Name,
      Rooms: [],
      Lines: [{ Kind: 'record', Label: 'deposit-refund', Amount: -30000 }],
      Total: -30000,
      PaymentMethod: 'wavepay',
      Stay: { StayType: 'full-night' },
    });
    expect(await reprint(refund.receiptNumber!)).toEqual(receipt);
    issued.push(deleted.receipt!, receipt);

    // Cancelled by a status change (SPEC's PUT): kept the same way, and answered.
    const cancelled = await fx.reserve({ amountPaid: 20000 });
    const put = await call<{ Status: string; receipt: ReceiptDocument }>(
      'PUT',
      `/reservations/${cancelled.ID}`,
      { status: 'cancelled', deposit: 'refund' },
    );
    expect(put.Status).toBe('cancelled');
    const second = await refundOf(cancelled.ID);
    expect(put.receipt).toMatchObject({
      Kind: 'refund',
      ReceiptNumber: second.receiptNumber,
      Total: -20000,
      PaymentMethod: 'kpay',
    });
    issued.push(put.receipt);
    // Kept, a deposit moves no money: no refund, no receipt.
    const keptDeposit = await fx.reserve({ amountPaid: 10000 });
    const kept = await fx.t.app.inject({
      method: 'DELETE',
      url: `${fx.base}/reservations/${keptDeposit.ID}?deposit=keep`,
      headers: bearer(fx.aureo),
    });
    expect(kept.json()).toEqual({ message: 'Reservation deleted.' });
    const all = issued.map((r) => r.ReceiptNumber);
    expect(new Set(all).size).toBe(all.length);
    expect(numbers.has(receipt.ReceiptNumber)).toBe(false);
  });

  it('every copy stays the one issued after the hotel and its prices change', async () => {
    await fx
      .db()
      .update(hotels)
      .set({ name: 'Aureo Grand', address: '9 New Road', city: 'Mandalay', phone: '09 999' })
      .where(eq(hotels.id, fx.aureoId));
    await fx
      .db()
      .update(roomPrices)
      .set({ price: 99999 })
      .where(eq(roomPrices.hotelId, fx.aureoId));
    expect(issued.map((r) => r.Kind)).toEqual([
      'check-in',
      'food',
      'payment',
      'deposit',
      'deposit',
      'refund',
      'refund',
    ]);
    for (const receipt of issued) {
      expect(await reprint(receipt.ReceiptNumber!)).toEqual(receipt);
    }
  });
});
