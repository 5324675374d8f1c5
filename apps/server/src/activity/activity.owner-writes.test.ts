import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  roomTypePriceStayTypes,
  type AdminRoom,
  type AdminRoomType,
  type CheckInResponse,
  type Correction,
  type Folio,
  type FoodRevenueRecord,
  type StaffPasswordAnswer,
} from '@frontdesk/domain';
import { activityLogOf } from '../../test/activity-fixture.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';
import { bearer } from '../../test/test-app.ts';
import { incomes } from '../db/schema.ts';
import { addHotel, HotelExistsError } from '../hotels/add-hotel.ts';

// 14:00 on 22 Nov at the hotel (UTC+06:30).
const fx = useCheckInFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const { lastId, entriesAfter, signIn, onlyEntryOf, nothingRecordedBy } = activityLogOf(fx);

let keys = 0;
/** A call of the aureo desk signed in with `token`, once per Idempotency-Key. */
const as =
  (token: string) => (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: object) =>
    fx.t.app.inject({
      method,
      url: `/api/aureo${url}`,
      headers: { ...bearer(token), 'idempotency-key': `owner-writes-${(keys += 1)}` },
      ...(body ? { payload: body } : {}),
    });

/** A walk-in guest in `room`, checked in by `token`'s desk. */
const guestIn = async (room: string, token: string) => {
  const response = await fx.checkIn(fx.walkIn({ rooms: [{ roomNumber: room, extraBed: false }] }), {
    token,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckInResponse>().guests[0]!.ID;
};

describe('money on a stay', () => {
  it('an extra charge, and a checkout that collects the balance, record who and how much', async () => {
    const desk = await signIn();
    const call = as(desk.token);
    const id = await guestIn('201', desk.token);

    const charge = await onlyEntryOf(() =>
      call('POST', `/reception/guests/${id}/charges`, { description: 'Laundry', amount: 3000 }),
    );
    expect(charge).toMatchObject({
      kind: 'stay-charge',
      subject: `guest:${id}`,
      userId: desk.userId,
      sessionId: desk.sessionId,
      params: { guest: 'Aye Aye', room: '201', description: 'Laundry', amount: 3000 },
    });
    await nothingRecordedBy(404, () =>
      call('POST', '/reception/guests/999999/charges', { description: 'x', amount: 1 }),
    );
    await nothingRecordedBy(409, () =>
      call('PUT', '/reception/guests/checkout/201', { guestId: id }),
    );

    const bill = (await call('GET', `/reception/guests/${id}/folio`)).json<Folio>();
    expect(bill.Balance).toBeGreaterThan(0);
    const checkout = await onlyEntryOf(() =>
      call('PUT', '/reception/guests/checkout/201', {
        guestId: id,
        collect: { paymentMethod: 'cash', amount: bill.Balance },
      }),
    );
    expect(checkout).toMatchObject({
      kind: 'checkout',
      userId: desk.userId,
      params: {
        guest: 'Aye Aye',
        room: '201',
        collected: { amount: bill.Balance, paymentMethod: 'cash' },
      },
    });
  });
});

describe('voids and refunds', () => {
  /** A stay with a 10,000 Ks cash payment: the guest and the payment's income row. */
  const stayWithPayment = async (room: string, token: string) => {
    const guestId = await guestIn(room, token);
    const paid = await as(token)('POST', `/reception/guests/${guestId}/payments`, {
      amount: 10000,
      paymentMethod: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const number = paid.json<{ receiptNumber: string }>().receiptNumber;
    const [payment] = await fx.db().select().from(incomes).where(eq(incomes.receiptNumber, number));
    return { guestId, payment: payment! };
  };

  it('a void records the amount, the reason and both receipt numbers; a second void nothing', async () => {
    const owner = await signIn('admin');
    const call = as(owner.token);
    const { payment } = await stayWithPayment('102', owner.token);
    let answer: Correction | undefined;
    const voided = await onlyEntryOf(async () => {
      const response = await call('POST', `/reception/incomes/${payment.id}/void`, {
        reason: 'Typed twice',
      });
      answer = response.json<Correction>();
      return response;
    });
    expect(voided).toMatchObject({
      kind: 'payment-void',
      userId: owner.userId,
      params: {
        room: '102',
        amount: 10000,
        reason: 'Typed twice',
        receipt: answer!.ReceiptNumber,
        originalReceipt: payment.receiptNumber,
      },
    });
    await nothingRecordedBy(409, () =>
      call('POST', `/reception/incomes/${payment.id}/void`, { reason: 'again' }),
    );
    const desk = await signIn();
    await nothingRecordedBy(403, () =>
      as(desk.token)('POST', `/reception/incomes/${payment.id}/void`, { reason: 'x' }),
    );

    const food = (
      await call('POST', '/reception/create-food-revenue', {
        GuestID: null,
        RoomNumber: '0',
        TotalAmount: 6500,
        PaymentMethod: 'wavepay',
      })
    ).json<FoodRevenueRecord>();
    const foodVoid = await onlyEntryOf(() =>
      call('POST', `/reception/food-revenues/${food.ID}/void`, { reason: 'Wrong table' }),
    );
    expect(foodVoid).toMatchObject({
      kind: 'payment-void',
      subject: `food-revenue:${food.ID}`,
      params: { room: '0', amount: 6500, originalReceipt: food.ReceiptNumber },
    });
  });

  it('a refund records the guest, amount, method, reason and receipts; a refused one nothing', async () => {
    const owner = await signIn('admin');
    const call = as(owner.token);
    const { guestId, payment } = await stayWithPayment('103', owner.token);
    const refund = (change: object) =>
      call('POST', `/reception/guests/${guestId}/refunds`, {
        amount: 4000,
        paymentMethod: 'kpay',
        reason: 'Overpaid',
        incomeId: payment.id,
        ...change,
      });
    await nothingRecordedBy(400, () => refund({ amount: 0 }));
    let answer: Correction | undefined;
    const entry = await onlyEntryOf(async () => {
      const response = await refund({});
      answer = response.json<Correction>();
      return response;
    });
    expect(entry).toMatchObject({
      kind: 'refund',
      subject: `guest:${guestId}`,
      userId: owner.userId,
      params: {
        guest: 'Aye Aye',
        room: '103',
        amount: 4000,
        paymentMethod: 'kpay',
        reason: 'Overpaid',
        receipt: answer!.ReceiptNumber,
        originalReceipt: payment.receiptNumber,
      },
    });
  });
});

describe('staff changes', () => {
  it('added, changed, reset, deactivated, reactivated and the switches, each once by the owner', async () => {
    const owner = await signIn('admin');
    const call = as(owner.token);
    const first = {
      name: 'Ma Thida',
      username: 'thida',
      role: 'reception',
      password: 'first-from-owner',
    };
    const added = await onlyEntryOf(() => call('POST', '/reception/staff', first));
    expect(added).toMatchObject({
      kind: 'staff-add',
      userId: owner.userId,
      params: { name: 'Ma Thida', username: 'thida', role: 'reception' },
    });
    expect(JSON.stringify(added.params)).not.toContain('first-from-owner');
    await nothingRecordedBy(409, () => call('POST', '/reception/staff', first));
    const id = Number(added.subject.replace('user:', ''));

    const changed = await onlyEntryOf(() =>
      call('PATCH', `/reception/staff/${id}`, { name: 'Daw Thida', role: 'admin' }),
    );
    expect(changed.params).toEqual({
      name: 'Daw Thida',
      changes: [
        { field: 'name', before: 'Ma Thida', after: 'Daw Thida' },
        { field: 'role', before: 'reception', after: 'admin' },
      ],
    });
    await nothingRecordedBy(404, () => call('PATCH', '/reception/staff/999999', { name: 'X' }));

    let generated = '';
    const reset = await onlyEntryOf(async () => {
      const response = await call('POST', `/reception/staff/${id}/reset-password`, {});
      generated = response.json<StaffPasswordAnswer>().generatedPassword!;
      return response;
    });
    expect(reset).toMatchObject({ kind: 'staff-password-reset', params: { name: 'Daw Thida' } });
    expect(JSON.stringify(reset.params)).not.toContain(generated);

    const login = await fx.t.app.inject({
      method: 'POST',
      url: '/api/aureo/login',
      payload: { username: 'thida', password: generated },
    });
    const thida = login.json<{ token: string }>().token;
    await nothingRecordedBy(400, () =>
      as(thida)('POST', '/reception/password', {
        currentPassword: 'not-it-at-all',
        newPassword: 'thida-owns-this',
      }),
    );
    const own = await onlyEntryOf(() =>
      as(thida)('POST', '/reception/password', {
        currentPassword: generated,
        newPassword: 'thida-owns-this',
      }),
    );
    expect(own).toMatchObject({ kind: 'own-password', userId: id, params: {} });
    expect(JSON.stringify(own.params)).not.toContain('thida-owns-this');

    const off = await onlyEntryOf(() => call('POST', `/reception/staff/${id}/deactivate`));
    expect(off).toMatchObject({ kind: 'staff-deactivate', userId: owner.userId });
    const on = await onlyEntryOf(() => call('POST', `/reception/staff/${id}/reactivate`));
    expect(on).toMatchObject({ kind: 'staff-reactivate', params: { name: 'Daw Thida' } });

    const switches = await onlyEntryOf(() =>
      call('PUT', '/reception/staff-permissions', {
        receptionMayChangePrices: false,
        receptionMayChangeMenu: true,
      }),
    );
    expect(switches).toMatchObject({
      kind: 'staff-permissions',
      userId: owner.userId,
      params: { changes: [{ field: 'receptionMayChangePrices', before: true, after: false }] },
    });
    const desk = await signIn();
    await nothingRecordedBy(403, () =>
      as(desk.token)('PUT', '/reception/staff-permissions', {
        receptionMayChangePrices: true,
        receptionMayChangeMenu: true,
      }),
    );
  });
});

describe('hotel setup', () => {
  it('hotel details record the changed fields, before and after', async () => {
    const owner = await signIn('admin');
    const call = as(owner.token);
    const details = {
      name: 'Aureo Hotel',
      address: 'No. 1',
      city: 'Yangon',
      phone: '+95 9 111',
      receiptPrefix: 'AUR',
      defaultTaxRate: 0,
      defaultServiceRate: 0,
    };
    await call('PUT', '/admin/hotel', details);
    await nothingRecordedBy(400, () =>
      call('PUT', '/admin/hotel', { ...details, receiptPrefix: 'ab1' }),
    );
    const entry = await onlyEntryOf(() =>
      call('PUT', '/admin/hotel', { ...details, phone: '+95 9 222', defaultTaxRate: 5 }),
    );
    expect(entry).toMatchObject({
      kind: 'hotel-edit',
      userId: owner.userId,
      params: {
        changes: [
          { field: 'phone', before: '+95 9 111', after: '+95 9 222' },
          { field: 'defaultTaxRate', before: 0, after: 5 },
        ],
      },
    });
  });

  it('room types and rooms: added, renamed, changed and taken out of service', async () => {
    const owner = await signIn('admin');
    const call = as(owner.token);
    const [standard] = (await call('GET', '/admin/room-types')).json<AdminRoomType[]>();
    const prices = Object.fromEntries(
      roomTypePriceStayTypes.map((type) => [type, type === 'full-night' ? 45000 : 20000]),
    );
    const typeAdded = await onlyEntryOf(() =>
      call('POST', '/admin/room-types', { name: 'Garden', prices }),
    );
    expect(typeAdded).toMatchObject({
      kind: 'room-type-add',
      userId: owner.userId,
      params: { name: 'Garden', prices: expect.objectContaining({ 'full-night': 45000 }) },
    });
    // Every stay type priced, the hotel-wide ones at the hotel's price.
    expect(Object.keys((typeAdded.params as { prices: object }).prices)).toHaveLength(9);
    await nothingRecordedBy(409, () =>
      call('POST', '/admin/room-types', { name: 'garden', prices }),
    );
    const typeId = Number(typeAdded.subject.replace('room-type:', ''));
    const renamed = await onlyEntryOf(() =>
      call('PUT', `/admin/room-types/${typeId}`, { name: 'Garden View' }),
    );
    expect(renamed.params).toEqual({ before: 'Garden', after: 'Garden View' });

    const room = { number: '106', floor: 1, roomTypeId: standard!.id };
    const added = await onlyEntryOf(() => call('POST', '/admin/rooms', room));
    expect(added).toMatchObject({
      kind: 'room-add',
      params: { room: '106', floor: 1, roomType: standard!.name },
    });
    await nothingRecordedBy(409, () => call('POST', '/admin/rooms', room));
    const id = (await call('GET', '/admin/rooms'))
      .json<AdminRoom[]>()
      .find((r) => r.number === '106')!.id;
    const moved = await onlyEntryOf(() =>
      call('PUT', `/admin/rooms/${id}`, { floor: 2, roomTypeId: typeId }),
    );
    expect(moved.params).toEqual({
      room: '106',
      changes: [
        { field: 'floor', before: 1, after: 2 },
        { field: 'roomTypeName', before: standard!.name, after: 'Garden View' },
      ],
    });
    const retired = await onlyEntryOf(() => call('POST', `/admin/rooms/${id}/out-of-service`));
    expect(retired).toMatchObject({ kind: 'room-retire', params: { room: '106' } });
    await nothingRecordedBy(409, () => call('POST', `/admin/rooms/${id}/out-of-service`));
  });
});

describe('npm run hotel:add', () => {
  it('records the hotel added with no user; a key taken records nothing', async () => {
    const inle = {
      key: 'inle',
      name: 'Inle Lake Inn',
      address: 'No. 1, Lake Road',
      city: 'Nyaungshwe',
      phone: '+95 9 123 456',
      receiptPrefix: 'ILI',
      adminUsername: 'owner',
      adminName: 'Daw Su',
    };
    const before = await lastId();
    await addHotel(fx.db(), inle, 'lake-view-owner-2026');
    const entries = await entriesAfter(before);
    expect(entries.map((e) => [e.kind, e.userId, e.sessionId, e.params])).toEqual([
      ['hotel-add', null, null, { key: 'inle', name: 'Inle Lake Inn', adminUsername: 'owner' }],
    ]);
    const again = await lastId();
    await expect(addHotel(fx.db(), inle, 'lake-view-owner-2026')).rejects.toThrow(HotelExistsError);
    expect(await entriesAfter(again)).toEqual([]);
  });
});
