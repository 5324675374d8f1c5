import {
  businessDate,
  type ImmigrationDue,
  type ImmigrationReported,
  type IsoDate,
  type OvernightGuestList,
  type StayType,
} from '@frontdesk/domain';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { actingUserId } from '../http/acting-user.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import {
  immigrationLookBackDays,
  lockGuestForReport,
  markGuestReported,
  registerForNight,
  unreportedForeigners,
} from './register.repository.ts';

const dayMs = 86_400_000;
const iso = (at: Date) => at.toISOString();

export const notForeignGuestMessage = 'Only a foreign guest is reported to immigration.';

export const createRegisterService = ({ db, events, now }: ReceptionDeps) => ({
  /** GET /admin/register: the Overnight Guest List of a night (tonight when no date is given). */
  async overnightGuestList(hotel: HotelRow, date?: IsoDate): Promise<OvernightGuestList> {
    const night = date ?? businessDate(now(), hotel.timeZone);
    const rows = await registerForNight(db, hotel, night);
    return {
      date: night,
      guests: rows.map((row) => ({
        ...row,
        stayType: row.stayType as StayType,
        checkinAt: iso(row.checkinAt),
        checkoutAt: iso(row.checkoutAt),
        immigrationReportedAt: row.immigrationReportedAt ? iso(row.immigrationReportedAt) : null,
      })),
    };
  },

  /**
   * GET /immigration-reports: foreign guests not yet reported, checked in over the last 7 days.
   * The desk shows each from 12 h after check-in (immigrationReportState), on its own clock.
   */
  async immigrationDue(hotel: HotelRow): Promise<ImmigrationDue[]> {
    const at = now();
    const from = new Date(at.getTime() - immigrationLookBackDays * dayMs);
    const rows = await unreportedForeigners(db, hotel.id, from, at);
    return rows.map((row) => ({ ...row, checkinAt: iso(row.checkinAt) }));
  },

  /**
   * POST /guests/{id}/immigration-report: the desk reported the guest; recorded once (a second
   * mark answers the first time), with an activity entry, and every desk's flag refetches.
   */
  async markReported(hotel: HotelRow, guestId: number): Promise<ImmigrationReported> {
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const guest = await lockGuestForReport(tx, hotel.id, guestId);
      if (!guest) throw notFound('Guest not found.');
      if (!guest.isForeigner) throw badRequest(notForeignGuestMessage);
      if (guest.immigrationReportedAt) {
        return { reportedAt: guest.immigrationReportedAt, changed: false };
      }
      await markGuestReported(tx, hotel.id, guest.id, at, actingUserId() ?? null);
      await recordActivity(tx, actingAs(hotel), {
        kind: 'immigration-report',
        subject: `guest:${guest.id}`,
        params: { guest: guest.name, room: guest.roomNumber },
      });
      return { reportedAt: at, changed: true };
    });
    if (outcome.changed) await events.publish(hotel.id, { type: 'register_updated' });
    return { guestId, immigrationReportedAt: iso(outcome.reportedAt) };
  },
});
