import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { reloadAt } from '../lib/navigation.ts';
import { jsonResponse, mockFetch } from '../test/fetch.ts';
import { renderRoutes } from '../test/render.tsx';
import { RootLayout } from './root-layout.tsx';

vi.mock('../lib/navigation.ts', () => ({ reloadAt: vi.fn() }));

// A page whose code cannot be fetched (e.g. the old chunk is gone after a deploy).
const MissingPage = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Link to="/dashboard">Open the dashboard</Link> },
      { path: '/dashboard', element: <MissingPage /> },
    ],
  },
];

describe('RootLayout', () => {
  it('shows the error page with Reload when a page fails to load', async () => {
    mockFetch(() => jsonResponse({ body: [] }));
    // React reports the caught failure on the console; here it is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { initialPath: '/' });

    await user.click(await screen.findByText('Open the dashboard'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadAt).toHaveBeenCalledWith(window.location.pathname);
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
