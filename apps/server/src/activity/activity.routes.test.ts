import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityPage, MenuItem, RoomPrice } from '@frontdesk/domain';
import { guestPayload, reservationForm } from '../../test/app-fixture.ts';
import { activityLogOf } from '../../test/activity-fixture.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';
import { bearer } from '../../test/test-app.ts';
import { activityLog, menuItems, roomPrices } from '../db/schema.ts';

// 14:00 on 22 Nov at the hotel (UTC+06:30).
const fx = useCheckInFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const base = '/api/aureo/reception';

const { lastId, entriesAfter, signIn, onlyEntryOf } = activityLogOf(fx);

describe('every write records one entry, with the user and desk, in its transaction', () => {
  it('check-in, extension, swap, guest edit, payment and checkout', async () => {
    const desk = await signIn();
    const call = (method: 'POST' | 'PUT', path: string, body: object) =>
      fx.t.app.inject({
        method,
        url: `${base}${path}`,
        headers: bearer(desk.token),
        payload: body,
      });

    const checkIn = await onlyEntryOf(() =>
      call('POST', '/check-in', fx.walkIn({ rooms: [{ roomNumber: '103', extraBed: false }] })),
    );
    expect(checkIn).toMatchObject({
      kind: 'check-in',
      userId: desk.userId,
      sessionId: desk.sessionId,
      params: { guest: 'Aye Aye', room: '103', stayType: 'full-night' },
    });
    const guestId = Number(checkIn.subject.replace('guest:', ''));

    const extension = await onlyEntryOf(() =>
      call('POST', `/guests/${guestId}/extend-days`, {
        checkoutDate: '2026-11-25T12:00:00.000Z',
        paymentMethod: 'cash',
      }),
    );
    expect(extension).toMatchObject({ kind: 'extension', userId: desk.userId });

    const edit = await onlyEntryOf(() =>
      call('PUT', `/guests/${guestId}`, {
        name: 'Aye Aye',
        nationalId: '12/PaBaTa(N)123456',
        phone: '09 999',
      }),
    );
    expect(edit.params).toEqual({
      guest: 'Aye Aye',
      room: '103',
      changes: [{ field: 'phone', before: '09 420 111 222', after: '09 999' }],
    });

    const swap = await onlyEntryOf(() =>
      call('POST', '/swap-room', {
        guestID: guestId,
        currentRoomNumber: '103',
        newRoomNumber: '104',
      }),
    );
    expect(swap.params).toEqual({ guest: 'Aye Aye', fromRoom: '103', toRoom: '104' });

    const payment = await onlyEntryOf(() =>
      call('POST', `/guests/${guestId}/payments`, { amount: 1000, paymentMethod: 'cash' }),
    );
    expect(payment).toMatchObject({ kind: 'income', params: { type: 'payment', amount: 1000 } });

    const checkout = await onlyEntryOf(() => call('PUT', '/guests/checkout/104', {}));
    expect(checkout).toMatchObject({
      kind: 'checkout',
      sessionId: desk.sessionId,
      params: { guest: 'Aye Aye', room: '104' },
    });
  });

  it('a price change records the price before and after; the column keeps who set it', async () => {
    const desk = await signIn();
    const prices = (
      await fx.t.app.inject({ url: `${base}/room-prices`, headers: bearer(desk.token) })
    ).json<RoomPrice[]>();
    const standard = prices.find((p) => p.RoomTypeID === 1 && p.StayType === 'full-night')!;
    const entry = await onlyEntryOf(() =>
      fx.t.app.inject({
        method: 'PUT',
        url: `${base}/room-prices/${standard.ID}`,
        headers: bearer(desk.token),
        payload: { Price: 35000 },
      }),
    );
    expect(entry).toMatchObject({
      kind: 'room-price',
      userId: desk.userId,
      params: {
        stayType: 'full-night',
        roomType: 'standard',
        before: standard.Price,
        after: 35000,
      },
    });
    const [row] = await fx.db().select().from(roomPrices).where(eq(roomPrices.id, standard.ID));
    expect(row!.updatedBy).toBe(desk.userId);
  });

  it('room status, menu items, incomes, reservations, create-guest and receipt numbers', async () => {
    const desk = await signIn();
    const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
      fx.t.app.inject({
        method,
        url: `${base}${path}`,
        headers: bearer(desk.token),
        ...(body ? { payload: body } : {}),
      });

    const status = await onlyEntryOf(() => call('PUT', '/rooms/105', { status: 5 }));
    expect(status.params).toEqual({ room: '105', before: 1, after: 5 });

    const added = await onlyEntryOf(() =>
      call('POST', '/create-menu', { FoodName: 'Mohinga', FoodPrice: 2500 }),
    );
    expect(added.params).toEqual({ name: 'Mohinga', price: 2500 });
    const id = Number(added.subject.replace('menu-item:', ''));
    const edited = await onlyEntryOf(() =>
      call('PUT', `/menu/${id}`, { FoodName: 'Mohinga', FoodPrice: 3000 }),
    );
    expect(edited.params).toEqual({
      name: 'Mohinga',
      changes: [{ field: 'foodPrice', before: 2500, after: 3000 }],
    });
    const [item] = await fx.db().select().from(menuItems).where(eq(menuItems.id, id));
    expect([item!.createdBy, item!.updatedBy]).toEqual([desk.userId, desk.userId]);
    expect((await onlyEntryOf(() => call('DELETE', `/menu/${id}`))).kind).toBe('menu-delete');

    const income = await onlyEntryOf(() =>
      call('POST', '/create-income', {
        Type: 'electricity',
        GuestID: null,
        RoomNumber: '0',
        Amount: -999999,
        RevenueType: '',
        PaymentMethod: 'cash',
      }),
    );
    expect(income).toMatchObject({ userId: desk.userId, params: { amount: -999999 } });

    const created = await onlyEntryOf(() =>
      call('POST', '/create-reservation', reservationForm({ amountPaid: 20000 })),
    );
    expect(created.kind).toBe('reservation-create');
    const reservation = Number(created.subject.replace('reservation:', ''));
    const change = await onlyEntryOf(() =>
      call(
        'PUT',
        `/reservations/${reservation}`,
        reservationForm({ amountPaid: 20000, phone: '1' }),
      ),
    );
    expect(change.params).toMatchObject({
      changes: [{ field: 'phone', before: '09 420 111 222', after: '1' }],
    });
    const cancelled = await onlyEntryOf(() =>
      call('DELETE', `/reservations/${reservation}?deposit=refund`),
    );
    expect(cancelled.params).toEqual({ name: 'Aye Aye', deposit: 'refunded', amount: 20000 });

    const guest = await onlyEntryOf(() =>
      call('POST', '/create-guest', guestPayload({ roomNumber: '202' })),
    );
    expect(guest).toMatchObject({ kind: 'check-in', params: { room: '202' } });

    const receipt = await onlyEntryOf(() => call('POST', '/receipt-numbers', { kind: 'room' }));
    expect(receipt.kind).toBe('receipt-number');
  });

  it('a refused write records nothing', async () => {
    const walkIn = fx.walkIn({ rooms: [{ roomNumber: '204', extraBed: false }] });
    expect((await fx.checkIn(walkIn)).statusCode).toBe(201);
    const before = await lastId();
    const taken = await fx.checkIn(walkIn);
    expect(taken.statusCode).toBe(409);
    const menu = await fx.call('PUT', `${base}/menu/999999`, { FoodName: 'X', FoodPrice: 1 });
    expect(menu.statusCode).toBe(404);
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('sign-ins, failed sign-ins (the username, never the password) and sign-outs', async () => {
    const before = await lastId();
    const failed = await fx.t.app.inject({
      method: 'POST',
      url: '/api/aureo/login',
      payload: { username: 'reception', password: 'not-the-password' },
    });
    expect(failed.statusCode).toBe(401);
    const desk = await signIn();
    await fx.t.app.inject({
      method: 'POST',
      url: '/api/aureo/logout',
      headers: bearer(desk.token),
    });
    const entries = await entriesAfter(before);
    expect(entries.map((e) => [e.kind, e.userId, e.sessionId])).toEqual([
      ['sign-in-failed', null, null],
      ['sign-in', desk.userId, desk.sessionId],
      ['sign-out', desk.userId, desk.sessionId],
    ]);
    expect(JSON.stringify(entries[0]!.params)).not.toContain('not-the-password');
  });
});

describe('the log is append-only', () => {
  it('the database refuses to change or delete an entry', async () => {
    const id = await lastId();
    await expect(
      fx.db().update(activityLog).set({ kind: 'sign-out' }).where(eq(activityLog.id, id)),
    ).rejects.toThrow();
    await expect(fx.db().delete(activityLog).where(eq(activityLog.id, id))).rejects.toThrow();
    await expect(fx.db().execute(sql`truncate activity_log`)).rejects.toThrow();
    expect(await lastId()).toBe(id);
  });
});

describe('GET /admin/activity', () => {
  const read = async (token: string, query = '') => {
    const response = await fx.t.app.inject({
      url: `${base}/admin/activity${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivityPage>();
  };

  it('answers newest first, a page at a time, and filters by user, kind and date', async () => {
    const owner = await signIn('admin');
    const desk = await signIn();
    for (const status of [5, 6, 1]) {
      await fx.t.app.inject({
        method: 'PUT',
        url: `${base}/rooms/203`,
        headers: bearer(desk.token),
        payload: { status },
      });
    }
    const first = await read(owner.token, `?kind=room-status&userId=${desk.userId}&limit=2`);
    expect(first.entries.map((e) => e.Params)).toEqual([
      { room: '203', before: 6, after: 1 },
      { room: '203', before: 5, after: 6 },
    ]);
    expect(first.entries[0]).toMatchObject({ UserID: desk.userId, UserName: 'Aye Aye Khaing' });
    const second = await read(
      owner.token,
      `?kind=room-status&userId=${desk.userId}&limit=2&before=${first.next}`,
    );
    // Older than the first page: this room's first change, then the earlier tests' entries.
    expect(second.entries[0]!.Params).toEqual({ room: '203', before: 1, after: 5 });
    expect(second.entries.every((e) => e.Kind === 'room-status')).toBe(true);

    const all = await read(owner.token, '?limit=200');
    const ids = all.entries.map((e) => e.ID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await read(owner.token, '?from=2020-01-01&to=2020-01-02')).toEqual({
      entries: [],
      next: null,
    });
  });

  it('refuses bad filters with 400 and a receptionist with 403', async () => {
    const owner = await signIn('admin');
    const bad = await fx.t.app.inject({
      url: `${base}/admin/activity?from=2026-11-30&to=2026-11-01`,
      headers: bearer(owner.token),
    });
    expect(bad.statusCode).toBe(400);
    const desk = await signIn();
    const refused = await fx.t.app.inject({
      url: `${base}/admin/activity`,
      headers: bearer(desk.token),
    });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      403,
      'Admins only.',
    ]);
    const otherHotel = await fx.t.app.inject({
      url: `${base}/admin/activity`,
      headers: bearer(await fx.t.login('swe', 'admin')),
    });
    expect(otherHotel.statusCode).toBe(401);
    const users = await fx.t.app.inject({
      url: `${base}/admin/activity/users`,
      headers: bearer(owner.token),
    });
    expect(users.json<MenuItem[]>().length).toBeGreaterThanOrEqual(2);
  });
});
