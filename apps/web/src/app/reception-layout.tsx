import { useState } from 'react';
import { AppShell, Button, Group } from '@mantine/core';
import { IconBottle, IconSettings } from '@tabler/icons-react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBarSlotContext } from '../components/top-bar-slot.tsx';
import { LiveUpdatesBanner } from '../components/live-updates-banner.tsx';
import { useHotelSocket } from '../lib/socket/use-hotel-socket.ts';
import { StockSummaryModal } from '../features/stock/components/stock-summary-modal.tsx';
import { TopBar, useHotelName } from './top-bar.tsx';

/**
 * The frame of the reception screens (/dashboard, /settings): the top bar titled with the hotel
 * (back to /dashboard) with Stock, Settings and the page's own button, live updates, the page.
 */
export const ReceptionLayout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hotelName = useHotelName();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [stockOpened, setStockOpened] = useState(false);
  // One live connection for all reception screens; it survives moving between them.
  const live = useHotelSocket();
  return (
    <TopBarSlotContext.Provider value={slot}>
      <AppShell header={{ height: 60 }} padding="sm">
        <AppShell.Header>
          <TopBar title={hotelName} onTitleClick={() => void navigate('/dashboard')}>
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
            <Group gap={6} wrap="nowrap" ref={setSlot} />
          </TopBar>
        </AppShell.Header>
        <AppShell.Main>
          <LiveUpdatesBanner status={live.status} onReconnect={live.reconnect} />
          <Outlet />
        </AppShell.Main>
      </AppShell>
      <StockSummaryModal opened={stockOpened} onClose={() => setStockOpened(false)} />
    </TopBarSlotContext.Provider>
  );
};
