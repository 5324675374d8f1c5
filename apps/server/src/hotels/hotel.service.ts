import type { Database } from '../db/client.ts';
import { isPlainText } from '@frontdesk/domain';
import { badRequest, notFound } from '../http/errors.ts';
import { findHotelByKey, listHotels, type HotelRow } from './hotel.repository.ts';

/** Hotels change only by migration or seed, so a process keeps them once read. */
export const createHotelDirectory = (db: Database) => {
  const byKey = new Map<string, HotelRow>();
  return {
    async resolve(key: string): Promise<HotelRow> {
      const cached = byKey.get(key);
      if (cached) return cached;
      // A NUL (or half a surrogate pair) would fail the database lookup itself.
      if (!isPlainText(key)) {
        throw badRequest('Hotel key cannot contain control characters', [
          { field: 'hotel', message: 'Hotel key cannot contain control characters' },
        ]);
      }
      const hotel = await findHotelByKey(db, key);
      if (!hotel) throw notFound(`Unknown hotel '${key}'.`);
      byKey.set(key, hotel);
      return hotel;
    },
    list: () => listHotels(db),
  };
};
export type HotelDirectory = ReturnType<typeof createHotelDirectory>;

export const publicHotel = (hotel: HotelRow) => ({
  key: hotel.key,
  name: hotel.name,
  address: hotel.address,
  city: hotel.city,
  phone: hotel.phone,
  timeZone: hotel.timeZone,
  receiptPrefix: hotel.receiptPrefix,
});
