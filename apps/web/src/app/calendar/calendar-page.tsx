import { Fragment, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarReservation, CalendarStay, IsoDate, Reservation } from '@frontdesk/domain';
import { lazyDialog } from '../../components/dialogs/lazy-dialog.tsx';
import { NoticeDialog, OptionDialog } from '../../components/dialogs/lazy-dialogs.ts';
import { useDisplayFormat } from '../../i18n/format.ts';
import { useHotelTimeZone } from '../../lib/session.ts';
import { hotelToday } from '../../lib/dates.ts';
import { CalendarView } from '../../features/calendar/components/calendar-view.tsx';
import { reservationsByDateQueryOptions } from '../../features/reservations/api/get-reservations-by-date.ts';
import { useRooms } from '../../features/rooms/api/get-rooms.ts';
import { useRoomActions, useStayActions } from '../dashboard/dashboard-page.tsx';

const ReservationModal = lazyDialog(
  () => import('../../features/reservations/components/reservation-modal.tsx'),
  'ReservationModal',
);

interface ModalState {
  /** A fresh dialog per opening. */
  key: number;
  opened: boolean;
  /** The reservation shown, or null for a new one from `startDate`. */
  reservation: Reservation | null;
  startDate?: IsoDate;
}

/**
 * /calendar (issue 19, ADR 041): the calendar feature's view, composed with the dialogs its clicks
 * open: a free cell today is the room's menu (its check-ins) as on the room grid, a later one a
 * new reservation from that date; a guest's bar opens Guest Details, a reservation its dialog.
 */
export const CalendarPage = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const queryClient = useQueryClient();
  const rooms = useRooms();
  const stays = useStayActions();
  const { openRoom, dialogs: roomDialogs } = useRoomActions(stays.stayActions, stays.checkoutBill);
  const [modal, setModal] = useState<ModalState | null>(null);
  const [night, setNight] = useState<{
    opened: boolean;
    date: IsoDate;
    reservations: CalendarReservation[];
  } | null>(null);
  const [saved, setSaved] = useState<{ opened: boolean; message: string } | null>(null);
  const roomOf = (number: string) => rooms.data?.find((room) => room.Room === number);
  const openModal = (reservation: Reservation | null, startDate?: IsoDate) =>
    setModal((current) => ({
      key: (current?.key ?? 0) + 1,
      opened: true,
      reservation,
      ...(startDate ? { startDate } : {}),
    }));

  const onFreeCell = (room: { room: string }, date: IsoDate) => {
    const roomNow = roomOf(room.room);
    if (date === hotelToday(timeZone) && roomNow) openRoom(roomNow);
    else openModal(null, date);
  };
  const onStay = (stay: CalendarStay) => {
    const room = roomOf(stay.room);
    if (stay.inHouse && room) stays.stayActions.guestDetails(room);
  };
  const onReservation = async (chosen: CalendarReservation) => {
    const list = await queryClient.fetchQuery(
      reservationsByDateQueryOptions(chosen.checkin.slice(0, 10)),
    );
    const reservation = list.find((r) => r.ID === chosen.id);
    if (reservation) openModal(reservation);
  };

  return (
    <>
      <CalendarView
        onFreeCell={onFreeCell}
        onStay={onStay}
        onReservations={(date, reservations) => setNight({ opened: true, date, reservations })}
      />
      <OptionDialog
        opened={night?.opened ?? false}
        title={night ? t('calendar.reservationsOn', { date: format.date(night.date) }) : ''}
        options={(night?.reservations ?? []).map((reservation) => ({
          label: t('calendar.reservationLine', {
            name: reservation.name,
            count: reservation.rooms,
            n: format.number(reservation.rooms),
            source: t(`reservations.sources.${reservation.source}`),
          }),
          variant: 'light',
          onSelect: () => {
            setNight((current) => current && { ...current, opened: false });
            void onReservation(reservation);
          },
        }))}
        onClose={() => setNight((current) => current && { ...current, opened: false })}
      />
      <Fragment key="room-actions">{roomDialogs}</Fragment>
      <Fragment key="stay-actions">{stays.dialogs}</Fragment>
      <Fragment key="reservation">
        {modal ? (
          <ReservationModal
            key={modal.key}
            opened={modal.opened}
            initialMode={modal.reservation ? 'view' : 'create'}
            reservation={modal.reservation}
            startDate={modal.startDate}
            timeZone={timeZone}
            onClose={() => setModal((current) => current && { ...current, opened: false })}
            onSaved={(message) => {
              setModal((current) => current && { ...current, opened: false });
              setSaved({ opened: true, message });
            }}
          />
        ) : null}
        {saved ? (
          <NoticeDialog
            opened={saved.opened}
            kind="success"
            message={saved.message}
            onClose={() => setSaved((current) => current && { ...current, opened: false })}
          />
        ) : null}
      </Fragment>
    </>
  );
};
