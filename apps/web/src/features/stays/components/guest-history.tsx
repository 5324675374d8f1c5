import './guest-search-texts.ts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { useGuestHistory } from '../api/search-guests.ts';
import { StayLine, StayLoading } from './stay-parts.tsx';
import { StayStatusBadge, useStayDates } from './found-stay-parts.tsx';
import '../../../i18n/desk-dialog-texts.ts';

/**
 * A guest's stays at the hotel (same NRC/passport or phone as stay `guestId`): how many, their
 * nights and what they spent, then each stay, newest first.
 */
export const GuestHistory = ({ guestId }: { guestId: number }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const datesOf = useStayDates();
  const history = useGuestHistory(guestId);
  if (history.isPending) return <StayLoading label={t('guestHistory.loading')} />;
  if (history.isError) {
    return (
      <Group justify="space-between">
        <Text c="red" size="sm" role="alert">
          {t('guestHistory.failed')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void history.refetch()}>
          {t('common.retry')}
        </Button>
      </Group>
    );
  }
  const { data } = history;
  return (
    <Stack gap="xs" data-testid="guest-history">
      <SimpleGrid cols={3} spacing="xs">
        {(
          [
            ['stays', format.number(data.StayCount)],
            ['nights', format.number(data.TotalNights)],
            ['spent', format.kyat(data.TotalSpent)],
          ] as const
        ).map(([total, value]) => (
          <StayLine
            key={total}
            label={t(`guestHistory.${total}`)}
            value={value}
            testId={`history-${total}`}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('guestHistory.note')}
      </Text>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.stays.map((stay) => (
          <Group key={stay.ID} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" miw={0} truncate="end">
              {t('guestSearch.room', { room: stay.RoomNumber })} · {datesOf(stay)} ·{' '}
              {t(`checkIn.stayTypes.${stay.RoomType}`)}
              {stay.Nights > 0 ? ` · ${t('guestHistory.nightsOf', { count: stay.Nights })}` : ''}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <StayStatusBadge status={stay.Status} />
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {format.kyat(stay.Spent)}
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
};
