import { describe, expect, it } from 'vitest';
import type { FoodOrder } from '@frontdesk/domain';
import { useInStayFixture } from './in-stay-fixture.ts';

/** A guest's money follows the guest, not the room: across a swap, and never to another room. */
// 14:00 on 22 November at the hotel.
const fx = useInStayFixture(() => new Date('2026-11-22T07:30:00.000Z'));
const { call, checkInGuest, guestRow, incomeCount } = fx;

const line = (guestId: number, room: string) => ({
  GuestID: guestId,
  RoomNumber: room,
  FoodName: 'Tiger can',
  Price: 3000,
  Quantity: 2,
  PaymentMethod: 'cash',
});

describe("a guest's food orders across a room swap", () => {
  it('Guest Details in the new room still lists the orders taken in the old one', async () => {
    const id = await checkInGuest('101');
    expect((await call('POST', '/create-food-order', line(id, '101'))).statusCode).toBe(201);
    const swap = await call('POST', '/swap-room', {
      guestID: String(id),
      currentRoomNumber: '101',
      newRoomNumber: '102',
    });
    expect(swap.statusCode, swap.body).toBeLessThan(300);
    expect((await call('POST', '/create-food-order', line(id, '102'))).statusCode).toBe(201);

    const orders = await call('GET', `/guest-food-orders?roomNumber=102&guestID=${id}`);
    expect(orders.statusCode).toBe(200);
    const list = orders.json<FoodOrder[]>();
    expect(list.map((o) => o.RoomNumber)).toEqual(['101', '102']);
    expect(list.every((o) => o.GuestID === id)).toBe(true);
    expect((await guestRow(id)).foodCharges).toBe(12000);
  });

  it("without guestID (the SPEC's fallback) the room's current guest's orders are listed", async () => {
    const earlier = await checkInGuest('103');
    expect((await call('POST', '/create-food-order', line(earlier, '103'))).statusCode).toBe(201);
    expect((await call('PUT', '/guests/checkout/103', {})).statusCode).toBe(200);
    expect((await call('PUT', '/rooms/103', { status: 1 })).statusCode).toBe(200);
    const now = await checkInGuest('103');
    expect((await call('POST', '/create-food-order', line(now, '103'))).statusCode).toBe(201);

    const list = (await call('GET', '/guest-food-orders?roomNumber=103')).json<FoodOrder[]>();
    expect(list.map((o) => o.GuestID)).toEqual([now]);
    expect((await call('GET', '/guest-food-orders?roomNumber=104')).json()).toEqual([]);
    expect((await call('GET', '/guest-food-orders')).statusCode).toBe(400);
  });
});

describe('POST /create-income with a GuestID and another room', () => {
  it('is refused with 409, as create-food-revenue refuses it, and writes nothing', async () => {
    const id = await checkInGuest('201');
    const before = await incomeCount();
    const payment = {
      Type: 'guest-food',
      GuestID: id,
      RoomNumber: '202',
      Amount: 5000,
      RevenueType: 'revenue',
      PaymentMethod: 'cash',
    };
    const response = await call('POST', '/create-income', payment);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'This guest is in room 201, not room 202.',
    );
    const food = await call('POST', '/create-food-revenue', {
      GuestID: id,
      RoomNumber: '202',
      TotalAmount: 5000,
      PaymentMethod: 'cash',
    });
    expect(food.statusCode).toBe(409);
    expect(await incomeCount()).toBe(before);
    // The guest's own room, and no room ('0'), are taken.
    expect(
      (await call('POST', '/create-income', { ...payment, RoomNumber: '201' })).statusCode,
    ).toBe(201);
    expect((await call('POST', '/create-income', { ...payment, RoomNumber: '0' })).statusCode).toBe(
      201,
    );
  });
});
