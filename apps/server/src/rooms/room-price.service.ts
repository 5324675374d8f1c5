import { hotelWidePriceStayTypes, priceEntriesChangedBy, type RoomPrice } from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { notFound } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { listRoomPrices } from './room.repository.ts';
import { lockRoomPrices, setRoomPrices } from './room-price.repository.ts';

export const createRoomPriceService = ({ db, events }: ReceptionDeps) => ({
  /**
   * PUT /room-prices/{id}: the entry takes the new price, and so does every entry of its stay
   * type when that price is hotel-wide (daycation, session, extrabed, hourly-rate). Answers every
   * entry changed. Check-ins and extensions read prices when they price, so the next one charges
   * the new price; open dialogs re-quote on 'prices_updated'.
   */
  async updatePrice(hotel: HotelRow, id: number, price: number): Promise<RoomPrice[]> {
    const changedIds = await db.transaction(async (tx) => {
      const entries = await lockRoomPrices(tx, hotel.id);
      const edited = entries.find((e) => e.id === id);
      if (!edited) throw notFound('Room price not found.');
      const ids = priceEntriesChangedBy(edited, entries).map((e) => e.id);
      await setRoomPrices(tx, hotel.id, ids, price);
      await recordActivity(tx, actingAs(hotel), {
        kind: 'room-price',
        subject: `room-price:${id}`,
        params: {
          stayType: edited.stayType,
          roomType: hotelWidePriceStayTypes.includes(edited.stayType) ? null : edited.typeName,
          before: edited.price,
          after: price,
        },
      });
      return ids;
    });
    await events.publish(hotel.id, { type: 'prices_updated' });
    const rows = await listRoomPrices(db, hotel.id);
    return rows
      .filter((p) => changedIds.includes(p.id))
      .map((p) => ({ ID: p.id, RoomTypeID: p.typeNumber, StayType: p.stayType, Price: p.price }));
  },
});
