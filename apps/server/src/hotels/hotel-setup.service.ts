import { eq } from 'drizzle-orm';
import type { HotelDetailsUpdate } from '@frontdesk/domain';
import { hotels } from '../db/schema.ts';
import type { AdminDeps } from '../reception-deps.ts';
import type { HotelRow } from './hotel.repository.ts';
import { publicHotel } from './hotel.service.ts';

/**
 * The owner's hotel page (issue 18): the details every receipt prints, the receipt prefix of new
 * numbers (numbers already issued keep theirs) and the rates check-in dialogs start with. Every
 * desk hears 'hotel_updated' and reads the details again: the next receipt shows them.
 */
export const createHotelSetupService = ({ db, events, forgetHotel }: AdminDeps) => ({
  async update(hotel: HotelRow, details: HotelDetailsUpdate) {
    const [row] = await db
      .update(hotels)
      .set({
        name: details.name,
        address: details.address,
        city: details.city,
        phone: details.phone,
        receiptPrefix: details.receiptPrefix,
        defaultTaxRate: details.defaultTaxRate,
        defaultServiceRate: details.defaultServiceRate,
      })
      .where(eq(hotels.id, hotel.id))
      .returning();
    forgetHotel(hotel.id);
    await events.publish(hotel.id, { type: 'hotel_updated' });
    return publicHotel(row!);
  },
});
