import { changedFields, type MenuItem, type MenuItemInput } from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { notFound } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { presentMenuItem } from './food.present.ts';
import {
  findMenuItems,
  type MenuItemRow,
  insertMenuItem,
  listMenuItems,
  removeMenuItem,
  updateMenuItem,
} from './menu.repository.ts';

const menuItemNotFound = () => notFound('Menu item not found.');

/**
 * The food menu. Every change publishes 'menu_updated' after it commits (ADR 065), so other desks'
 * menus and open Food Order dialogs show the new name and price before the order is priced.
 */
export const createMenuService = ({ db, events, now }: ReceptionDeps) => {
  const published = async (hotel: HotelRow, row: MenuItemRow): Promise<MenuItem> => {
    await events.publish(hotel.id, { type: 'menu_updated' });
    return presentMenuItem(row);
  };
  return {
    async menu(hotel: HotelRow): Promise<MenuItem[]> {
      return (await listMenuItems(db, hotel.id)).map(presentMenuItem);
    },

    async addMenuItem(hotel: HotelRow, item: MenuItemInput): Promise<MenuItem> {
      const row = await db.transaction(async (tx) => {
        const added = await insertMenuItem(tx, hotel.id, item, now());
        await recordActivity(tx, actingAs(hotel), {
          kind: 'menu-add',
          subject: `menu-item:${added.id}`,
          params: { name: added.foodName, price: added.foodPrice },
        });
        return added;
      });
      return published(hotel, row);
    },

    async editMenuItem(hotel: HotelRow, id: number, item: MenuItemInput): Promise<MenuItem> {
      const row = await db.transaction(async (tx) => {
        const [before] = await findMenuItems(tx, hotel.id, [id]);
        const after = before && (await updateMenuItem(tx, hotel.id, id, item));
        if (!before || !after) throw menuItemNotFound();
        await recordActivity(tx, actingAs(hotel), {
          kind: 'menu-edit',
          subject: `menu-item:${id}`,
          params: {
            name: before.foodName,
            changes: changedFields(
              { foodName: before.foodName, foodPrice: before.foodPrice },
              { foodName: after.foodName, foodPrice: after.foodPrice },
            ),
          },
        });
        return after;
      });
      return published(hotel, row);
    },

    /** Takes the item off the menu; orders that named it keep their own name and price. */
    async deleteMenuItem(hotel: HotelRow, id: number): Promise<MenuItem> {
      const row = await db.transaction(async (tx) => {
        const removed = await removeMenuItem(tx, hotel.id, id, now());
        if (!removed) throw menuItemNotFound();
        await recordActivity(tx, actingAs(hotel), {
          kind: 'menu-delete',
          subject: `menu-item:${id}`,
          params: { name: removed.foodName, price: removed.foodPrice },
        });
        return removed;
      });
      return published(hotel, row);
    },
  };
};
