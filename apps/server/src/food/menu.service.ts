import type { MenuItem, MenuItemInput } from '@frontdesk/domain';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { notFound } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { presentMenuItem } from './food.present.ts';
import {
  insertMenuItem,
  listMenuItems,
  removeMenuItem,
  updateMenuItem,
} from './menu.repository.ts';

const menuItemNotFound = () => notFound('Menu item not found.');

export const createMenuService = ({ db, now }: ReceptionDeps) => ({
  async menu(hotel: HotelRow): Promise<MenuItem[]> {
    return (await listMenuItems(db, hotel.id)).map(presentMenuItem);
  },

  async addMenuItem(hotel: HotelRow, item: MenuItemInput): Promise<MenuItem> {
    return presentMenuItem(await insertMenuItem(db, hotel.id, item, now()));
  },

  async editMenuItem(hotel: HotelRow, id: number, item: MenuItemInput): Promise<MenuItem> {
    const row = await updateMenuItem(db, hotel.id, id, item);
    if (!row) throw menuItemNotFound();
    return presentMenuItem(row);
  },

  /** Takes the item off the menu; orders that named it keep their own name and price. */
  async deleteMenuItem(hotel: HotelRow, id: number): Promise<MenuItem> {
    const row = await removeMenuItem(db, hotel.id, id, now());
    if (!row) throw menuItemNotFound();
    return presentMenuItem(row);
  },
});
