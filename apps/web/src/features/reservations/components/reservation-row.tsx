import { useTranslation } from 'react-i18next';
import { businessDate, formatDisplayDate, type Reservation } from '@frontdesk/domain';
import { getDisplayLocale } from '../../../i18n/display-locale.ts';
import { groupProps, stackProps, textProps } from '../../../components/plain/boxes.ts';
import { RoomTypeIcon } from './room-type-icon.tsx';
import classes from './reservation-row.module.css';

export interface ReservationRowProps {
  reservation: Reservation;
  /** The hotel's zone: the dates shown are its calendar dates. */
  timeZone: string;
  /** Gets the row too: focus goes back to it when what it opened is done. */
  onSelect: (reservation: Reservation, row: HTMLElement) => void;
}

/** A line of the row: what is on its left and its right. */
const line = groupProps({ justify: 'space-between', gap: 'xs', wrap: 'nowrap' });
const noWrap = { whiteSpace: 'nowrap' } as const;

/** dd/MM/yyyy of an instant on the hotel's calendar. */
export const hotelDisplayDate = (instant: string, timeZone: string): string =>
  formatDisplayDate(businessDate(new Date(instant), timeZone), getDisplayLocale());

/**
 * One reservation of the panel: room-type icon, name, phone, stay dates, rooms and add-on. The
 * whole row is a button (opens the options).
 */
export const ReservationRow = ({ reservation, timeZone, onSelect }: ReservationRowProps) => {
  const { t } = useTranslation();
  const typeLabel = t(`reservations.roomTypes.${reservation.RoomType}`);
  return (
    // Mantine's UnstyledButton, Group, Stack and Text as plain elements: a row is drawn per
    // reservation on the dashboard's first screen (ADR 063).
    <button
      type="button"
      className={`mantine-focus-auto ${classes.row} m_87cf2631 mantine-UnstyledButton-root`}
      onClick={(event) => onSelect(reservation, event.currentTarget)}
      data-testid="reservation-row"
    >
      <div {...groupProps({ gap: 'sm', wrap: 'nowrap' })}>
        <RoomTypeIcon roomType={reservation.RoomType} label={typeLabel} />
        <div {...stackProps({ gap: 0, style: { minWidth: '0rem', flex: 1 } })}>
          <div {...line}>
            <p {...textProps({ fw: 600, size: 'sm', truncate: true })} title={reservation.Name}>
              {reservation.Name}
            </p>
            <p {...textProps({ size: 'xs', c: 'dimmed', style: noWrap })}>
              {t('reservations.stayDates', {
                checkin: hotelDisplayDate(reservation.CheckinDate, timeZone),
                checkout: hotelDisplayDate(reservation.CheckoutDate, timeZone),
              })}
            </p>
          </div>
          <div {...line}>
            <p
              {...textProps({ size: 'xs', c: 'dimmed', truncate: true })}
              title={reservation.Phone}
            >
              {reservation.Phone}
            </p>
            <p {...textProps({ size: 'xs', style: noWrap })}>
              {t('reservations.roomCount', { count: reservation.RoomCount })}
              {' · '}
              {t('reservations.addOn', {
                addOn: reservation.ExtraBed ? t('reservations.extraBed') : t('reservations.none'),
              })}
            </p>
          </div>
        </div>
      </div>
    </button>
  );
};
