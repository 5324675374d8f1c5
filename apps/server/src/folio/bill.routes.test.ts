import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutAnswer, Folio, MenuItem, PlacedFoodOrder } from '@frontdesk/domain';
import { foodRevenues, guests, hotels, incomes, rooms, stayCharges } from '../db/schema.ts';
import { startFoodTestApp } from '../../test/food-fixture.ts';

// 13:30 at the hotel (UTC+06:30) on 2026-11-22: every record lands on that business date.
let f: Awaited<ReturnType<typeof startFoodTestApp>>;
let menu: Map<string, MenuItem>;
beforeAll(async () => {
  f = await startFoodTestApp('2026-11-22T07:00:00.000Z');
  menu = new Map(
    (await f.call('GET', '/menus')).json<MenuItem[]>().map((item) => [item.FoodName, item]),
  );
});
afterAll(() => f.close());

const db = () => f.t.database.db;
const folio = async (id: number) => (await f.call('GET', `/guests/${id}/folio`)).json<Folio>();
const revenue = async (kind: 'room' | 'food', paymentType: 'cash' | 'online') => {
  const response = await f.call(
    'GET',
    `/${kind}-revenue?date=2026-11-22&paymentType=${paymentType}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, number>>()[`${kind}-revenue`]!;
};
const roomStatus = async (number: string) => {
  const [aureo] = await db().select().from(hotels).where(eq(hotels.key, 'aureo'));
  const [room] = await db()
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotelId, aureo!.id), eq(rooms.number, number)));
  return room!.status;
};
const guestRow = async (id: number) =>
  (await db().select().from(guests).where(eq(guests.id, id)))[0]!;
const counts = async () => ({
  foodReceipts: (await db().select({ n: count() }).from(foodRevenues))[0]!.n,
  incomes: (await db().select({ n: count() }).from(incomes))[0]!.n,
  charges: (await db().select({ n: count() }).from(stayCharges))[0]!.n,
});

/** 2 Tiger cans (3,000) and a Coca-Cola (1,500): 7,500 + 5% tax 375 + 2.5% service 187.50. */
const foodOnAccount = (guestId: number, roomNumber: string) =>
  f.call('POST', '/food-orders', {
    guestId,
    roomNumber,
    items: [
      { menuItemId: menu.get('Tiger can')!.ID, quantity: 2 },
      { menuItemId: menu.get('Coca-Cola')!.ID, quantity: 1 },
    ],
    taxRate: 5,
    serviceRate: 2.5,
    paymentMethod: 'room-account',
  });

describe('Pay at checkout: food and extra charges on the room account', () => {
  it('food on the account is charged to the stay with no food receipt and no food revenue', async () => {
    const id = await f.guestIn('201');
    const before = { ...(await counts()), online: await revenue('food', 'online') };
    const placed = await foodOnAccount(id, '201');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<PlacedFoodOrder>()).toMatchObject({
      paymentMethod: 'room-account',
      foodRevenueId: null,
      grandTotal: 8062.5,
    });
    expect((await counts()).foodReceipts).toBe(before.foodReceipts);
    expect(await revenue('food', 'online')).toBe(before.online);
    expect(await revenue('food', 'cash')).toBe(0);
    expect((await guestRow(id)).foodCharges).toBe(8062.5);
    expect(await folio(id)).toMatchObject({ TotalCharges: 8062.5, TotalPaid: 0, Balance: 8062.5 });
  });

  it('an extra charge is a line of its own, in RoomCharges, recorded with the user, once per key', async () => {
    const id = await f.guestIn('202');
    await f.forgetEvents();
    const add = () =>
      f.call(
        'POST',
        `/guests/${id}/charges`,
        { description: ' Laundry ', amount: 3000 },
        { key: 'laundry-202' },
      );
    const [first, again] = [await add(), await add()];
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const account = first.json<Folio>();
    expect(account.Charges.map((c) => [c.Type, c.Amount, c.Description ?? null])).toEqual([
      ['other', 3000, 'Laundry'],
    ]);
    expect(account.Balance).toBe(3000);
    await vi.waitFor(() => expect(f.published).toContainEqual({ type: 'payment_updated' }));
    expect((await guestRow(id)).roomCharges).toBe(3000);
    const rows = await db().select().from(stayCharges).where(eq(stayCharges.guestId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdBy).not.toBeNull();
  });

  it('bad charges are 400 with a message and write nothing; a running total past the column too', async () => {
    const id = await f.guestIn('203');
    const before = await counts();
    for (const body of [
      { description: 'Minibar', amount: 0 },
      { description: 'Minibar', amount: -5 },
      { description: 'Minibar', amount: 1e15 },
      { description: 'Minibar', amount: 1.234 },
      { description: 'Minibar', amount: '500' },
      { description: '  ', amount: 500 },
      { description: 'x'.repeat(101), amount: 500 },
      { amount: 500 },
    ]) {
      const bad = await f.call('POST', `/guests/${id}/charges`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json<{ message: string }>().message).toBeTruthy();
    }
    await db().update(guests).set({ roomCharges: 999_999_999_999 }).where(eq(guests.id, id));
    const over = await f.call('POST', `/guests/${id}/charges`, {
      description: 'Damage',
      amount: 1,
    });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json<{ message: string }>().message).toBe(
      'Room charges is too large to record (at most 999,999,999,999.99 Ks)',
    );
    expect(await counts()).toEqual(before);
    await db().update(guests).set({ roomCharges: 0 }).where(eq(guests.id, id));
    expect(
      (await f.call('POST', '/guests/999999/charges', { description: 'x', amount: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await f.call('POST', '/guests/1x/charges', { description: 'x', amount: 1 })).statusCode,
    ).toBe(400);
  });
});

describe('checkout with the bill', () => {
  it('a balance on the account is 409 without a collection; collected, the room is released', async () => {
    const id = await f.guestIn('204');
    expect((await foodOnAccount(id, '204')).statusCode).toBe(201);
    const charge = await f.call('POST', `/guests/${id}/charges`, {
      description: 'Minibar',
      amount: 3000,
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const before = await counts();
    const online = { food: await revenue('food', 'online'), room: await revenue('room', 'online') };

    const refused = await f.call('PUT', '/guests/checkout/204', { guestId: id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This stay has a balance due of 11,062.50 Ks. Collect it before checkout.',
    });
    const stale = await f.call('PUT', '/guests/checkout/204', {
      guestId: id,
      collect: { paymentMethod: 'kpay', amount: 8062.5 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(
      'The bill has changed: the balance due is now 11,062.50 Ks. Please check again.',
    );
    for (const collect of [
      { paymentMethod: 'kpay', amount: -1 },
      { paymentMethod: 'kpay', amount: 1e15 },
      { paymentMethod: 'kpay', amount: 0 },
      { paymentMethod: 'bitcoin', amount: 11062.5 },
      { amount: 11062.5 },
    ]) {
      const bad = await f.call('PUT', '/guests/checkout/204', { guestId: id, collect });
      expect(bad.statusCode, JSON.stringify(collect)).toBe(400);
    }
    expect((await guestRow(id)).status).toBe('active');
    expect(await roomStatus('204')).toBe(2);
    expect(await counts()).toEqual(before);

    await f.forgetEvents();
    const checkout = () =>
      f.call(
        'PUT',
        '/guests/checkout/204',
        { guestId: id, collect: { paymentMethod: 'kpay', amount: 11062.5 } },
        { key: 'checkout-204' },
      );
    const [done, again] = [await checkout(), await checkout()];
    expect(done.statusCode, done.body).toBe(200);
    expect(again.json()).toEqual(done.json());
    const answer = done.json<CheckoutAnswer>();
    expect(answer).toMatchObject({ ID: id, Status: 'checked-out', AmountPaid: 3000 });
    expect(answer.Bill).toMatchObject({ TotalCharges: 11062.5, TotalPaid: 11062.5, Balance: 0 });
    // The food owed is a food receipt (food revenue), the rest a payment (room revenue).
    const paid = answer.Bill!.Payments.map((p) => [p.Type, p.Amount, p.PaymentMethod]);
    expect(paid).toEqual([
      ['payment', 3000, 'kpay'],
      ['food', 8062.5, 'kpay'],
    ]);
    const numbers = answer.Bill!.Payments.map((p) => p.ReceiptNumber);
    expect(numbers[0]).toMatch(/^AUR20261122\d{4}$/);
    expect(numbers[1]).toMatch(/^AURFOOD20261122\d{4}$/);
    expect(await roomStatus('204')).toBe(5);
    expect(await revenue('food', 'online')).toBe(online.food + 8062.5);
    expect(await revenue('room', 'online')).toBe(online.room + 3000);
    expect(await counts()).toEqual({
      ...before,
      foodReceipts: before.foodReceipts + 1,
      incomes: before.incomes + 1,
    });
    // Every desk hears of it once: the room freed (with the stats) and the money taken.
    await vi.waitFor(() =>
      expect(f.published.map((e) => e.type).sort()).toEqual(['payment_updated', 'room_updated']),
    );
  });

  it("SPEC's empty checkout still frees a stay a SPEC client left owing; a credit is shown", async () => {
    const owing = await f.call('POST', '/create-guest', {
      name: 'U Hla',
      nationalId: '12/PaBaTa(N)123457',
      phone: '09 420 111 223',
      roomType: 'full-night',
      roomNumber: '205',
      checkinDate: '2026-11-22T14:00:00.000Z',
      checkoutDate: '2026-11-23T12:00:00.000Z',
      roomCharges: 40000,
      amountPaid: 30000,
    });
    expect(owing.statusCode, owing.body).toBe(201);
    const spec = await f.call('PUT', '/guests/checkout/205');
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json<CheckoutAnswer>().Bill?.Balance).toBe(10000);

    const credit = await f.call('POST', '/create-guest', {
      name: 'Daw Khin',
      nationalId: '12/PaBaTa(N)123458',
      phone: '09 420 111 224',
      roomType: 'full-night',
      roomNumber: '301',
      checkinDate: '2026-11-22T14:00:00.000Z',
      checkoutDate: '2026-11-23T12:00:00.000Z',
      roomCharges: 40000,
      amountPaid: 50000,
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const out = await f.call('PUT', '/guests/checkout/301', {
      guestId: credit.json<{ guest: { ID: number } }>().guest.ID,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json<CheckoutAnswer>().Bill).toMatchObject({ Balance: -10000 });
  });
});
