import { useContext, type ReactNode } from 'react';
import { MantineContext, MantineProvider } from '@mantine/core';
import { theme } from '../lib/theme.ts';

/**
 * Mantine's provider, for the screens that use Mantine's components: the signed-in layouts, the
 * reset page, the notifications. The first screen draws Mantine's classes without it (ADR 049),
 * so it is mounted here, under them, once; a provider already above (a test's) is used as it is.
 * It writes no stylesheet of its own: the theme's variables are already in the first screen's CSS
 * (built from this provider and theme, vite.config.ts), and no screen uses `hiddenFrom` or
 * `visibleFrom`, the global classes'. Working them out again cost every signed-in start a few
 * hundred colour conversions and a restyle of the whole page (ADR 055).
 */
export const WithMantine = ({ children }: { children: ReactNode }) => {
  const provided = useContext(MantineContext);
  if (provided) return children;
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
};
