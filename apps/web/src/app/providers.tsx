import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';
import { NotificationsOutlet } from './notifications-outlet.tsx';

export interface AppProvidersProps {
  children: ReactNode;
  /** A client of the caller's (tests); otherwise one per app. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
}

/**
 * Everything every screen relies on: theme, notifications, data, texts. The date fields' settings
 * come with the signed-in screens (i18n/date-fields-provider.tsx).
 */
export const AppProviders = ({ children, queryClient, mantineEnv }: AppProvidersProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} defaultColorScheme="light" env={mantineEnv ?? 'default'}>
          <NotificationsOutlet />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
