import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../test/render.tsx';
import { RequireToken } from './require-token.tsx';

const routes = [
  { path: '/', element: <p>Hotel picker</p> },
  {
    path: '/dashboard',
    element: (
      <RequireToken>
        <p>Dashboard screen</p>
      </RequireToken>
    ),
  },
];

describe('RequireToken', () => {
  it('sends a visitor without a token to /', async () => {
    const { router } = renderRoutes(routes, { initialPath: '/dashboard' });
    expect(await screen.findByText('Hotel picker')).toBeTruthy();
    expect(screen.queryByText('Dashboard screen')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page with a token', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const { router } = renderRoutes(routes, { initialPath: '/dashboard' });
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
