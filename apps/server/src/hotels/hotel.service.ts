import type { Database } from '../db/client.ts';
import { isPlainText } from '@frontdesk/domain';
import { badRequest, notFound } from '../http/errors.ts';
import type { EventHub } from '../realtime/event-hub.ts';
import { findHotelByKey, listHotels, type HotelRow } from './hotel.repository.ts';

/**
 * Hotels by key, kept once read. The owner may change a hotel's details (issue 18): its
 * 'hotel_updated' event, which reaches every server process, makes each one read it again.
 */
export const createHotelDirectory = (db: Database, events?: Pick<EventHub, 'subscribe'>) => {
  const byKey = new Map<string, HotelRow>();
  const watched = new Set<number>();
  const forget = (hotelId: number) => {
    for (const [key, hotel] of byKey) if (hotel.id === hotelId) byKey.delete(key);
  };
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
      if (events && !watched.has(hotel.id)) {
        watched.add(hotel.id);
        events.subscribe(hotel.id, (event) => {
          if (event.type === 'hotel_updated') forget(hotel.id);
        });
      }
      return hotel;
    },
    /** Reads the hotel again on its next request (after this process changed it). */
    forget,
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
  defaultTaxRate: hotel.defaultTaxRate,
  defaultServiceRate: hotel.defaultServiceRate,
  arrivalDayHour: hotel.arrivalDayHour,
  earlyCheckInCharge: hotel.earlyCheckInCharge,
  swapPriceRule: hotel.swapPriceRule,
});

/** The owner's hotel page: the public details and the overbooking allowance. */
export const adminHotel = (hotel: HotelRow) => ({
  ...publicHotel(hotel),
  overbookAllowance: hotel.overbookAllowance,
});
