import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stockSummaryDrinks, type FoodOrder, type MenuItem } from '@frontdesk/domain';
import { menuItems } from '../db/schema.ts';
import { startFoodTestApp } from '../../test/food-fixture.ts';

let f: Awaited<ReturnType<typeof startFoodTestApp>>;
beforeAll(async () => {
  f = await startFoodTestApp('2026-11-22T06:00:00.000Z');
});
afterAll(() => f.close());

const menuCount = async () => (await f.t.database.db.select({ n: count() }).from(menuItems))[0]!.n;
const menu = async (hotel: 'aureo' | 'swe' = 'aureo') => {
  const response = await f.call('GET', '/menus', undefined, { hotel });
  expect(response.statusCode).toBe(200);
  return response.json<MenuItem[]>();
};

describe('menu', () => {
  it('the demo menu has every stock-summary drink', async () => {
    const names = (await menu()).map((item) => item.FoodName);
    for (const drink of stockSummaryDrinks) expect(names).toContain(drink);
  });

  it('adds, edits and deletes an item of this hotel only', async () => {
    const added = await f.call('POST', '/create-menu', { FoodName: ' Mohinga ', FoodPrice: 3000 });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json<MenuItem>();
    expect(item).toEqual({ ID: expect.any(Number), FoodName: 'Mohinga', FoodPrice: 3000 });
    expect(await menu()).toContainEqual(item);
    expect((await menu('swe')).map((m) => m.ID)).not.toContain(item.ID);

    const edited = await f.call('PUT', `/menu/${item.ID}`, {
      ID: item.ID,
      FoodName: 'Mohinga (large)',
      FoodPrice: 3500,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await menu()).toContainEqual({ ...item, FoodName: 'Mohinga (large)', FoodPrice: 3500 });

    // The other hotel cannot touch it.
    const foreignEdit = await f.call(
      'PUT',
      `/menu/${item.ID}`,
      { FoodName: 'x', FoodPrice: 1 },
      { hotel: 'swe' },
    );
    expect(foreignEdit.statusCode).toBe(404);
    expect(
      (await f.call('DELETE', `/menu/${item.ID}`, undefined, { hotel: 'swe' })).statusCode,
    ).toBe(404);

    const deleted = await f.call('DELETE', `/menu/${item.ID}`);
    expect(deleted.statusCode).toBe(200);
    expect((await menu()).map((m) => m.ID)).not.toContain(item.ID);
    expect((await f.call('DELETE', `/menu/${item.ID}`)).statusCode).toBe(404);
    expect(
      (await f.call('PUT', `/menu/${item.ID}`, { FoodName: 'x', FoodPrice: 1 })).statusCode,
    ).toBe(404);
  });

  it('tells every desk of each change once; a refused or retried change tells no one', async () => {
    const dish = { FoodName: 'Shan noodles', FoodPrice: 3500 };
    const changed = { type: 'menu_updated' };
    await f.forgetEvents();
    const added = await f.call('POST', '/create-menu', dish, { key: 'menu-event-add' });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<MenuItem>().ID;
    await vi.waitFor(() => expect(f.published).toEqual([changed]));

    await f.forgetEvents();
    const refused = [
      await f.call('POST', '/create-menu', { FoodName: ' ', FoodPrice: 100 }),
      await f.call('PUT', `/menu/${id}`, { FoodName: 'x', FoodPrice: 1 }, { hotel: 'swe' }),
      await f.call('DELETE', '/menu/987654'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 404, 404]);
    const retried = await f.call('POST', '/create-menu', dish, { key: 'menu-event-add' });
    expect(retried.json<MenuItem>().ID).toBe(id);
    const edited = await f.call('PUT', `/menu/${id}`, { ...dish, FoodPrice: 4000 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await f.call('DELETE', `/menu/${id}`)).statusCode).toBe(200);
    // Events arrive in the order sent: one from a refused or retried call would come first.
    await vi.waitFor(() => expect(f.published).toEqual([changed, changed]));
  });

  it('an order keeps the name and price of an item later changed or deleted', async () => {
    const guestId = await f.guestIn('101');
    const item = (
      await f.call('POST', '/create-menu', { FoodName: 'Tea leaf salad', FoodPrice: 4000 })
    ).json<MenuItem>();
    const order = await f.call('POST', '/food-orders', {
      guestId,
      roomNumber: '101',
      items: [{ menuItemId: item.ID, quantity: 1 }],
      paymentMethod: 'cash',
    });
    expect(order.statusCode, order.body).toBe(201);
    await f.call('PUT', `/menu/${item.ID}`, { FoodName: 'Salad', FoodPrice: 9000 });
    await f.call('DELETE', `/menu/${item.ID}`);
    const lines = await f.call('GET', `/guest-food-orders?roomNumber=101&guestID=${guestId}`);
    expect(lines.json<FoodOrder[]>()).toMatchObject([{ FoodName: 'Tea leaf salad', Price: 4000 }]);
    // A deleted item cannot be ordered any more.
    const again = await f.call('POST', '/food-orders', {
      guestId,
      roomNumber: '101',
      items: [{ menuItemId: item.ID, quantity: 1 }],
      paymentMethod: 'cash',
    });
    expect(again.statusCode).toBe(409);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a blank name', { FoodName: '   ', FoodPrice: 100 }, 'FoodName'],
    ['no price', { FoodName: 'Tea' }, 'FoodPrice'],
    ['a negative price', { FoodName: 'Tea', FoodPrice: -100 }, 'FoodPrice'],
    ['a price as text', { FoodName: 'Tea', FoodPrice: 'free' }, 'FoodPrice'],
  ])('%s -> 400 naming %s, nothing written', async (_case, body, field) => {
    const before = await menuCount();
    for (const [method, url] of [
      ['POST', '/create-menu'],
      ['PUT', `/menu/${(await menu())[0]!.ID}`],
    ] as const) {
      const response = await f.call(method, url, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await menuCount()).toBe(before);
    expect((await menu())[0]!.FoodName).not.toBe('   ');
  });

  it('a bad id is 400', async () => {
    expect((await f.call('DELETE', '/menu/abc')).statusCode).toBe(400);
  });
});
