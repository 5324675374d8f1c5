import {
  businessDate,
  businessDayBounds,
  RoomStatus,
  type RoomRevenue,
  type RoomRevenueQuery,
  type Stats,
} from '@frontdesk/domain';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { ReceptionDeps } from '../reception-deps.ts';
import { sumRoomRevenue } from './income.repository.ts';
import { countRoomsByStatus } from './stats.repository.ts';

export const createStatsService = ({ db, now }: ReceptionDeps) => ({
  /** The stat cards' room counts; long-stay rooms count with full night (see statsSchema). */
  async stats(hotel: HotelRow): Promise<Stats> {
    const byStatus = await countRoomsByStatus(db, hotel.id);
    const of = (status: number) => byStatus.get(status) ?? 0;
    return {
      'available-rooms': of(RoomStatus.Available),
      'total-rooms': [...byStatus.values()].reduce((a, b) => a + b, 0),
      'full-night': of(RoomStatus.FullNight) + of(RoomStatus.LongStay),
      daycation: of(RoomStatus.Daycation),
      session: of(RoomStatus.Session),
      housekeeping: of(RoomStatus.Housekeeping),
      'long-stay': of(RoomStatus.LongStay),
      maintenance: of(RoomStatus.Maintenance),
    };
  },

  /** Room revenue of a business date (today when none), cash or online or both. */
  async roomRevenue(hotel: HotelRow, query: RoomRevenueQuery): Promise<RoomRevenue> {
    const date = query.date ?? businessDate(now(), hotel.timeZone);
    const { start, end } = businessDayBounds(date, hotel.timeZone);
    return { 'room-revenue': await sumRoomRevenue(db, hotel.id, start, end, query.paymentType) };
  },
});
