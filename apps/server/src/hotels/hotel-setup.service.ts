import { eq } from 'drizzle-orm';
import { changedFields, type HotelDetailsUpdate } from '@frontdesk/domain';
import { conflict } from '../http/errors.ts';
import { lockReceiptPrefixes, receiptPrefixTaken } from './receipt-prefix.repository.ts';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import { hotels } from '../db/schema.ts';
import type { AdminDeps } from '../reception-deps.ts';
import type { HotelRow } from './hotel.repository.ts';
import { adminHotel } from './hotel.service.ts';

/**
 * The owner's hotel page (issue 18): the details every receipt prints, the receipt prefix of new
 * numbers (numbers already issued keep theirs) and the rates check-in dialogs start with. Every
 * desk hears 'hotel_updated' and reads the details again: the next receipt shows them.
 */
export const createHotelSetupService = ({ db, events, forgetHotel }: AdminDeps) => ({
  async update(hotel: HotelRow, details: HotelDetailsUpdate) {
    const after = {
      name: details.name,
      address: details.address,
      city: details.city,
      phone: details.phone,
      receiptPrefix: details.receiptPrefix,
      defaultTaxRate: details.defaultTaxRate,
      defaultServiceRate: details.defaultServiceRate,
    };
    const row = await db.transaction(async (tx) => {
      await lockReceiptPrefixes(tx);
      const taken = await receiptPrefixTaken(tx, details.receiptPrefix, hotel.id);
      if (taken) throw conflict(taken);
      const [before] = await tx.select().from(hotels).where(eq(hotels.id, hotel.id)).for('update');
      // Rooms past the free ones (ADR 040): a client that does not send it leaves it as it is.
      const allowance = details.overbookAllowance ?? before!.overbookAllowance;
      // The nights rule's settings (ADR 068): likewise kept when not sent.
      const nightsRule = {
        arrivalDayHour: details.arrivalDayHour ?? before!.arrivalDayHour,
        earlyCheckInCharge: details.earlyCheckInCharge ?? before!.earlyCheckInCharge,
        // A swap to another room type (ADR 073): likewise.
        swapPriceRule: details.swapPriceRule ?? before!.swapPriceRule,
      };
      const [updated] = await tx
        .update(hotels)
        .set({ ...after, overbookAllowance: allowance, ...nightsRule })
        .where(eq(hotels.id, hotel.id))
        .returning();
      const was = before!;
      await recordActivity(tx, actingAs(hotel), {
        kind: 'hotel-edit',
        subject: `hotel:${hotel.id}`,
        params: {
          changes: changedFields(
            {
              name: was.name,
              address: was.address,
              city: was.city,
              phone: was.phone,
              receiptPrefix: was.receiptPrefix,
              defaultTaxRate: was.defaultTaxRate,
              defaultServiceRate: was.defaultServiceRate,
              overbookAllowance: was.overbookAllowance,
              arrivalDayHour: was.arrivalDayHour,
              earlyCheckInCharge: was.earlyCheckInCharge,
              swapPriceRule: was.swapPriceRule,
            },
            { ...after, overbookAllowance: allowance, ...nightsRule },
          ),
        },
      });
      return updated;
    });
    forgetHotel(hotel.id);
    await events.publish(hotel.id, { type: 'hotel_updated' });
    return adminHotel(row!);
  },
});
