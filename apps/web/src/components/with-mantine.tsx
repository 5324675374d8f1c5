import { useContext, type ReactNode } from 'react';
import { MantineContext, MantineProvider } from '@mantine/core';
import { theme } from '../lib/theme.ts';

/**
 * Mantine's provider, for the screens that use Mantine's components: the signed-in layouts, the
 * reset page, the notifications. The first screen draws Mantine's classes without it (ADR 049),
 * so it is mounted here, under them, once; a provider already above (a test's) is used as it is.
 */
export const WithMantine = ({ children }: { children: ReactNode }) => {
  const provided = useContext(MantineContext);
  if (provided) return children;
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
};
