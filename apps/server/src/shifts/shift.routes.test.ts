import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentShift, Shift, ShiftListEntry } from '@frontdesk/domain';
import { shifts } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { useShiftFixture } from '../../test/shift-fixture.ts';

const fx = useShiftFixture();
const { call, pay, published } = fx;

describe('a receptionist opens and closes a shift', () => {
  it('opens with the float, counts the cash against what the app expected, and hands over', async () => {
    const before = (await call('GET', '/reception/shifts/current', 'desk')).json<CurrentShift>();
    expect(before).toEqual({ shift: null, suggestedFloat: 0 });

    const opened = await call('POST', '/reception/shifts', 'desk', { float: 50_000 }, 'open-1');
    expect(opened.statusCode, opened.body).toBe(201);
    const again = await call('POST', '/reception/shifts', 'desk', { float: 50_000 }, 'open-1');
    expect(again.json<Shift>().id).toBe(opened.json<Shift>().id);
    const second = await call('POST', '/reception/shifts', 'desk', { float: 10_000 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already have an open shift: close it first.');

    expect((await pay('desk', 40_000, 'cash')).statusCode).toBe(201);
    const kpay = await pay('desk', 35_000, 'kpay', { WalletReference: ' 0123456789 ' });
    expect(kpay.statusCode, kpay.body).toBe(201);
    expect((await pay('desk', -5_000, 'cash')).statusCode).toBe(201);
    // The owner's payment is not in the receptionist's drawer.
    expect((await pay('owner', 9_000, 'cash')).statusCode).toBe(201);

    const open = (await call('GET', '/reception/shifts/current', 'desk')).json<CurrentShift>()
      .shift!;
    expect(open).toMatchObject({
      float: 50_000,
      cashIn: 40_000,
      cashOut: 5_000,
      expectedCash: 85_000,
      room: 75_000,
      expenses: 5_000,
      methods: { cash: { total: 35_000, count: 2 }, kpay: { total: 35_000, count: 1 } },
      walletPayments: [{ amount: 35_000, paymentMethod: 'kpay', walletReference: '0123456789' }],
      closedAt: null,
      difference: null,
    });

    const noNote = await call('POST', '/reception/shifts/current/close', 'desk', {
      countedCash: 84_500,
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe('Please say why the cash is over or short');

    published.length = 0;
    const body = { countedCash: 84_500, note: 'Change given twice' };
    const closed = await call('POST', '/reception/shifts/current/close', 'desk', body, 'close-1');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<Shift>()).toMatchObject({
      expectedCash: 85_000,
      countedCash: 84_500,
      difference: -500,
      note: 'Change given twice',
    });
    expect(closed.json<Shift>().closedAt).not.toBeNull();
    const replay = await call('POST', '/reception/shifts/current/close', 'desk', body, 'close-1');
    expect(replay.json()).toEqual(closed.json());
    await fx.t.forgetEvents([]);
    expect(published).toContainEqual({ type: 'shift_updated' });

    // Closed: nothing more to close, and the next one opens with the counted cash suggested.
    expect((await call('POST', '/reception/shifts/current/close', 'desk', body)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/reception/shifts/current', 'desk')).json<CurrentShift>()).toEqual({
      shift: null,
      suggestedFloat: 84_500,
    });

    const activity = await call('GET', '/reception/admin/activity?kind=shift-close', 'owner');
    expect(activity.json().entries[0].Params).toEqual({
      expected: 85_000,
      counted: 84_500,
      difference: -500,
      note: 'Change given twice',
    });
  });

  it('a closed shift cannot be edited or deleted, even by the database', async () => {
    const [closed] = await fx.t.database.db.select().from(shifts).where(eq(shifts.hotelId, 1));
    expect(closed!.closedAt).not.toBeNull();
    await expect(
      fx.t.database.db.update(shifts).set({ countedCash: 85_000 }).where(eq(shifts.id, closed!.id)),
    ).rejects.toThrow();
    await expect(
      fx.t.database.db.delete(shifts).where(eq(shifts.id, closed!.id)),
    ).rejects.toThrow();
    const [after] = await fx.t.database.db.select().from(shifts).where(eq(shifts.id, closed!.id));
    expect(after).toMatchObject({ countedCash: 84_500, difference: -500 });
  });

  it('refuses a float that is negative or too big for a column with 400', async () => {
    for (const float of [-1, 1e15, 'a lot']) {
      const response = await call('POST', '/reception/shifts', 'desk', { float });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Float/);
    }
  });
});

describe('food receipts in a shift', () => {
  it('count with food and with their method; the walk-in food paid in cash is in the drawer', async () => {
    const other = await fx.t.login('swe', 'reception');
    const swe = (url: string, payload?: object) =>
      fx.t.app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/api/swe/reception${url}`,
        headers: bearer(other),
        payload,
      });
    expect((await swe('/shifts', { float: 20_000 })).statusCode).toBe(201);
    for (const [TotalAmount, PaymentMethod] of [
      [12_000.5, 'cash'],
      [3_000, 'wavepay'],
    ] as const) {
      const paid = await swe('/create-food-revenue', {
        GuestID: null,
        RoomNumber: '0',
        TotalAmount,
        PaymentMethod,
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const shift = (await swe('/shifts/current')).json<CurrentShift>().shift!;
    expect(shift).toMatchObject({
      expectedCash: 32_000.5,
      food: 15_000.5,
      room: 0,
      methods: { cash: { total: 12_000.5, count: 1 }, wavepay: { total: 3_000, count: 1 } },
      walletPayments: [{ amount: 3_000, paymentMethod: 'wavepay', walletReference: null }],
    });
    // Another hotel's shift is not aureo's: aureo's receptionist still has none open here.
    expect(
      (await call('GET', '/reception/shifts/current', 'desk')).json<CurrentShift>().shift,
    ).toBeNull();
  });
});

describe('the owner sees every shift', () => {
  it('lists shifts newest first with their over or short; receptionists may not', async () => {
    expect((await call('POST', '/reception/shifts', 'desk', { float: 84_500 })).statusCode).toBe(
      201,
    );
    const list = await call('GET', '/reception/admin/shifts', 'owner');
    expect(list.statusCode).toBe(200);
    const entries = list.json<ShiftListEntry[]>();
    expect(entries.map((s) => [s.userName, s.float, s.difference])).toEqual([
      ['Aye Aye Khaing', 84_500, null],
      ['Aye Aye Khaing', 50_000, -500],
    ]);
    expect((await call('GET', '/reception/admin/shifts', 'desk')).statusCode).toBe(403);
  });
});
