import { useState } from 'react';
import { useInterval } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { hoursAndMinutes, immigrationReportState, type ImmigrationDue } from '@frontdesk/domain';
import { useImmigrationDue, useMarkReported } from '../api/register.ts';
import { groupProps, stackProps, textProps } from '../../../components/plain/boxes.ts';
import { DeskButton } from '../../../components/plain/desk-button.tsx';
import { LightAlert } from '../../../components/plain/light-alert.tsx';
import '../texts.ts';

/**
 * The dashboard's reminder (ADR 043): each foreign guest not yet reported to immigration, from 12
 * hours after check-in until the desk marks them reported, with the time left of the 24 hours
 * (or overdue, in red). Nothing shows while there is no one to report. On the dashboard and
 * above every owner page.
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
    if (state.kind === 'due') {
      return { text: t('immigration.left', hoursAndMinutes(state.minutesLeft)), overdue: false };
    }
    if (state.kind === 'overdue') {
      return { text: t('immigration.overdue', hoursAndMinutes(state.minutesOver)), overdue: true };
    }
    return null;
  };
  const flagged = (due.data ?? []).flatMap((guest) => {
    const time = timeText(guest);
    return time === null ? [] : [{ guest, time }];
  });
  if (flagged.length === 0) return null;

  return (
    <LightAlert
      color="orange"
      title={t('immigration.title')}
      role="status"
      style={{ paddingBlock: 'var(--mantine-spacing-xs)' }}
    >
      <div {...stackProps({ gap: 4 })}>
        {flagged.map(({ guest, time }) => (
          <div
            key={guest.guestId}
            {...groupProps({ justify: 'space-between', gap: 'xs', wrap: 'nowrap' })}
          >
            <p {...textProps({ size: 'sm' })}>
              {t('immigration.guest', { name: guest.name, room: guest.roomNumber })}
              {guest.nationality ? ` (${guest.nationality})` : ''} ·{' '}
              <strong style={time.overdue ? { color: 'var(--mantine-color-red-text)' } : undefined}>
                {time.text}
              </strong>
            </p>
            <DeskButton
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
            </DeskButton>
          </div>
        ))}
        {failed ? (
          <p {...textProps({ size: 'xs', c: 'red.text' })} role="alert">
            {t('immigration.markFailed')}
          </p>
        ) : null}
      </div>
    </LightAlert>
  );
};
