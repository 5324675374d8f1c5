import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDisplayFormat } from '../i18n/format.ts';
import { useHotelTimeZone } from '../lib/session.ts';
import { useLiveState } from '../lib/socket/live-status.ts';
import { groupProps, textProps } from './plain/boxes.ts';

const NotLiveSince = ({ since, testId }: { since: Date; testId: string }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  return (
    // Not a second live region: the banner at the top already announces the change.
    <div
      {...groupProps({ gap: 4, wrap: 'nowrap', style: { color: 'var(--mantine-color-red-8)' } })}
      data-testid={testId}
    >
      <IconPlugConnectedX size={16} aria-hidden />
      <p {...textProps({ size: 'sm', fw: 600, c: 'inherit' })}>
        {t('liveUpdates.notLiveSince', { time: format.clockTime(since, timeZone) })}
      </p>
    </div>
  );
};

/**
 * Where the receptionist is looking (the room grid, the day's lists): while the desk is not live,
 * the part itself says since when what it shows may be old (the banner at the top of the page
 * may be scrolled away). Nothing while live.
 */
export const NotLiveMark = ({ testId = 'not-live-mark' }: { testId?: string }) => {
  const notLiveSince = useLiveState((live) => live.notLiveSince);
  return notLiveSince ? <NotLiveSince since={notLiveSince} testId={testId} /> : null;
};
