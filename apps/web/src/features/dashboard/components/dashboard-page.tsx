import { ReservationPanel } from '../../reservations/components/reservation-panel.tsx';
import { FoodRevenuePanel } from '../../revenue/components/food-revenue-panel.tsx';
import { RoomRevenuePanel } from '../../revenue/components/room-revenue-panel.tsx';
import { RoomGrid } from '../../rooms/components/room-grid.tsx';
import { StatCardsRow } from '../../stats/components/stat-cards-row.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

/**
 * /dashboard. The dashboard is the one feature that composes others: each slot is owned by its
 * feature (stats, reservations, revenue, rooms), which replaces its own placeholder.
 */
export const DashboardPage = () => (
  <DashboardLayout
    stats={<StatCardsRow />}
    reservations={<ReservationPanel />}
    foodRevenue={<FoodRevenuePanel />}
    roomRevenue={<RoomRevenuePanel />}
    rooms={<RoomGrid />}
  />
);
