import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import type { IsoDate, Reservation, RevenuePaymentType } from '@frontdesk/domain';
import type { FlowOrigin } from '../../../components/dialogs/flow-origin.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useHotelToday } from '../../../lib/use-hotel-today.ts';
import { ReservationPanel } from '../../reservations/components/reservation-panel.tsx';
import { FoodRevenuePanel } from '../../revenue/components/food-revenue-panel.tsx';
import { RoomRevenuePanel } from '../../revenue/components/room-revenue-panel.tsx';
import {
  preloadReservationCheckIn,
  ReservationCheckIn,
} from '../../rooms/components/reservation-check-in.tsx';
import { RoomGrid } from '../../rooms/components/room-grid.tsx';
import { PaymentTypeToggle } from '../../stats/components/payment-type-toggle.tsx';
import { StatCardsRow } from '../../stats/components/stat-cards-row.tsx';
import { useStayActions } from '../../stays/components/use-stay-actions.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

interface ReservationCheckInState {
  /** A fresh dialog per opening. */
  key: number;
  reservation: Reservation;
  /** The row it was chosen from. */
  origin: FlowOrigin;
  opened: boolean;
}

/**
 * /dashboard. The dashboard is the one feature that composes others: each slot is owned by its
 * feature (stats, reservations, revenue, rooms); what passes between them goes through here
 * (the revenue date and Online/Cash filter, a reservation to check in).
 */
export const DashboardPage = () => {
  const timeZone = useHotelTimeZone();
  const today = useHotelToday(timeZone);
  // The revenue date of the stat cards and both revenue panels. Until someone picks another day
  // it is today, and turns with the hotel's midnight; picking today (or Today) follows it again.
  const [pickedRevenueDate, setPickedRevenueDate] = useState<IsoDate | null>(null);
  const revenueDate = pickedRevenueDate ?? today;
  const chooseRevenueDate = (date: IsoDate) => setPickedRevenueDate(date === today ? null : date);
  const [paymentType, setPaymentType] = useState<RevenuePaymentType>('cash');
  const [checkIn, setCheckIn] = useState<ReservationCheckInState | null>(null);
  const stays = useStayActions();

  return (
    <>
      <DashboardLayout
        stats={
          <Stack gap={6}>
            <Group justify="flex-end">
              <PaymentTypeToggle value={paymentType} onChange={setPaymentType} />
            </Group>
            <StatCardsRow date={revenueDate} paymentType={paymentType} />
          </Stack>
        }
        reservations={
          <ReservationPanel
            preloadCheckIn={preloadReservationCheckIn}
            onCheckIn={(reservation, origin) =>
              setCheckIn((current) => ({
                key: (current?.key ?? 0) + 1,
                reservation,
                origin,
                opened: true,
              }))
            }
          />
        }
        foodRevenue={
          <FoodRevenuePanel
            date={revenueDate}
            onDateChange={chooseRevenueDate}
            paymentType={paymentType}
          />
        }
        roomRevenue={
          <RoomRevenuePanel
            date={revenueDate}
            onDateChange={chooseRevenueDate}
            paymentType={paymentType}
          />
        }
        rooms={
          <RoomGrid
            stayActions={stays.stayActions}
            preloadStayActions={stays.preload}
            checkoutBill={stays.checkoutBill}
          />
        }
      />
      {checkIn ? (
        <ReservationCheckIn
          key={checkIn.key}
          reservation={checkIn.reservation}
          origin={checkIn.origin}
          opened={checkIn.opened}
          onClose={() => setCheckIn((current) => current && { ...current, opened: false })}
        />
      ) : null}
      {stays.dialogs}
    </>
  );
};
