import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reservation, Shift, ShiftDetail } from '@frontdesk/domain';
import { incomes } from '../db/schema.ts';
import { reservationForm } from '../../test/app-fixture.ts';
import { useShiftFixture } from '../../test/shift-fixture.ts';
import { bearer } from '../../test/test-app.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon), a minute later at each record.
const clock = { now: new Date('2026-11-22T07:30:00.000Z') };
const tick = () => (clock.now = new Date(clock.now.getTime() + 60_000));
const fx = useShiftFixture(() => clock.now);
const { call, pay } = fx;
const detail = (id: number | string, as: 'desk' | 'owner' = 'owner') =>
  call('GET', `/reception/admin/shifts/${id}`, as);

let shiftId: number;

describe('GET /admin/shifts/{id}: one shift as the owner reads it (issue 44)', () => {
  it('lists every record of the shift, a voided one marked and out of the totals', async () => {
    const opened = await call('POST', '/reception/shifts', 'desk', { float: 10_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    shiftId = opened.json<Shift>().id;
    tick();
    expect((await pay('desk', 40_000, 'cash')).statusCode).toBe(201);
    tick();
    const kpay = await pay('desk', 35_000, 'kpay', { WalletReference: 'KP-0042' });
    expect(kpay.statusCode, kpay.body).toBe(201);
    tick();
    const reserved = await call(
      'POST',
      '/reception/create-reservation',
      'desk',
      reservationForm({ name: 'Daw Hla', paymentType: 'wavepay', amountPaid: 20_000 }),
    );
    expect(reserved.statusCode, reserved.body).toBe(201);
    tick();
    const { ID } = reserved.json<Reservation>();
    const refunded = await fx.t.app.inject({
      method: 'DELETE',
      url: `/api/aureo/reception/reservations/${ID}?deposit=refund`,
      headers: bearer(fx.tokens.desk),
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    tick();
    expect((await pay('desk', -3_000, 'cash')).statusCode).toBe(201);
    tick();
    const food = await call('POST', '/reception/create-food-revenue', 'desk', {
      GuestID: null,
      RoomNumber: '0',
      TotalAmount: 6_000,
      PaymentMethod: 'ayapay',
    });
    expect(food.statusCode, food.body).toBe(201);
    tick();
    // The owner's own payment is not in the receptionist's shift; the owner's void of the KPay
    // payment marks it there.
    expect((await pay('owner', 9_000, 'cash')).statusCode).toBe(201);
    const [kpayRow] = await fx
      .db()
      .select()
      .from(incomes)
      .where(and(eq(incomes.hotelId, 1), eq(incomes.walletReference, 'KP-0042')));
    const voided = await call('POST', `/reception/incomes/${kpayRow!.id}/void`, 'owner', {
      reason: 'Typed twice',
    });
    expect(voided.statusCode, voided.body).toBe(201);
    tick();
    const closed = await call('POST', '/reception/shifts/current/close', 'desk', {
      countedCash: 46_500,
      note: 'Change given twice',
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const response = await detail(shiftId);
    expect(response.statusCode, response.body).toBe(200);
    const shift = response.json<ShiftDetail>();
    // Oldest first: [minute, kind, type, receipt, guest, method, amount, wallet ID, voided].
    expect(
      shift.entries.map((e) => [
        e.at.slice(11, 16),
        e.kind,
        e.type,
        e.receiptNumber,
        e.guest,
        e.paymentMethod,
        e.amount,
        e.walletReference,
        e.voided,
      ]),
    ).toEqual([
      ['07:31', 'room', 'room', null, null, 'cash', 40_000, null, false],
      ['07:32', 'room', 'room', null, null, 'kpay', 35_000, 'KP-0042', true],
      ['07:33', 'room', 'deposit', 'AUR202611220001', 'Daw Hla', 'wavepay', 20_000, null, false],
      [
        '07:34',
        'refund',
        'deposit-refund',
        'AUR202611220002',
        'Daw Hla',
        'wavepay',
        -20_000,
        null,
        false,
      ],
      ['07:35', 'expense', 'electricity', null, null, 'cash', -3_000, null, false],
      ['07:36', 'food', 'food', 'AURFOOD202611220001', null, 'ayapay', 6_000, null, false],
    ]);
    const none = { taken: 0, paidOut: 0, total: 0, count: 0, references: [] };
    expect(shift.methodTotals).toEqual([
      // 40,000 taken, the 3,000 expense paid out; the owner's 9,000 is not this shift's.
      { method: 'cash', taken: 40_000, paidOut: 3_000, total: 37_000, count: 2, references: [] },
      // The voided KPay payment is in no total, and its ID not listed.
      { method: 'kpay', ...none },
      { method: 'ayapay', taken: 6_000, paidOut: 0, total: 6_000, count: 1, references: [] },
      // The deposit taken and refunded.
      { method: 'wavepay', taken: 20_000, paidOut: 20_000, total: 0, count: 2, references: [] },
    ]);
    // 10,000 + 40,000 - 3,000 = 47,000 expected; 46,500 counted: 500 short.
    expect(shift).toMatchObject({
      userName: 'Aye Aye Khaing',
      openedAt: '2026-11-22T07:30:00.000Z',
      closedAt: '2026-11-22T07:38:00.000Z',
      float: 10_000,
      cashIn: 40_000,
      cashOut: 3_000,
      expectedCash: 47_000,
      countedCash: 46_500,
      difference: -500,
      note: 'Change given twice',
      room: 60_000,
      food: 6_000,
      expenses: 3_000,
      refunds: 20_000,
    });
    // The list's line for the shift gives the same figures.
    const list = (await call('GET', '/reception/admin/shifts', 'owner')).json<Shift[]>();
    const { entries: _, methodTotals: __, walletPayments: ___, ...figures } = shift;
    expect(list.find((s) => s.id === shiftId)).toEqual(figures);
  });

  it('a wallet payment lists its transaction ID under its method', async () => {
    expect((await call('POST', '/reception/shifts', 'desk', { float: 0 })).statusCode).toBe(201);
    tick();
    expect((await pay('desk', 12_000, 'kpay', { WalletReference: 'KP-7' })).statusCode).toBe(201);
    tick();
    expect((await pay('desk', 8_000.5, 'kpay', { WalletReference: 'KP-8' })).statusCode).toBe(201);
    const current = await call('GET', '/reception/shifts/current', 'desk');
    const open = await detail(current.json<{ shift: Shift }>().shift.id);
    expect(open.json<ShiftDetail>()).toMatchObject({
      closedAt: null,
      countedCash: null,
      methodTotals: [
        { method: 'cash', total: 0 },
        // 12,000 + 8,000.50
        {
          method: 'kpay',
          taken: 20_000.5,
          total: 20_000.5,
          count: 2,
          references: ['KP-7', 'KP-8'],
        },
        { method: 'ayapay', total: 0 },
        { method: 'wavepay', total: 0 },
      ],
    });
  });

  it("is the owner's: 403 for a receptionist, 404 for another hotel's shift, 400 for a bad id", async () => {
    const refused = await detail(shiftId, 'desk');
    expect(refused.statusCode).toBe(403);
    const swe = await fx.t.login('swe', 'reception');
    const sweShift = await fx.t.app.inject({
      method: 'POST',
      url: '/api/swe/reception/shifts',
      headers: bearer(swe),
      payload: { float: 0 },
    });
    expect(sweShift.statusCode).toBe(201);
    const elsewhere = await detail(sweShift.json<Shift>().id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('No such shift in this hotel.');
    expect((await detail(999_999)).statusCode).toBe(404);
    const bad = await detail('99999999999');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Shift ID must be a number');
  });
});
