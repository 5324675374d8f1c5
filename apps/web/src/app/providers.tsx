import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';
import { useDisplayLocale } from '../i18n/display-locale.ts';

export interface AppProvidersProps {
  children: ReactNode;
  /** A client of the caller's (tests); otherwise one per app. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
}

/** Everything every screen relies on: theme, dates, dialogs, notifications, data, texts. */
export const AppProviders = ({ children, queryClient, mantineEnv }: AppProvidersProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Calendars name months and weekdays in the chosen language (dayjs's 'my' locale).
  const { language } = useDisplayLocale();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} defaultColorScheme="light" env={mantineEnv ?? 'default'}>
          <DatesProvider settings={{ locale: language, firstDayOfWeek: 1, consistentWeeks: true }}>
            <ModalsProvider>
              <Notifications position="top-center" />
              {children}
            </ModalsProvider>
          </DatesProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
