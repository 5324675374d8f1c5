import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@frontdesk/domain';
import { ScrollColumn } from '../../../components/scroll-column.tsx';
import { lightThemeIconProps } from '../../../components/plain/boxes.ts';
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
    <Text role="alert" c="red.7" size="sm" ta="center" mt="sm">
      {t('reservations.loadFailed')}
    </Text>
  ) : null;
  if (failed || reservations.length === 0) {
    return (
      <Stack h={listHeight} mt="sm" gap={0}>
        {failure}
        <Stack align="center" justify="center" gap={4} py="lg" flex={1}>
          {/* Mantine's ThemeIcon as a plain element: its code stays off the dashboard (ADR 056). */}
          <div {...lightThemeIconProps('gray', 'xl', 'xl')}>
            <IconCalendarOff size={22} aria-hidden />
          </div>
          <Text fw={600} size="sm">
            {t('reservations.emptyTitle')}
          </Text>
          <Text c="dimmed" size="xs">
            {t('reservations.emptyMessage')}
          </Text>
        </Stack>
      </Stack>
    );
  }
  return (
    <Box h={listHeight} mt="sm">
      <ScrollColumn maxHeight={listHeight}>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {reservations.map((reservation) => (
            <li key={reservation.ID}>
              <ReservationRow reservation={reservation} timeZone={timeZone} onSelect={onSelect} />
            </li>
          ))}
        </Stack>
      </ScrollColumn>
    </Box>
  );
};
