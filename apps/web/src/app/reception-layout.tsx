import './styles/signed-in.ts';
import { useMemo, useRef, useState } from 'react';
import { IconBottle, IconSettings } from '@tabler/icons-react';
import { Navigate, useMatch, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GuestSearchContext, TopBarSlotContext } from '../components/top-bar-slot.tsx';
import { LiveUpdatesBanner } from '../components/live-updates-banner.tsx';
import { preloadRoute } from '../lib/route-preload.ts';
import { useHotelSocket } from '../lib/socket/use-hotel-socket.ts';
import { useSavedDesk } from '../lib/offline/saved-desk.ts';
import { lazyDialog } from '../components/dialogs/lazy-dialog.tsx';
import { PageOutlet } from './route-status.tsx';
import { useSessionRedirect } from './session-redirect.ts';
import { SignedInShell } from './signed-in-shell.tsx';
import { DeskButton } from '../components/plain/desk-button.tsx';
import { TopBar, TopBarSlot, useHotelName } from './top-bar.tsx';
import { SignedInData } from '../components/signed-in-data.tsx';

// Fetched when Stock is pointed at or focused (ADR 023).
const StockSummaryModal = lazyDialog(
  () => import('../features/stock/components/stock-summary-modal.tsx'),
  'StockSummaryModal',
);

/**
 * The frame of the reception screens (/dashboard, /settings): the top bar titled with the hotel
 * (back to /dashboard) with Stock, Settings and the page's own button, live updates, the page.
 */
const ReceptionFrame = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hotelName = useHotelName();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // null until Stock is first chosen: the modal's code is fetched only then (or on hover).
  const [stockOpened, setStockOpened] = useState<boolean | null>(null);
  const onDashboard = useMatch('/dashboard') !== null;
  // The dashboard's Find guest: its button here, its dialog in the dashboard.
  const [searchOpened, setSearchOpened] = useState<boolean | null>(null);
  const preloadSearch = useRef<(() => void) | undefined>(undefined);
  const guestSearch = useMemo(
    () => ({ opened: searchOpened, setOpened: setSearchOpened, preload: preloadSearch }),
    [searchOpened],
  );
  // One live connection for all reception screens; it survives moving between them.
  const live = useHotelSocket();
  // The last-known grid and lists, shown while the server cannot be reached (ADR 047).
  const restored = useSavedDesk();
  const redirect = useSessionRedirect(false);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <TopBarSlotContext.Provider value={slot}>
      <GuestSearchContext.Provider value={guestSearch}>
        <SignedInShell
          header={
            <TopBar title={hotelName} onTitleClick={() => void navigate('/dashboard')}>
              <DeskButton
                size="xs"
                variant="light"
                leftSection={<IconBottle size={16} />}
                onClick={() => setStockOpened(true)}
                onPointerEnter={StockSummaryModal.preload}
                onFocus={StockSummaryModal.preload}
              >
                {t('topBar.stock')}
              </DeskButton>
              <DeskButton
                size="xs"
                variant="light"
                leftSection={<IconSettings size={16} />}
                onClick={() => void navigate('/settings')}
                onPointerEnter={() => void preloadRoute('/settings')}
                onFocus={() => void preloadRoute('/settings')}
              >
                {t('topBar.settings')}
              </DeskButton>
              {/* The booking calendar, a page of its own (ADR 041); no icon: one costs the
                dashboard's first load a chunk of its own. */}
              <DeskButton
                size="xs"
                variant="light"
                onClick={() => void navigate('/calendar')}
                onPointerEnter={() => void preloadRoute('/calendar')}
                onFocus={() => void preloadRoute('/calendar')}
              >
                {t('topBar.calendar')}
              </DeskButton>
              {onDashboard ? (
                <DeskButton
                  size="xs"
                  variant="light"
                  onClick={() => setSearchOpened(true)}
                  onPointerEnter={() => preloadSearch.current?.()}
                  onFocus={() => preloadSearch.current?.()}
                >
                  {t('topBar.findGuest')}
                </DeskButton>
              ) : null}
              <TopBarSlot ref={setSlot} />
            </TopBar>
          }
        >
          <LiveUpdatesBanner status={live.status} onReconnect={live.reconnect} />
          {restored ? <PageOutlet /> : null}
          {/* Inside the shell: its date range field needs the shell's date settings. */}
          {stockOpened === null ? null : (
            <StockSummaryModal opened={stockOpened} onClose={() => setStockOpened(false)} />
          )}
        </SignedInShell>
      </GuestSearchContext.Provider>
    </TopBarSlotContext.Provider>
  );
};

/** ReceptionFrame with the signed-in screens' server data around it (SignedInData). */
export const ReceptionLayout = () => (
  <SignedInData>
    <ReceptionFrame />
  </SignedInData>
);
