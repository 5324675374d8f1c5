import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HotelListProvider } from '../lib/hotel-list.tsx';
import { i18n } from '../i18n/i18n.ts';
import { NotificationsOutlet } from './notifications-outlet.tsx';

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Everything every screen relies on: texts, the hotel list, notifications. Mantine's provider
 * and the server data of the signed-in screens (TanStack Query) come with those screens
 * (components/signed-in-data.tsx): the first screen draws Mantine's classes without them (ADR
 * 049); the date fields' settings likewise (i18n/date-fields-provider.tsx).
 */
export const AppProviders = ({ children }: AppProvidersProps) => (
  <I18nextProvider i18n={i18n}>
    <HotelListProvider>
      <NotificationsOutlet />
      {children}
    </HotelListProvider>
  </I18nextProvider>
);
