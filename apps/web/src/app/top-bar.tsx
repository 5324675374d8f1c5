import { useState } from 'react';
import { Box, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import {
  IconBottle,
  IconBuildingSkyscraper,
  IconLogout,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatTopBarDate } from '@frontdesk/domain';
import { useHotelTimeZone, useSession } from '../lib/session.ts';
import { useStoredUserName } from '../lib/use-stored-values.ts';
import { logout } from '../features/auth/api/logout.ts';
import { useCurrentHotel } from '../features/hotels/hooks/use-current-hotel.ts';
import { StockSummaryModal } from '../features/stock/components/stock-summary-modal.tsx';

export interface TopBarProps {
  /** Receives the element pages render their own button into (see TopBarAction). */
  slotRef: (element: HTMLDivElement | null) => void;
}

/**
 * The reception top bar (SPEC.md section 2): hotel label, signed-in user, weekday and date in
 * the hotel's zone, a centre title back to /dashboard, then Stock, Settings, the page's own
 * button and Logout.
 */
export const TopBar = ({ slotRef }: TopBarProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const hotel = useCurrentHotel();
  const timeZone = useHotelTimeZone();
  const userName = useStoredUserName();
  const [stockOpened, setStockOpened] = useState(false);
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 30_000, { autoInvoke: true });

  const hotelName = session.data?.hotel.name ?? hotel?.name ?? '';

  return (
    <Box
      h="100%"
      px="sm"
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        alignItems: 'center',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconBuildingSkyscraper size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600} truncate="end">
            {hotelName}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconUser size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" truncate="end">
            {userName ?? session.data?.user.name ?? ''}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatTopBarDate(now, timeZone)}
          </Text>
        </Group>
      </Stack>
      <Title order={1} size="h3" ta="center">
        <UnstyledButton style={{ font: 'inherit' }} onClick={() => void navigate('/dashboard')}>
          {hotelName}
        </UnstyledButton>
      </Title>
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconBottle size={16} />}
          onClick={() => setStockOpened(true)}
        >
          {t('topBar.stock')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconSettings size={16} />}
          onClick={() => void navigate('/settings')}
        >
          {t('topBar.settings')}
        </Button>
        <Group gap={6} wrap="nowrap" ref={slotRef} />
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
        >
          {t('topBar.logout')}
        </Button>
      </Group>
      <StockSummaryModal opened={stockOpened} onClose={() => setStockOpened(false)} />
    </Box>
  );
};
