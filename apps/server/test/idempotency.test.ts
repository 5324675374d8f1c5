import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foodOrders, foodRevenues, guests, incomes, receipts } from '../src/db/schema.ts';
import { useInStayFixture } from './in-stay-fixture.ts';

/**
 * Every call that writes money or room state, retried under one Idempotency-Key: three times in
 * a row and three times at once, it is done once and answers the first result; the same key with
 * another body is 422 and does nothing.
 */
// 14:00 on 22 November at the hotel.
const fx = useInStayFixture(() => new Date('2026-11-22T07:30:00.000Z'));

interface MoneyCall {
  name: string;
  /** Prepares what the call needs (a guest in a room...) and answers the request to retry. */
  prepare(unique: number): Promise<{ method: 'POST' | 'PUT'; path: string; body: unknown }>;
  /** The same call with another body. */
  other: unknown;
}

const identity = { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' };
// Rooms of aureo's demo layout that the calls below may use, two per call.
const roomPairs = [
  ['101', '102'],
  ['103', '104'],
  ['201', '202'],
  ['203', '204'],
  ['301', '302'],
  ['303', '304'],
  ['801', '802'],
  ['105', '205'],
  ['102', '302'],
  ['104', '304'],
  ['202', '803'],
];

const manualPayment = (Amount: number) => ({
  Type: 'electricity',
  GuestID: null,
  RoomNumber: '0',
  Amount,
  RevenueType: 'revenue',
  PaymentMethod: 'cash',
});

const firstMenuItem = async () =>
  (await fx.call('GET', '/menus')).json<{ ID: number; FoodName: string }[]>()[0]!;

const moneyCalls: MoneyCall[] = [
  {
    name: 'a whole food order',
    prepare: async (i) => {
      const room = roomPairs[i]![0]!;
      const guestId = await fx.checkInGuest(room);
      const item = await firstMenuItem();
      return {
        method: 'POST',
        path: '/food-orders',
        body: {
          guestId,
          roomNumber: room,
          items: [{ menuItemId: item.ID, quantity: 2 }],
          taxRate: 5,
          serviceRate: 0,
          paymentMethod: 'cash',
        },
      };
    },
    other: {
      guestId: 1,
      roomNumber: '101',
      items: [{ menuItemId: 1, quantity: 3 }],
      paymentMethod: 'cash',
    },
  },
  {
    name: 'create-food-order',
    prepare: async (i) => {
      const room = roomPairs[i]![0]!;
      const guestId = await fx.checkInGuest(room);
      return {
        method: 'POST',
        path: '/create-food-order',
        body: {
          GuestID: guestId,
          RoomNumber: room,
          FoodName: 'Tiger can',
          Price: 3000,
          Quantity: 2,
          PaymentMethod: 'cash',
        },
      };
    },
    other: {
      GuestID: 1,
      RoomNumber: '101',
      FoodName: 'Tiger can',
      Price: 3000,
      Quantity: 5,
      PaymentMethod: 'cash',
    },
  },
  {
    name: 'create-food-revenue',
    prepare: async () => ({
      method: 'POST',
      path: '/create-food-revenue',
      body: { GuestID: null, RoomNumber: '0', TotalAmount: 7000, PaymentMethod: 'kpay' },
    }),
    other: { GuestID: null, RoomNumber: '0', TotalAmount: 8000, PaymentMethod: 'kpay' },
  },
  {
    name: 'create-income',
    prepare: async () => ({ method: 'POST', path: '/create-income', body: manualPayment(-5000) }),
    other: manualPayment(-6000),
  },
  {
    name: 'check-in',
    prepare: async (i) => ({
      method: 'POST',
      path: '/check-in',
      body: fx.walkIn({ rooms: [{ roomNumber: roomPairs[i]![0], extraBed: false }] }),
    }),
    other: fx.walkIn({ rooms: [{ roomNumber: '999', extraBed: false }] }),
  },
  {
    name: 'create-guest',
    prepare: async (i) => ({
      method: 'POST',
      path: '/create-guest',
      body: {
        ...identity,
        roomType: 'session',
        roomNumber: roomPairs[i]![0],
        checkinDate: '2026-11-22T07:30:00.000Z',
        checkoutDate: '2026-11-22T10:30:00.000Z',
        amountPaid: 15000,
      },
    }),
    other: {
      ...identity,
      roomType: 'session',
      roomNumber: '999',
      checkinDate: '2026-11-22T07:30:00.000Z',
      checkoutDate: '2026-11-22T10:30:00.000Z',
    },
  },
  {
    name: 'checkout',
    prepare: async (i) => {
      const id = await fx.checkInGuest(roomPairs[i]![0]!);
      return {
        method: 'PUT',
        path: `/guests/checkout/${roomPairs[i]![0]}`,
        body: { guestId: id },
      };
    },
    other: { guestId: 1 },
  },
  {
    name: 'extend by days',
    prepare: async (i) => {
      const id = await fx.checkInGuest(roomPairs[i]![0]!);
      return {
        method: 'POST',
        path: `/guests/${id}/extend-days`,
        body: { checkoutDate: '2026-11-26', paymentMethod: 'kpay' },
      };
    },
    other: { checkoutDate: '2026-11-27', paymentMethod: 'kpay' },
  },
  {
    name: 'extend by hours',
    prepare: async (i) => {
      const id = await fx.checkInGuest(roomPairs[i]![0]!);
      return { method: 'POST', path: `/guests/${id}/extend-hours`, body: { hours: 2 } };
    },
    other: { hours: 3 },
  },
  {
    name: 'extend a long stay',
    prepare: async (i) => {
      const id = await fx.checkInGuest(roomPairs[i]![0]!, {
        stayType: 'long-stay',
        pricePerNight: 30000,
      });
      return {
        method: 'POST',
        path: `/guests/${id}/extend-long-stay`,
        body: { checkoutDate: '2026-11-28', pricePerDay: 30000, taxRate: 5, serviceRate: 10 },
      };
    },
    other: { checkoutDate: '2026-11-29', pricePerDay: 30000 },
  },
  {
    name: 'swap room',
    prepare: async (i) => {
      const [from, to] = roomPairs[i]!;
      const id = await fx.checkInGuest(from!);
      return {
        method: 'POST',
        path: '/swap-room',
        body: { guestID: String(id), currentRoomNumber: from, newRoomNumber: to },
      };
    },
    other: { guestID: '1', currentRoomNumber: '101', newRoomNumber: '999' },
  },
];

/** What a money or room call writes: guests, incomes, receipt numbers, rooms' states. */
const effects = async () => {
  const db = fx.db();
  const [g] = await db.select({ n: count() }).from(guests);
  const [i] = await db.select({ n: count() }).from(incomes);
  const [r] = await db.select({ n: count() }).from(receipts);
  const [o] = await db.select({ n: count() }).from(foodOrders);
  const [f] = await db.select({ n: count() }).from(foodRevenues);
  const rooms = (await fx.call('GET', '/rooms')).json<{ Room: string; Status: number }[]>();
  return {
    guests: g!.n,
    incomes: i!.n,
    receipts: r!.n,
    foodOrders: o!.n,
    foodRevenues: f!.n,
    rooms: rooms.map((x) => x.Status),
  };
};

describe.each(moneyCalls.map((call, i) => [call.name, call, i] as const))(
  '%s under an Idempotency-Key',
  (name, call, i) => {
    it('three retries in a row and three at once are done once, answering the first result', async () => {
      const { method, path, body } = await call.prepare(i);
      const key = `retry-${name}`;
      const first = await fx.call(method, path, body, { key });
      expect(first.statusCode, first.body).toBeLessThan(300);
      const after = await effects();
      const retries = [
        await fx.call(method, path, body, { key }),
        await fx.call(method, path, body, { key }),
        ...(await Promise.all([1, 2, 3].map(() => fx.call(method, path, body, { key })))),
      ];
      for (const retry of retries) {
        expect(retry.statusCode).toBe(first.statusCode);
        expect(retry.json()).toEqual(first.json());
      }
      expect(await effects()).toEqual(after);
      const misuse = await fx.call(method, path, call.other, { key });
      expect(misuse.statusCode).toBe(422);
      expect(await effects()).toEqual(after);
    });
  },
);
