import { useTranslation } from 'react-i18next';
import { businessDate } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useToday } from '../api/get-today.ts';
import '../texts.ts';

/** What a room card shows of the guest holding the room. */
export interface RoomGuestLine {
  name: string;
  /** 'Out 12:00' today, 'Out 27/11/2026' on a later day. */
  dueOut: string;
  /** The overdue mark's text, when the guest is past their check-out time. */
  overdue?: string;
}

/** The guest line of each occupied room's card, by room number (from GET /reception/today). */
export const useRoomGuests = (): ((roomNumber: string) => RoomGuestLine | undefined) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const today = useToday();
  const guests = new Map(today.data?.InHouse.map((guest) => [guest.RoomNumber, guest]));
  return (roomNumber) => {
    const guest = guests.get(roomNumber);
    if (!guest) return undefined;
    const checkout = new Date(guest.CheckoutDate);
    const time = guest.DueOutToday
      ? format.clockTime(checkout, timeZone)
      : format.date(businessDate(checkout, timeZone));
    return {
      name: guest.Name,
      dueOut: t('today.dueOut', { time }),
      ...(guest.Overdue ? { overdue: t('today.overdue') } : {}),
    };
  };
};
