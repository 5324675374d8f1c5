import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { AppProviders } from '../app/providers.tsx';
import { theme } from '../lib/theme.ts';
import { DateFieldsProvider } from '../i18n/date-fields-provider.tsx';

export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

export interface RenderRoutesOptions {
  initialPath?: string;
  queryClient?: QueryClient;
}

/** Where the in-memory router is, as the app's router would tell. */
export interface RouterProbe {
  readonly state: { location: Location };
}

const Routes = ({ routes, probe }: { routes: RouteObject[]; probe: { location?: Location } }) => {
  // Read during render: a test reads it after the render it waited for.
  probe.location = useLocation();
  return useRoutes(routes);
};

/**
 * Renders `routes` in the app's providers on an in-memory router at `initialPath`, as App does
 * (declarative router, useRoutes). Answers `router.state.location` too, to read where the app went.
 */
export const renderRoutes = (
  routes: RouteObject[],
  { initialPath = '/', queryClient = createTestQueryClient() }: RenderRoutesOptions = {},
) => {
  const probe: { location?: Location } = {};
  const router: RouterProbe = {
    get state() {
      if (!probe.location) throw new Error('the routes have not rendered yet');
      return { location: probe.location };
    },
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" env="test">
        <AppProviders>
          <DateFieldsProvider>
            <MemoryRouter initialEntries={[initialPath]}>
              <Routes routes={routes} probe={probe} />
            </MemoryRouter>
          </DateFieldsProvider>
        </AppProviders>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
};

/** Renders one element in the app's providers (no routes needed). */
export const renderWithProviders = (ui: ReactElement, queryClient = createTestQueryClient()) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" env="test">
        <AppProviders>
          <DateFieldsProvider>{ui}</DateFieldsProvider>
        </AppProviders>
      </MantineProvider>
    </QueryClientProvider>,
  );
