import { Fragment, useContext, useEffect, useState } from 'react';
import type { IsoDate, Reservation, RevenuePaymentType } from '@frontdesk/domain';
import type { FlowOrigin } from '../../components/dialogs/flow-origin.ts';
import { lazyDialog } from '../../components/dialogs/lazy-dialog.tsx';
import { groupProps, stackProps } from '../../components/plain/boxes.ts';
import { GuestSearchContext } from '../../components/top-bar-slot.tsx';
import { firstPaymentType } from '../../lib/dashboard-first-calls.ts';
import { useHotelTimeZone } from '../../lib/session.ts';
import { useHotelToday } from '../../lib/use-hotel-today.ts';
import { ReservationPanel } from '../../features/reservations/components/reservation-panel.tsx';
import { FoodRevenuePanel } from '../../features/revenue/components/food-revenue-panel.tsx';
import { RoomRevenuePanel } from '../../features/revenue/components/room-revenue-panel.tsx';
// The immigration reminder (ADR 043) is part of the page's own code: the dashboard is drawn only
// once the reminder can be (WhenReminderKnown, ADR 055), so a chunk of its own was asked for
// only when the page first rendered, a round trip after the rest of its code (ADR 055, 1 Dec).
import { ImmigrationFlag } from '../../features/register/components/immigration-flag.tsx';
import {
  preloadReservationCheckIn,
  ReservationCheckIn,
} from '../../features/rooms/components/reservation-check-in.tsx';
import { RoomGrid } from '../../features/rooms/components/room-grid.tsx';
import { PaymentTypeToggle } from '../../features/stats/components/payment-type-toggle.tsx';
import { StatCardsRow } from '../../features/stats/components/stat-cards-row.tsx';
import { useStayActions } from '../../features/stays/components/use-stay-actions.tsx';
import { TodayStrip } from '../../features/today/components/today-strip.tsx';
import { useRoomGuests } from '../../features/today/components/use-room-guests.ts';
import { DashboardLayout, showRoomOverview } from './dashboard-layout.tsx';
import { useFoodOrder } from './use-food-order.tsx';
import { WhenReminderKnown } from './when-reminder-known.tsx';

// Find a guest (issue 19): fetched when its button (the layout's) is pointed at or chosen.
const GuestSearchDialog = lazyDialog(
  () => import('../../features/stays/components/guest-search-dialog.tsx'),
  'GuestSearchDialog',
);

/**
 * The desk's room and stay dialogs, for the booking calendar (app/calendar) too. Imported from
 * here, not from their features, so that the calendar's chunk reuses the dashboard's chunk
 * instead of splitting it into more files the first screens would have to name (ADR 041).
 */
export { useRoomActions } from '../../features/rooms/components/room-actions.tsx';
export { useStayActions };

interface ReservationCheckInState {
  /** A fresh dialog per opening. */
  key: number;
  reservation: Reservation;
  /** The row it was chosen from. */
  origin: FlowOrigin;
  opened: boolean;
}

/**
 * /dashboard, composed here in app/ (features do not import each other): each slot is owned by its
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
  const [paymentType, setPaymentType] = useState<RevenuePaymentType>(firstPaymentType);
  const [checkIn, setCheckIn] = useState<ReservationCheckInState | null>(null);
  const stays = useStayActions();
  const foodOrder = useFoodOrder();
  const roomGuests = useRoomGuests();
  const guestSearch = useContext(GuestSearchContext);
  // Pointing at Find guest fetches the dialog's code from now on.
  const preloadSearch = guestSearch?.preload;
  useEffect(() => {
    if (!preloadSearch) return undefined;
    preloadSearch.current = GuestSearchDialog.preload;
    return () => {
      preloadSearch.current = undefined;
    };
  }, [preloadSearch]);
  const preloadStayActions = () => {
    stays.preload();
    foodOrder.preload();
  };

  return (
    <>
      <WhenReminderKnown>
        <DashboardLayout
          stats={
            <div {...stackProps({ gap: 6 })}>
              <ImmigrationFlag />
              <div {...groupProps({ justify: 'space-between', gap: 'xs' })}>
                <TodayStrip onShowRooms={showRoomOverview} />
                <PaymentTypeToggle value={paymentType} onChange={setPaymentType} />
              </div>
              <StatCardsRow date={revenueDate} paymentType={paymentType} />
            </div>
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
              stayActions={{ ...stays.stayActions, foodOrder: foodOrder.start }}
              preloadStayActions={preloadStayActions}
              checkoutBill={stays.checkoutBill}
              guestOf={roomGuests}
            />
          }
        />
      </WhenReminderKnown>
      {/* Each flow's dialogs under a key of its own: their elements carry keys per opening
          (1, 2, ...), and siblings with the same key are matched to each other's fibers, which
          left Guest Details open and unresponsive after a Food Order (key 1 twice). */}
      <Fragment key="reservation-check-in">
        {checkIn ? (
          <ReservationCheckIn
            key={checkIn.key}
            reservation={checkIn.reservation}
            origin={checkIn.origin}
            opened={checkIn.opened}
            onClose={() => setCheckIn((current) => current && { ...current, opened: false })}
          />
        ) : null}
      </Fragment>
      <Fragment key="stay-actions">{stays.dialogs}</Fragment>
      <Fragment key="food-order">{foodOrder.dialog}</Fragment>
      <Fragment key="guest-search">
        {guestSearch?.opened == null ? null : (
          <GuestSearchDialog
            opened={guestSearch.opened}
            onClose={() => guestSearch.setOpened(false)}
          />
        )}
      </Fragment>
    </>
  );
};
