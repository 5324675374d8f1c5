import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { hoursAndMinutes, immigrationReportState, type ImmigrationDue } from '@frontdesk/domain';
import { useImmigrationDue, useMarkReported } from '../api/register.ts';
import '../texts.ts';

/**
 * The dashboard's reminder (ADR 043): each foreign guest not yet reported to immigration, from 12
 * hours after check-in until the desk marks them reported, with the time left of the 24 hours
 * (or overdue). Nothing shows while there is no one to report. Loaded lazily by the dashboard.
 */
export const ImmigrationFlag = () => {
  const { t } = useTranslation();
  const due = useImmigrationDue();
  const mark = useMarkReported();
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 30_000, { autoInvoke: true });
  const [failed, setFailed] = useState(false);

  const timeText = (guest: ImmigrationDue) => {
    const state = immigrationReportState(
      { isForeigner: true, checkinAt: new Date(guest.checkinAt), reportedAt: null },
      now,
    );
    if (state.kind === 'due') return t('immigration.left', hoursAndMinutes(state.minutesLeft));
    if (state.kind === 'overdue') {
      return t('immigration.overdue', hoursAndMinutes(state.minutesOver));
    }
    return null;
  };
  const flagged = (due.data ?? []).flatMap((guest) => {
    const time = timeText(guest);
    return time === null ? [] : [{ guest, time }];
  });
  if (flagged.length === 0) return null;

  return (
    <Alert color="orange" variant="light" title={t('immigration.title')} role="status" py="xs">
      <Stack gap={4}>
        {flagged.map(({ guest, time }) => (
          <Group key={guest.guestId} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">
              {t('immigration.guest', { name: guest.name, room: guest.roomNumber })}
              {guest.nationality ? ` (${guest.nationality})` : ''} · <strong>{time}</strong>
            </Text>
            <Button
              size="compact-xs"
              variant="default"
              loading={mark.isPending && mark.variables === guest.guestId}
              onClick={() =>
                mark.mutate(guest.guestId, {
                  onSuccess: () => setFailed(false),
                  onError: () => setFailed(true),
                })
              }
            >
              {t('immigration.markReported')}
            </Button>
          </Group>
        ))}
        {failed ? (
          <Text size="xs" c="red" role="alert">
            {t('immigration.markFailed')}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
};
