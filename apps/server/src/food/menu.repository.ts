import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MenuItemInput } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { menuItems } from '../db/schema.ts';

export type MenuItemRow = typeof menuItems.$inferSelect;

// A deleted item is kept (deleted_at) so the orders that named it keep their name and price.
const onMenu = (hotelId: number) =>
  and(eq(menuItems.hotelId, hotelId), isNull(menuItems.deletedAt));

export const listMenuItems = (db: Executor, hotelId: number): Promise<MenuItemRow[]> =>
  db.select().from(menuItems).where(onMenu(hotelId)).orderBy(asc(menuItems.id));

/** The hotel's menu items of these ids that are still on the menu. */
export const findMenuItems = (
  db: Executor,
  hotelId: number,
  ids: number[],
): Promise<MenuItemRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(menuItems)
        .where(and(onMenu(hotelId), inArray(menuItems.id, ids)));

export const insertMenuItem = async (
  db: Executor,
  hotelId: number,
  item: MenuItemInput,
  at: Date,
): Promise<MenuItemRow> => {
  const [row] = await db
    .insert(menuItems)
    .values({ hotelId, foodName: item.FoodName, foodPrice: item.FoodPrice, createdAt: at })
    .returning();
  return row!;
};

export const updateMenuItem = async (
  db: Executor,
  hotelId: number,
  id: number,
  item: MenuItemInput,
): Promise<MenuItemRow | undefined> => {
  const [row] = await db
    .update(menuItems)
    .set({ foodName: item.FoodName, foodPrice: item.FoodPrice })
    .where(and(onMenu(hotelId), eq(menuItems.id, id)))
    .returning();
  return row;
};

export const removeMenuItem = async (
  db: Executor,
  hotelId: number,
  id: number,
  at: Date,
): Promise<MenuItemRow | undefined> => {
  const [row] = await db
    .update(menuItems)
    .set({ deletedAt: at })
    .where(and(onMenu(hotelId), eq(menuItems.id, id)))
    .returning();
  return row;
};
