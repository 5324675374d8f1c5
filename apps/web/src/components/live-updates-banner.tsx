import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../lib/socket/hotel-socket.ts';

export interface LiveUpdatesBannerProps {
  status: LiveStatus;
  onReconnect: () => void;
}

/**
 * Says so while the screen may be stale (live updates interrupted or given up), so a desk never
 * trusts a grid that stopped following the hotel. Nothing shows while live or first connecting.
 */
export const LiveUpdatesBanner = ({ status, onReconnect }: LiveUpdatesBannerProps) => {
  const { t } = useTranslation();
  if (status !== 'reconnecting' && status !== 'stopped') return null;
  const stopped = status === 'stopped';
  return (
    <Alert
      role={stopped ? 'alert' : 'status'}
      color={stopped ? 'red' : 'yellow'}
      variant="light"
      icon={<IconPlugConnectedX size={18} />}
      py={6}
      mb="sm"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t(stopped ? 'liveUpdates.stopped' : 'liveUpdates.reconnecting')}</Text>
        <Button size="compact-sm" variant={stopped ? 'filled' : 'light'} onClick={onReconnect}>
          {t('liveUpdates.reconnect')}
        </Button>
      </Group>
    </Alert>
  );
};
