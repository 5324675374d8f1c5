import { useState } from 'react';
import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { TopBarSlotContext } from '../components/top-bar-slot.tsx';
import { useHotelSocket } from '../lib/socket/use-hotel-socket.ts';
import { TopBar } from './top-bar.tsx';

/** The frame of the reception screens (/dashboard, /settings): top bar, live updates, page. */
export const ReceptionLayout = () => {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // One live connection for all reception screens; it survives moving between them.
  useHotelSocket();
  return (
    <TopBarSlotContext.Provider value={slot}>
      <AppShell header={{ height: 60 }} padding="sm">
        <AppShell.Header>
          <TopBar slotRef={setSlot} />
        </AppShell.Header>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </TopBarSlotContext.Provider>
  );
};
