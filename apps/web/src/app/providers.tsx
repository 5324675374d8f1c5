import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { HotelListProvider } from '../features/hotels/api/hotel-list.tsx';
import { i18n } from '../i18n/i18n.ts';
import { theme } from './theme.ts';
import { NotificationsOutlet } from './notifications-outlet.tsx';

export interface AppProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
}

/**
 * Everything every screen relies on: theme, notifications, texts, the hotel list. The server
 * data of the signed-in screens (TanStack Query, app/signed-in-data.tsx) and the date fields'
 * settings (i18n/date-fields-provider.tsx) come with those screens.
 */
export const AppProviders = ({ children, mantineEnv }: AppProvidersProps) => (
  <I18nextProvider i18n={i18n}>
    <HotelListProvider>
      <MantineProvider theme={theme} defaultColorScheme="light" env={mantineEnv ?? 'default'}>
        <NotificationsOutlet />
        {children}
      </MantineProvider>
    </HotelListProvider>
  </I18nextProvider>
);
