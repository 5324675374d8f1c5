import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckInResponse, FoodRevenueRecord } from '@frontdesk/domain';
import { foodRevenues, incomes } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// Corrections at the desk (issue 48 item 2, ADR 072): a receptionist voids and refunds only when
// the owner allows it, always with a reason, and the activity log names them.

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useCheckInFixture(() => now);
let admin = '';
beforeAll(async () => {
  admin = await fx.t.login('aureo', 'admin');
});

let keys = 0;
const post = (url: string, payload: object, token = fx.aureo) =>
  fx.t.app.inject({
    method: 'POST',
    url: `${fx.base}${url}`,
    headers: { ...bearer(token), 'idempotency-key': `rc-${(keys += 1)}` },
    payload,
  });
const allow = async (receptionMayVoidAndRefund: boolean) => {
  const response = await fx.t.app.inject({
    method: 'PUT',
    url: `${fx.base}/staff-permissions`,
    headers: bearer(admin),
    payload: {
      receptionMayChangePrices: true,
      receptionMayChangeMenu: true,
      receptionMayVoidAndRefund,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const rowCounts = async () => ({
  incomes: (await fx.db().select({ n: count() }).from(incomes))[0]!.n,
  food: (await fx.db().select({ n: count() }).from(foodRevenues))[0]!.n,
});
const refused = 'The owner has not allowed receptionists to void payments or give refunds.';

/** A walk-in in `room` and a cash payment of 10,000 Ks for the stay, by the receptionist. */
const stayWithPayment = async (room: string) => {
  const response = await fx.checkIn(fx.walkIn({ rooms: [{ roomNumber: room, extraBed: false }] }));
  expect(response.statusCode, response.body).toBe(201);
  const guestId = response.json<CheckInResponse>().guests[0]!.ID;
  const paid = await post(`/guests/${guestId}/payments`, { amount: 10000, paymentMethod: 'cash' });
  expect(paid.statusCode, paid.body).toBe(201);
  const number = paid.json<{ receiptNumber: string }>().receiptNumber;
  const [payment] = await fx.db().select().from(incomes).where(eq(incomes.receiptNumber, number));
  return { guestId, payment: payment! };
};
const foodPayment = async () => {
  const paid = await fx.call('POST', `${fx.base}/create-food-revenue`, {
    GuestID: null,
    RoomNumber: '0',
    TotalAmount: 4500,
    PaymentMethod: 'kpay',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json<FoodRevenueRecord>();
};

describe('voids and refunds at the desk', () => {
  it('off by default: 403 with the reason for every correction, nothing written', async () => {
    const { guestId, payment } = await stayWithPayment('101');
    const food = await foodPayment();
    const before = await rowCounts();
    for (const response of [
      await post(`/incomes/${payment.id}/void`, { reason: 'Recorded twice' }),
      await post(`/food-revenues/${food.ID}/void`, { reason: 'Wrong table' }),
      await post(`/guests/${guestId}/refunds`, {
        amount: 1000,
        paymentMethod: 'cash',
        reason: 'Overpaid',
      }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: refused });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('allowed by the owner: the receptionist voids and refunds, with a reason, named in the log', async () => {
    await allow(true);
    const { guestId, payment } = await stayWithPayment('102');
    const food = await foodPayment();
    const before = await rowCounts();
    // A reason is still required.
    expect((await post(`/incomes/${payment.id}/void`, { reason: ' ' })).statusCode).toBe(400);
    const noReason = await post(`/guests/${guestId}/refunds`, {
      amount: 1000,
      paymentMethod: 'cash',
    });
    expect(noReason.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);

    const refund = await post(`/guests/${guestId}/refunds`, {
      amount: 4000,
      paymentMethod: 'cash',
      reason: 'Left a day early',
      incomeId: payment.id,
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const foodVoid = await post(`/food-revenues/${food.ID}/void`, { reason: 'Wrong table' });
    expect(foodVoid.statusCode, foodVoid.body).toBe(201);
    const { payment: other } = await stayWithPayment('103');
    const voided = await post(`/incomes/${other.id}/void`, { reason: 'Recorded twice' });
    expect(voided.statusCode, voided.body).toBe(201);

    const read = async (kind: string) => {
      const response = await fx.t.app.inject({
        method: 'GET',
        url: `${fx.base}/admin/activity?kind=${kind}&limit=5`,
        headers: bearer(admin),
      });
      return response.json<{ entries: { UserName: string; Params: { reason: string } }[] }>();
    };
    const [refundEntry] = (await read('refund')).entries;
    expect(refundEntry).toMatchObject({
      UserName: 'Aye Aye Khaing',
      Params: { amount: 4000, reason: 'Left a day early' },
    });
    const voids = (await read('payment-void')).entries;
    expect(voids.map((e) => [e.UserName, e.Params.reason])).toEqual([
      ['Aye Aye Khaing', 'Recorded twice'],
      ['Aye Aye Khaing', 'Wrong table'],
    ]);
  });

  it('switched off again: the next correction is refused at once', async () => {
    await allow(false);
    const { payment } = await stayWithPayment('104');
    const response = await post(`/incomes/${payment.id}/void`, { reason: 'Recorded twice' });
    expect(response.statusCode).toBe(403);
    // The owner always may.
    const byOwner = await post(`/incomes/${payment.id}/void`, { reason: 'Recorded twice' }, admin);
    expect(byOwner.statusCode, byOwner.body).toBe(201);
  });
});
