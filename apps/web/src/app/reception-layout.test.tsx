import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../test/fetch.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { renderRoutes } from '../test/render.tsx';
import { reloadAt } from '../lib/navigation.ts';
import { ReceptionLayout } from './reception-layout.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { SettingsPage } from '../features/settings/components/settings-page.tsx';

vi.mock('../lib/navigation.ts', () => ({ reloadAt: vi.fn() }));

const session = {
  hotel: { key: 'swe', name: 'Swe Mahar Hotel', timeZone: 'Asia/Yangon' },
  user: { name: 'Hnin Wai Phyo', role: 'reception' },
};

const renderReception = (initialPath = '/dashboard') => {
  const fetchMock = mockFetch((url) => {
    if (url.endsWith('/reception/me')) return jsonResponse({ body: session });
    if (url === '/api/hotels') return jsonResponse({ body: [] });
    if (url.endsWith('/logout')) return jsonResponse({ status: 500, body: { message: 'down' } });
    return jsonResponse({ status: 404, body: { message: 'Not found.' } });
  });
  const rendered = renderRoutes(
    [
      {
        element: <ReceptionLayout />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/settings', element: <SettingsPage /> },
        ],
      },
    ],
    { initialPath },
  );
  return { ...rendered, fetchMock };
};

describe('ReceptionLayout', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.mocked(reloadAt).mockClear();
    window.localStorage.setItem('hotel', 'swe');
    window.localStorage.setItem('token', 'tok-1');
    window.localStorage.setItem('name', 'Hnin Wai Phyo');
    window.localStorage.setItem('role', 'reception');
  });

  it('shows hotel, user, the hotel date and the dashboard slots', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T18:00:00Z')); // Sunday 22 Nov in Yangon
    renderReception();
    expect(await screen.findByRole('button', { name: 'Swe Mahar Hotel' })).toBeTruthy();
    expect(screen.getByText('Hnin Wai Phyo')).toBeTruthy();
    expect(screen.getByText('Sunday, 22/11/2026')).toBeTruthy();
    for (const label of ['Availablility', 'Full Night', 'Daycation', 'Session', 'Housekeeping']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Reservations' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Food Revenue' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Room Revenue' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Room Overview' })).toBeTruthy();
    // One live connection, authenticated with the stored token.
    expect(FakeSocket.instances).toHaveLength(1);
    FakeSocket.latest.open();
    expect(FakeSocket.latest.sent).toEqual([{ type: 'auth', token: 'tok-1' }]);
  });

  it('opens the stock summary and moves between dashboard and settings', async () => {
    const user = userEvent.setup();
    const { router } = renderReception();
    await user.click(screen.getByRole('button', { name: 'Stock' }));
    expect(screen.getByRole('dialog', { name: 'Stock Summary' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(await screen.findByRole('heading', { name: 'Room Price Settings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Food Menu Management' })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('logs out even when the server call fails', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderReception();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/swe/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('name')).toBeNull();
    expect(window.localStorage.getItem('role')).toBeNull();
    expect(window.localStorage.getItem('hotel')).toBe('swe');
  });
});
