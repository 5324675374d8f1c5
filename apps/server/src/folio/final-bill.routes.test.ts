import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckInResponse, CheckoutAnswer, Folio, ReceiptDocument } from '@frontdesk/domain';
import { eq } from 'drizzle-orm';
import { guests } from '../db/schema.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30); room 101 is a standard room:
// full night 40,000, extra bed 10,000, hourly rate 5,000.
let now = new Date('2026-11-22T07:30:00.000Z');
const fx = useCheckInFixture(() => now);
const checkoutDay = new Date('2026-11-22T09:00:00.000Z'); // an hour and a half later
beforeEach(() => {
  now = new Date('2026-11-22T07:30:00.000Z');
});

const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => T }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json();
};
const folioOf = (id: number) => ok<Folio>(fx.call('GET', `${fx.base}/guests/${id}/folio`));
const copyOf = (number: string) =>
  ok<ReceiptDocument>(fx.call('GET', `${fx.base}/receipts/${encodeURIComponent(number)}`));
const lines = (folio: Folio) =>
  folio.Charges.map((c) => [c.Type, c.Amount, c.Quantity ?? null, c.Unit ?? null]);

const checkInWithBed = async (roomNumber: string) => {
  const answer = await ok<CheckInResponse>(
    fx.checkIn(fx.walkIn({ rooms: [{ roomNumber, extraBed: true }] })),
  );
  return { id: answer.guests[0]!.ID, receiptNumber: answer.receiptNumber };
};

describe("the folio's room charges on lines", () => {
  it('2 nights with an extra bed, extended by a day then 3 hours: each on its line', async () => {
    const { id } = await checkInWithBed('101');
    await ok(
      fx.call('POST', `${fx.base}/guests/${id}/extend-days`, {
        checkoutDate: '2026-11-25',
        paymentMethod: 'cash',
      }),
    );
    await ok(
      fx.call('POST', `${fx.base}/guests/${id}/extend-hours`, { hours: 3, paymentMethod: 'cash' }),
    );
    const folio = await folioOf(id);
    // 2 x 40,000; 2 x 10,000; tax 5% and service 10% of 100,000; a day of room and bed; 3 x 5,000
    expect(lines(folio)).toEqual([
      ['nights', 80000, 2, null],
      ['extra-bed', 20000, null, null],
      ['extension', 50000, 1, 'days'],
      ['extension', 15000, 3, 'hours'],
      ['tax', 5000, null, null],
      ['service', 10000, null, null],
    ]);
    expect(folio.Charges.filter((c) => c.Type === 'extension').every((c) => c.CreatedAt)).toBe(
      true,
    );
    expect(folio).toMatchObject({ TotalCharges: 180000, TotalPaid: 180000, Balance: 0 });
    // The SPEC fields are still the sums of the lines.
    const [row] = await fx.db().select().from(guests).where(eq(guests.id, id));
    expect(row).toMatchObject({ roomCharges: 165000, taxCharges: 5000, serviceCharges: 10000 });
  });
});

describe("the folio's room charges on lines, a daycation", () => {
  it('a daycation with an extra bed: the stay price on the room line, the bed apart', async () => {
    const answer = await ok<CheckInResponse>(
      fx.checkIn(
        fx.walkIn({
          stayType: 'daycation',
          checkoutDate: undefined,
          rooms: [{ roomNumber: '104', extraBed: true }],
        }),
      ),
    );
    // daycation 25,000 + extra bed 10,000; 5% tax 1,750 and 10% service 3,500
    expect(lines(await folioOf(answer.guests[0]!.ID))).toEqual([
      ['room', 25000, null, null],
      ['extra-bed', 10000, null, null],
      ['tax', 1750, null, null],
      ['service', 3500, null, null],
    ]);
  });
});

describe('the final bill reprinted after checkout (GET /receipts/{number})', () => {
  it("the checkout's collected payment reprints as its own receipt; the bill is as at checkout", async () => {
    const { id, receiptNumber: checkInReceipt } = await checkInWithBed('103');
    await ok(
      fx.call('POST', `${fx.base}/guests/${id}/charges`, { description: 'Laundry', amount: 3000 }),
    );
    now = checkoutDay;
    const out = await ok<CheckoutAnswer>(
      fx.call('PUT', `${fx.base}/guests/checkout/103`, {
        guestId: id,
        collect: { paymentMethod: 'kpay', amount: 3000 },
      }),
    );
    const collected = out.Bill!.Payments.at(-1)!;
    expect([collected.Type, collected.Amount]).toEqual(['payment', 3000]);

    // The checkout's payment is a receipt of its own, kept as issued (ADR 074).
    const copy = await copyOf(collected.ReceiptNumber!);
    expect(copy).toMatchObject({
      Kind: 'payment',
      ReceiptNumber: collected.ReceiptNumber,
      Rooms: ['103'],
      Total: 3000,
      PaymentMethod: 'kpay',
    });
    expect(copy.Rebuilt).toBeUndefined();
    // The bill, titled Bill with no number, is the checkout's own document.
    expect(out.BillReceipt).toMatchObject({ Kind: 'bill', ReceiptNumber: null });
    expect(lines(out.Bill!)).toEqual([
      ['nights', 80000, 2, null],
      ['extra-bed', 20000, null, null],
      ['tax', 5000, null, null],
      ['service', 10000, null, null],
      ['other', 3000, null, null],
    ]);
    expect(out.Bill).toMatchObject({ TotalCharges: 118000, TotalPaid: 118000, Balance: 0 });
    // The check-in's receipt is still reprinted as itself.
    expect(await copyOf(checkInReceipt)).toMatchObject({ Kind: 'check-in', Bill: null });
  });

  it("nothing collected at checkout: the check-in's receipt still reprints as itself", async () => {
    // ADR 069 (was: the bill under the check-in's number): a bill never takes a receipt's number.
    const { id, receiptNumber } = await checkInWithBed('102');
    const printed = await copyOf(receiptNumber);
    expect(printed).toMatchObject({ Kind: 'check-in', Bill: null });
    now = checkoutDay;
    await ok(fx.call('PUT', `${fx.base}/guests/checkout/102`, { guestId: id }));
    expect(await copyOf(receiptNumber)).toEqual(printed);
  });
});
