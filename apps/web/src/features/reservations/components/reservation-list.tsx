import { Box, Center, Loader } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@frontdesk/domain';
import { ScrollColumn } from '../../../components/scroll-column.tsx';
import {
  lightThemeIconProps,
  rem,
  stackProps,
  textProps,
} from '../../../components/plain/boxes.ts';
import { ReservationRow } from './reservation-row.tsx';

export interface ReservationListProps {
  reservations: readonly Reservation[];
  loading: boolean;
  /** The load failed: the message shows above an empty list (SPEC.md section 8). */
  failed: boolean;
  timeZone: string;
  onSelect: (reservation: Reservation, row: HTMLElement) => void;
}

/** The rows' height: the body keeps it loading, empty or full, so nothing below it moves. */
const listHeight = 320;

/** The panel's body: a spinner, the rows, or the empty state, in a box of one height. */
export const ReservationList = ({
  reservations,
  loading,
  failed,
  timeZone,
  onSelect,
}: ReservationListProps) => {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Center h={listHeight} mt="sm">
        <Loader size="sm" aria-label={t('reservations.loading')} />
      </Center>
    );
  }
  const failure = failed ? (
    <p
      role="alert"
      {...textProps({
        c: 'red.7',
        size: 'sm',
        style: { textAlign: 'center', marginTop: 'var(--mantine-spacing-sm)' },
      })}
    >
      {t('reservations.loadFailed')}
    </p>
  ) : null;
  if (failed || reservations.length === 0) {
    return (
      <div
        {...stackProps({
          gap: 0,
          style: { height: rem(listHeight), marginTop: 'var(--mantine-spacing-sm)' },
        })}
      >
        {failure}
        <div
          {...stackProps({
            align: 'center',
            justify: 'center',
            gap: 4,
            style: { paddingBlock: 'var(--mantine-spacing-lg)', flex: 1 },
          })}
        >
          {/* Mantine's ThemeIcon as a plain element: its code stays off the dashboard (ADR 056). */}
          <div {...lightThemeIconProps('gray', 'xl', 'xl')}>
            <IconCalendarOff size={22} aria-hidden />
          </div>
          <p {...textProps({ fw: 600, size: 'sm' })}>{t('reservations.emptyTitle')}</p>
          <p {...textProps({ c: 'dimmed', size: 'xs' })}>{t('reservations.emptyMessage')}</p>
        </div>
      </div>
    );
  }
  return (
    <Box h={listHeight} mt="sm">
      <ScrollColumn maxHeight={listHeight}>
        <ul
          {...stackProps({ gap: 6, style: { margin: '0rem', padding: '0rem', listStyle: 'none' } })}
        >
          {reservations.map((reservation) => (
            <li key={reservation.ID}>
              <ReservationRow reservation={reservation} timeZone={timeZone} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      </ScrollColumn>
    </Box>
  );
};
