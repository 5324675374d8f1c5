import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckInResponse, CheckoutAnswer, ReceiptDocument } from '@frontdesk/domain';
import { foodRevenues, hotels, issuedReceipts, menuItems, roomPrices } from '../db/schema.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';
import { bearer } from '../../test/test-app.ts';
import { receiptDesk } from '../../test/receipt-desk.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');

const fx = useCheckInFixture(() => now);
const { db, walkIn, checkIn, reserve } = fx;

let admin = '';
beforeAll(async () => {
  admin = await fx.t.login('aureo', 'admin');
});

const desk = receiptDesk(fx);
const post = <T>(url: string, payload: object, token = fx.aureo) =>
  desk.send<T>('POST', url, payload, token);
const { reprint } = desk;

/** The owner moves the hotel and raises every price: a copy must not follow. */
const changeHotelAndPrices = async () => {
  await db()
    .update(hotels)
    .set({ name: 'Aureo Grand', address: '9 New Road', city: 'Mandalay', phone: '09 999' })
    .where(eq(hotels.id, fx.aureoId));
  await db().update(roomPrices).set({ price: 99999 }).where(eq(roomPrices.hotelId, fx.aureoId));
  await db().update(menuItems).set({ foodPrice: 7777 }).where(eq(menuItems.hotelId, fx.aureoId));
};

const issued: ReceiptDocument[] = [];

describe('receipts kept as issued (ADR 069)', () => {
  it("issue 43's two-room check-in reprints as printed: rooms, nights, tax, service, grand total", async () => {
    const reservation = await reserve({ amountPaid: 50000 });
    const response = await checkIn(
      walkIn({
        reservationId: reservation.ID,
        rooms: [
          { roomNumber: '101', extraBed: false },
          { roomNumber: '102', extraBed: false },
        ],
        checkoutDate: undefined,
        paymentMethod: 'kpay',
        walletReference: ' TX-778899 ',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<CheckInResponse>();
    const receipt = answer.receipt;
    expect(receipt).toMatchObject({
      Kind: 'check-in',
      ReceiptNumber: answer.receiptNumber,
      Rooms: ['101', '102'],
      Stay: { StayType: 'full-night', Nights: 2 },
      Subtotal: 160000,
      TaxRate: 5,
      Tax: 8000,
      ServiceRate: 10,
      Service: 16000,
      Total: 184000,
      PriorPaid: 50000,
      GrandTotal: 134000,
      PaymentMethod: 'kpay',
      WalletTransactionId: 'TX-778899',
      Hotel: { Name: 'Aureo Hotel', City: 'Yangon' },
    });
    expect(receipt.Lines.map((l) => [l.Kind, l.Room, l.Nights, l.Amount])).toEqual([
      ['room', '101', 2, 80000],
      ['room', '102', 2, 80000],
    ]);
    expect(await reprint(answer.receiptNumber)).toEqual(receipt);
    issued.push(receipt);
  });

  it('a session with service reprints its service; extensions keep their dates and nights', async () => {
    const session = await checkIn(
      walkIn({ stayType: 'session', rooms: [{ roomNumber: '103' }], checkoutDate: undefined }),
    );
    expect(session.statusCode, session.body).toBe(201);
    const sessionReceipt = session.json<CheckInResponse>().receipt;
    expect(sessionReceipt.ServiceRate).toBe(10);
    expect(sessionReceipt.Service).toBeGreaterThan(0);
    issued.push(sessionReceipt);

    const stay = (
      await checkIn(walkIn({ rooms: [{ roomNumber: '104', extraBed: true }] }))
    ).json<CheckInResponse>();
    issued.push(stay.receipt);
    expect(stay.receipt.Lines.map((l) => l.Kind)).toEqual(['room', 'extra-bed']);
    const guestId = stay.guests[0]!.ID;
    const days = await post<{ receipt: ReceiptDocument }>(`/guests/${guestId}/extend-days`, {
      checkoutDate: '2026-11-26T12:00:00.000Z',
      paymentMethod: 'cash',
    });
    expect(days.receipt).toMatchObject({
      Kind: 'extension',
      Extension: {
        Kind: 'days',
        Units: 2,
        PreviousCheckoutDate: '2026-11-24T05:30:00.000Z',
        CheckoutDate: '2026-11-26T05:30:00.000Z',
      },
    });
    const hours = await post<{ receipt: ReceiptDocument }>(`/guests/${guestId}/extend-hours`, {
      hours: 2,
      paymentMethod: 'wavepay',
      walletReference: 'WP-1',
    });
    expect(hours.receipt).toMatchObject({
      Extension: { Kind: 'hours', Units: 2 },
      WalletTransactionId: 'WP-1',
    });
    issued.push(days.receipt, hours.receipt);

    const long = (
      await checkIn(
        walkIn({
          stayType: 'long-stay',
          rooms: [{ roomNumber: '201', extraBed: false }],
          pricePerNight: 30000,
        }),
      )
    ).json<CheckInResponse>();
    issued.push(long.receipt);
    const longExtension = await post<{ receipt: ReceiptDocument }>(
      `/guests/${long.guests[0]!.ID}/extend-long-stay`,
      {
        checkoutDate: '2026-11-27T12:00:00.000Z',
        pricePerDay: 30000,
        taxRate: 5,
        serviceRate: 10,
        paymentMethod: 'cash',
      },
    );
    expect(longExtension.receipt).toMatchObject({
      Extension: { Kind: 'long-stay', Units: 3, CheckoutDate: '2026-11-27T05:30:00.000Z' },
      Subtotal: 90000,
      Tax: 4500,
      Service: 9000,
    });
    issued.push(longExtension.receipt);
  });

  it('a food order reprints its dishes, rates and method', async () => {
    const [menu] = await db().select().from(menuItems).where(eq(menuItems.hotelId, fx.aureoId));
    const guest = issued.find((r) => r.Rooms[0] === '104')!;
    const guestRow = await fx.guestsOf(guest.ReceiptNumber!);
    const food = await post<{ receipt: ReceiptDocument }>('/food-orders', {
      guestId: guestRow[0]!.id,
      roomNumber: '104',
      items: [{ menuItemId: menu!.id, quantity: 2 }],
      taxRate: 5,
      serviceRate: 10,
      paymentMethod: 'kpay',
      walletReference: 'KP-9',
    });
    expect(food.receipt).toMatchObject({
      Kind: 'food',
      Rooms: ['104'],
      TaxRate: 5,
      ServiceRate: 10,
      WalletTransactionId: 'KP-9',
    });
    expect(food.receipt.Lines[0]).toMatchObject({ Kind: 'dish', Quantity: 2 });
    issued.push(food.receipt);
  });

  it('a payment, a refund and voids of a payment and of a food receipt are kept as printed', async () => {
    const stay = issued.find((r) => r.Rooms[0] === '104')!;
    const guestId = (await fx.guestsOf(stay.ReceiptNumber!))[0]!.id;
    const payment = await post<{ receiptNumber: string; receipt: ReceiptDocument }>(
      `/guests/${guestId}/payments`,
      { amount: 20000, paymentMethod: 'ayapay', walletReference: 'AP-5' },
    );
    expect(payment.receipt).toMatchObject({
      Kind: 'payment',
      ReceiptNumber: payment.receiptNumber,
      Guest: 'Aye Aye',
      Rooms: ['104'],
      Total: 20000,
      PaymentMethod: 'ayapay',
      WalletTransactionId: 'AP-5',
    });
    issued.push(payment.receipt);
    const [income] = await fx.incomesOf(payment.receiptNumber);
    const voided = await post<{ ReceiptNumber: string }>(
      `/incomes/${income!.id}/void`,
      {
        reason: 'Typed twice',
      },
      admin,
    );
    const refund = await post<{ ReceiptNumber: string }>(
      `/guests/${guestId}/refunds`,
      {
        amount: 5000,
        paymentMethod: 'cash',
        reason: 'Left early',
      },
      admin,
    );
    const foodReceipt = issued.find((r) => r.Kind === 'food')!;
    const [foodRevenue] = await db()
      .select()
      .from(foodRevenues)
      .where(eq(foodRevenues.receiptNumber, foodReceipt.ReceiptNumber!));
    const foodVoid = await post<{ ReceiptNumber: string }>(
      `/food-revenues/${foodRevenue!.id}/void`,
      { reason: 'Wrong room' },
      admin,
    );
    const voidCopy = await reprint(voided.ReceiptNumber);
    expect(voidCopy).toMatchObject({
      Kind: 'void',
      Guest: 'Aye Aye',
      Total: -20000,
      PaymentMethod: 'ayapay',
      Correction: {
        Kind: 'void',
        Reason: 'Typed twice',
        OriginalReceiptNumber: payment.receiptNumber,
      },
    });
    expect(voidCopy.Rebuilt).toBeUndefined();
    const refundCopy = await reprint(refund.ReceiptNumber);
    expect(refundCopy).toMatchObject({
      Kind: 'refund',
      Total: -5000,
      Correction: { Kind: 'refund', Reason: 'Left early', OriginalReceiptNumber: null },
    });
    const foodVoidCopy = await reprint(foodVoid.ReceiptNumber);
    expect(foodVoidCopy).toMatchObject({
      Kind: 'void',
      Total: -foodReceipt.Total,
      Correction: { OriginalReceiptNumber: foodReceipt.ReceiptNumber },
    });
    issued.push(voidCopy, refundCopy, foodVoidCopy);
  });

  it('the final bill is kept at checkout, titled Bill with no receipt number of its own', async () => {
    const response = await fx.t.app.inject({
      method: 'PUT',
      url: `${fx.base}/guests/checkout/103`,
      headers: bearer(fx.aureo),
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CheckoutAnswer>();
    expect(answer.BillReceipt).toMatchObject({
      Kind: 'bill',
      ReceiptNumber: null,
      Rooms: ['103'],
      Hotel: { Name: 'Aureo Hotel' },
    });
    expect(answer.BillReceipt!.Bill).toEqual(answer.Bill);
    const [kept] = await db().select().from(issuedReceipts).where(eq(issuedReceipts.kind, 'bill'));
    expect(kept!.receiptNumber).toBeNull();
    expect(kept!.document).toEqual(answer.BillReceipt);
  });

  it('a receipt from before stored documents still reprints, rebuilt and marked so', async () => {
    const stay = issued.find((r) => r.Kind === 'check-in')!;
    await db().delete(issuedReceipts).where(eq(issuedReceipts.receiptNumber, stay.ReceiptNumber!));
    const rebuilt = await reprint(stay.ReceiptNumber!);
    expect(rebuilt).toMatchObject({
      Kind: 'check-in',
      ReceiptNumber: stay.ReceiptNumber,
      Rooms: ['101', '102'],
      Rebuilt: true,
    });
    issued.splice(issued.indexOf(stay), 1);
  });

  it('every copy is the stored document, also after the hotel and its prices change', async () => {
    await changeHotelAndPrices();
    expect(issued.length).toBeGreaterThanOrEqual(11);
    for (const receipt of issued) {
      expect(await reprint(receipt.ReceiptNumber!)).toEqual(receipt);
    }
  });
});
