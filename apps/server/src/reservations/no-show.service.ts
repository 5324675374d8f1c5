import { noShowRefusal, type DepositChoice, type SavedReservation } from '@frontdesk/domain';
import { lockHotelAvailability } from '../availability/availability.repository.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { cancelWithDeposit } from './deposit.service.ts';
import { findReservation } from './reservation.repository.ts';
import { presentReservation } from './reservation.service.ts';

/**
 * POST /reservations/{id}/no-show (ADR 086): a confirmed reservation whose arrival day is over on
 * the hotel clock becomes a no-show, in one transaction. It holds no room from then on (the
 * availability counts confirmed reservations only); its deposit is kept (the default) or refunded
 * as a cancellation's, by the same path. Marking it again answers it as it is.
 */
export const createNoShowService = ({ db, events, now }: ReceptionDeps) => ({
  async markNoShow(
    hotel: HotelRow,
    id: number,
    deposit: DepositChoice = 'keep',
  ): Promise<SavedReservation> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
      throw notFound('Reservation not found.');
    }
    const at = now();
    const { row, moneyMoved, receipt } = await db.transaction(async (tx) => {
      // The hotel's availability lock before the reservation's row, as check-ins take them.
      await lockHotelAvailability(tx, hotel.id);
      const existing = await findReservation(tx, hotel.id, id, { forUpdate: true });
      if (!existing) throw notFound('Reservation not found.');
      if (existing.status === 'no-show') return { row: existing, moneyMoved: false };
      if (existing.status !== 'confirmed') {
        throw conflict(
          `This reservation is ${existing.status}; only a confirmed one can be a no-show.`,
        );
      }
      const refusal = noShowRefusal(existing.checkinAt, at, hotel.timeZone);
      if (refusal) throw conflict(refusal);
      return cancelWithDeposit(tx, hotel, existing, deposit, at, 'no-show');
    });
    await events.publish(hotel.id, { type: 'reservation_updated' });
    if (moneyMoved) await events.publish(hotel.id, { type: 'payment_updated' });
    return { ...presentReservation(row), ...(receipt ? { receipt } : {}) };
  },
});
