import {
  guestHistoryTotals,
  guestSearchLimit,
  guestSearchPatterns,
  nationalIdKey,
  phoneDigits,
  stayNights,
  staySpent,
  type FoundStay,
  type GuestHistory,
  type GuestSearchAnswer,
  type GuestStatus,
  type StayType,
} from '@frontdesk/domain';
import type { Database } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { notFound } from '../http/errors.ts';
import { findStay, searchStays, staysOfGuest } from './guest-search.repository.ts';

interface StayRow {
  id: number;
  name: string;
  nationalId: string;
  phone: string;
  roomNumber: string;
  roomType: string;
  checkinAt: Date;
  checkoutAt: Date;
  status: string;
}

const foundStay = (row: StayRow): FoundStay => ({
  ID: row.id,
  Name: row.name,
  NationalID: row.nationalId,
  Phone: row.phone,
  RoomNumber: row.roomNumber,
  RoomType: row.roomType as StayType,
  CheckinDate: row.checkinAt.toISOString(),
  CheckoutDate: row.checkoutAt.toISOString(),
  Status: row.status as GuestStatus,
});

export const createGuestSearchService = ({ db }: { db: Database }) => ({
  /** GET /guests/search: up to 20 stays, current and past, newest first (issue 19). */
  async search(hotel: HotelRow, query: string): Promise<GuestSearchAnswer> {
    const rows = await searchStays(db, hotel.id, guestSearchPatterns(query), guestSearchLimit + 1);
    return {
      stays: rows.slice(0, guestSearchLimit).map(foundStay),
      more: rows.length > guestSearchLimit,
    };
  },

  /** GET /guests/{id}/history: the stays of the guest of this stay, with their totals. */
  async history(hotel: HotelRow, id: number): Promise<GuestHistory> {
    const stay = await findStay(db, hotel.id, id);
    if (!stay) throw notFound(`Guest ${id} not found`);
    const rows = await staysOfGuest(db, hotel.id, {
      nationalId: nationalIdKey(stay.nationalId),
      phoneDigits: phoneDigits(stay.phone),
    });
    const stays = rows.map((row) => ({ ...row, stayType: row.roomType as StayType }));
    // Nights by the rule the check-ins are charged by (ADR 068), from the hotel's own times.
    const times = { timeZone: hotel.timeZone, arrivalDayHour: hotel.arrivalDayHour };
    const totals = guestHistoryTotals(stays, times);
    return {
      stays: stays.map((row) => ({
        ...foundStay(row),
        Nights: stayNights(row, times),
        Spent: staySpent(row),
      })),
      StayCount: totals.stays,
      TotalNights: totals.nights,
      TotalSpent: totals.spent,
    };
  },
});
