import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatHotelClockTime } from '@frontdesk/domain';
import { useDisplayLocale } from '../i18n/display-locale.ts';
import type { LiveStatus } from '../lib/socket/hotel-socket.ts';
import { useLiveState } from '../lib/socket/live-status.ts';
import { groupProps, rem, stackProps, textProps } from './plain/boxes.ts';
import { LightAlert } from './plain/light-alert.tsx';
import { DeskButton } from './plain/desk-button.tsx';

export interface LiveUpdatesBannerProps {
  status: LiveStatus;
  onReconnect: () => void;
}

/**
 * Says so while the screen may be stale (live updates interrupted or given up), so a desk never
 * trusts a grid that stopped following the hotel; while the server cannot be reached it also says
 * since when the desk shows what it last knew and that nothing is saved (ADR 047). Nothing shows
 * while live or first connecting.
 */
export const LiveUpdatesBanner = ({ status, onReconnect }: LiveUpdatesBannerProps) => {
  const { t } = useTranslation();
  const unreachable = useLiveState((live) => live.unreachable);
  const notLiveSince = useLiveState((live) => live.notLiveSince);
  const timeZone = useLiveState((live) => live.timeZone);
  const locale = useDisplayLocale();
  const behind = status === 'reconnecting' || status === 'stopped';
  const offline = unreachable && notLiveSince !== null;
  if (!behind && !offline) return null;
  const stopped = status === 'stopped';
  const alarming = stopped || offline;
  return (
    <LightAlert
      role={alarming ? 'alert' : 'status'}
      color={alarming ? 'red' : 'yellow'}
      icon={<IconPlugConnectedX size={18} />}
      style={{ marginBottom: 'var(--mantine-spacing-sm)', paddingBlock: rem(6) }}
    >
      <div {...groupProps({ justify: 'space-between', wrap: 'nowrap', gap: 'sm' })}>
        <div {...stackProps({ gap: 2 })}>
          {behind ? (
            <p {...textProps({ size: 'sm' })}>
              {t(stopped ? 'liveUpdates.stopped' : 'liveUpdates.reconnecting')}
            </p>
          ) : null}
          {offline ? (
            <p {...textProps({ size: 'sm' })} data-testid="offline-note">
              {t('liveUpdates.offline', {
                time: formatHotelClockTime(notLiveSince, timeZone, locale),
              })}
            </p>
          ) : null}
        </div>
        <DeskButton size="compact-sm" variant={alarming ? 'filled' : 'light'} onClick={onReconnect}>
          {t('liveUpdates.reconnect')}
        </DeskButton>
      </div>
    </LightAlert>
  );
};
