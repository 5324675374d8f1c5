import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessDate, formatDisplayDate, type Reservation } from '@frontdesk/domain';
import { getDisplayLocale } from '../../../i18n/display-locale.ts';
import { RoomTypeIcon } from './room-type-icon.tsx';
import classes from './reservation-row.module.css';

export interface ReservationRowProps {
  reservation: Reservation;
  /** The hotel's zone: the dates shown are its calendar dates. */
  timeZone: string;
  /** Gets the row too: focus goes back to it when what it opened is done. */
  onSelect: (reservation: Reservation, row: HTMLElement) => void;
}

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
    <UnstyledButton
      className={classes.row}
      onClick={(event) => onSelect(reservation, event.currentTarget)}
      data-testid="reservation-row"
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <RoomTypeIcon roomType={reservation.RoomType} label={typeLabel} />
        <Stack gap={0} miw={0} flex={1}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} size="sm" truncate="end" title={reservation.Name}>
              {reservation.Name}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('reservations.stayDates', {
                checkin: hotelDisplayDate(reservation.CheckinDate, timeZone),
                checkout: hotelDisplayDate(reservation.CheckoutDate, timeZone),
              })}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate="end" title={reservation.Phone}>
              {reservation.Phone}
            </Text>
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
              {t('reservations.roomCount', { count: reservation.RoomCount })}
              {' · '}
              {t('reservations.addOn', {
                addOn: reservation.ExtraBed ? t('reservations.extraBed') : t('reservations.none'),
              })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
};
