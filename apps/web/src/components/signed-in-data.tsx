import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from '../lib/query-client.ts';
import { WithMantine } from './with-mantine.tsx';
// Their English texts come with them too.
import '../i18n/signed-in-texts.ts';

/**
 * The server data of the signed-in screens (TanStack Query) and Mantine's provider: mounted by
 * each signed-in layout, around it, so that the first screen does not download them (ADR 049). One client for the app
 * (appQueryClient); a client already provided (a test's) is used as it is.
 */
export const SignedInData = ({ children }: { children: ReactNode }) => {
  const provided = useContext(QueryClientContext);
  const screens = <WithMantine>{children}</WithMantine>;
  if (provided) return screens;
  return <QueryClientProvider client={appQueryClient()}>{screens}</QueryClientProvider>;
};
