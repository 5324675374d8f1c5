import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/providers.tsx';

export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

export interface RenderRoutesOptions {
  initialPath?: string;
  queryClient?: QueryClient;
}

/**
 * Renders `routes` in the app's providers on an in-memory router at `initialPath`. Answers the
 * router too, to read where the app went.
 */
export const renderRoutes = (
  routes: RouteObject[],
  { initialPath = '/', queryClient = createTestQueryClient() }: RenderRoutesOptions = {},
) => {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
};

/** Renders one element in the app's providers (no routes needed). */
export const renderWithProviders = (ui: ReactElement, queryClient = createTestQueryClient()) =>
  render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      {ui}
    </AppProviders>,
  );
