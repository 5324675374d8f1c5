import { describe, expect, it } from 'vitest';
import type { Guest, MenuItem } from '@frontdesk/domain';
import { useInStayFixture } from './in-stay-fixture.ts';
import { bearer } from './test-app.ts';

/**
 * Dates a desk changes after check-in, and order times, are bounded as the check-in bounds them;
 * a check-out date alone is 12:00 at the hotel; path ids are digits only.
 */
// 14:00 on 22 November 2026 at the hotel (UTC+06:30).
const fx = useInStayFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const { call, checkInGuest, guestRow } = fx;
const identity = { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' };

describe('PUT /guests/{id} dates', () => {
  it('a check-out date alone is 12:00 at the hotel', async () => {
    const id = await checkInGuest('101');
    const response = await call('PUT', `/guests/${id}`, {
      ...identity,
      checkoutDate: '2026-11-27',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Guest>().CheckoutDate).toBe('2026-11-27T05:30:00.000Z');
  });

  it.each([
    ['checkinDate', '1900-01-01T14:00:00.000Z', 'Check-in date must be within a year'],
    ['checkoutDate', '2999-12-31T12:00:00.000Z', 'Check-out date must be within a year'],
    ['checkoutDate', '2999-12-31', 'Check-out date must be within a year'],
  ])('%s %s is a 400 and changes nothing', async (field, date, message) => {
    const id = await checkInGuest('102');
    const before = await guestRow(id);
    const response = await call('PUT', `/guests/${id}`, { ...identity, [field]: date });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
    expect(await guestRow(id)).toEqual(before);
    await call('PUT', '/guests/checkout/102', {});
    await call('PUT', '/rooms/102', { status: 1 });
  });
});

describe('OrderTime', () => {
  const line = (guestId: number, OrderTime: string) => ({
    GuestID: guestId,
    RoomNumber: '104',
    FoodName: 'Tiger can',
    Price: 3000,
    Quantity: 1,
    PaymentMethod: 'cash',
    OrderTime,
  });

  it.each([
    ['1900-01-01 12:00:00', 'OrderTime must be within a year'],
    ['2026-11-23 14:00:00', 'OrderTime cannot be in the future'],
  ])('%s is a 400 on create-food-order and create-food-revenue', async (time, message) => {
    const id = await checkInGuest('104');
    const before = await guestRow(id);
    const order = await call('POST', '/create-food-order', line(id, time));
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json()).toMatchObject({ message, errors: [{ field: 'OrderTime', message }] });
    const revenue = await call('POST', '/create-food-revenue', {
      GuestID: null,
      RoomNumber: '0',
      TotalAmount: 3000,
      PaymentMethod: 'cash',
      OrderTime: time,
    });
    expect(revenue.statusCode, revenue.body).toBe(400);
    expect(await guestRow(id)).toEqual(before);
    expect(
      (await call('POST', '/create-food-order', line(id, '2026-11-22 13:55:00'))).statusCode,
    ).toBe(201);
    await call('PUT', '/guests/checkout/104', {});
    await call('PUT', '/rooms/104', { status: 1 });
  });
});

describe('path ids are digits only', () => {
  const send = (method: 'PUT' | 'DELETE', path: string, payload?: object) =>
    fx.t.app.inject({
      method,
      url: `${fx.base}${path}`,
      headers: bearer(fx.aureo),
      ...(payload ? { payload } : {}),
    });
  const menu = async () => (await call('GET', '/menus')).json<MenuItem[]>();

  it.each(['0x2', '+3', '3.0', '1e1', '%203', '-1'])(
    'menu/%s is a 400 and no item changes',
    async (id) => {
      const before = await menu();
      const edit = await send('PUT', `/menu/${id}`, { FoodName: 'Renamed', FoodPrice: 1 });
      expect(edit.statusCode, edit.body).toBe(400);
      const removal = await send('DELETE', `/menu/${id}`);
      expect(removal.statusCode, removal.body).toBe(400);
      expect(await menu()).toEqual(before);
    },
  );

  it.each(['/reservations/0x2', '/reservations/+3', '/guests/0x2', '/room-prices/+1'])(
    'PUT %s is a 400',
    async (path) => {
      expect((await send('PUT', path, { status: 'cancelled', Price: 1 })).statusCode).toBe(400);
    },
  );
});
