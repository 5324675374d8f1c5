import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../test/fetch.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { renderRoutes } from '../test/render.tsx';
import { reloadAt } from '../lib/navigation.ts';
import { ReceptionLayout } from './reception-layout.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { SettingsPage } from './settings/settings-page.tsx';

vi.mock('../lib/navigation.ts', () => ({ reloadAt: vi.fn() }));

const session = {
  hotel: { key: 'swe', name: 'Swe Mahar Hotel', timeZone: 'Asia/Yangon' },
  user: { name: 'Hnin Wai Phyo', role: 'reception' },
};

const stats = {
  'available-rooms': 17,
  'total-rooms': 17,
  'full-night': 0,
  daycation: 0,
  session: 0,
  housekeeping: 0,
  'long-stay': 0,
  maintenance: 0,
};

/** An empty hotel: every list the screens ask for is empty, every figure 0. */
const emptyHotelAnswer = (url: string) => {
  const path = new URL(url, 'http://desk.test').pathname;
  if (path.endsWith('/reception/get-stats')) return jsonResponse({ body: stats });
  if (path.endsWith('/reception/room-revenue'))
    return jsonResponse({ body: { 'room-revenue': 0 } });
  if (path.endsWith('/reception/food-revenue'))
    return jsonResponse({ body: { 'food-revenue': 0 } });
  if (path.endsWith('/reception/today'))
    return jsonResponse({ body: { Date: '2026-11-21', Arrivals: [], InHouse: [] } });
  if (path.includes('/reception/')) return jsonResponse({ body: [] });
  return jsonResponse({ status: 404, body: { message: 'Not found.' } });
};

const renderReception = (
  initialPath = '/dashboard',
  me: () => Response | Promise<Response> = () => jsonResponse({ body: session }),
) => {
  const fetchMock = mockFetch((url) => {
    if (url.endsWith('/reception/me')) return me();
    if (url === '/api/hotels') return jsonResponse({ body: [] });
    if (url.endsWith('/logout')) return jsonResponse({ status: 500, body: { message: 'down' } });
    return emptyHotelAnswer(url);
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
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    // Nothing fails on an empty hotel, so nothing is logged (a test expecting a warning says so).
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.mocked(reloadAt).mockClear();
    window.localStorage.setItem('hotel', 'swe');
    window.localStorage.setItem('token', 'tok-1');
    window.localStorage.setItem('name', 'Hnin Wai Phyo');
    window.localStorage.setItem('role', 'reception');
  });

  afterEach(() => {
    expect(warn.mock.calls).toEqual([]);
  });

  it('shows hotel, user, the hotel date and the dashboard slots', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T18:00:00Z')); // Sunday 22 Nov in Yangon
    renderReception();
    expect(await screen.findByRole('button', { name: 'Swe Mahar Hotel' })).toBeTruthy();
    expect(screen.getByText('Hnin Wai Phyo')).toBeTruthy();
    expect(screen.getByText('Sunday, 22/11/2026')).toBeTruthy();
    // The dashboard is drawn once the immigration reminder's answer is here (ADR 055).
    expect(await screen.findByText('Availablility')).toBeTruthy();
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

  it("draws the top bar once the hotel's name has come, all of it at once, and the page with it", async () => {
    let answer: ((response: Response) => void) | undefined;
    renderReception('/dashboard', () => new Promise<Response>((resolve) => (answer = resolve)));
    await waitFor(() => expect(answer).toBeDefined());
    // Drawn without the name, the title's arrival would move every label and button of the bar;
    // drawn before the bar, the page would be pushed down by it (a bar on two rows, ADR 060).
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByText('Hnin Wai Phyo')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Room Overview' })).toBeNull();
    await act(async () => answer?.(jsonResponse({ body: session })));
    const title = await screen.findByRole('heading', { name: 'Swe Mahar Hotel' });
    expect(title).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Room Overview' })).toBeTruthy();
    for (const button of ['Stock', 'Settings', 'Calendar', 'Find guest', 'Logout']) {
      expect(screen.getByRole('button', { name: button })).toBeTruthy();
    }
    expect(screen.getByText('Hnin Wai Phyo')).toBeTruthy();
  });

  it('draws the top bar without the name when the session cannot be read', async () => {
    renderReception('/dashboard', () =>
      jsonResponse({ status: 503, body: { message: 'Service unavailable.' } }),
    );
    expect(await screen.findByRole('button', { name: 'Logout' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Hnin Wai Phyo')).toBeTruthy();
  });

  it('opens the stock summary and moves between dashboard and settings', async () => {
    const user = userEvent.setup();
    const { router } = renderReception();
    await user.click(await screen.findByRole('button', { name: 'Stock' }));
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
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/swe/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('name')).toBeNull();
    expect(window.localStorage.getItem('role')).toBeNull();
    expect(window.localStorage.getItem('hotel')).toBe('swe');
  });

  it('says when live updates stopped, and Reconnect refetches the screen and connects again', async () => {
    const { fetchMock, queryClient } = renderReception();
    expect(await screen.findByRole('button', { name: 'Swe Mahar Hotel' })).toBeTruthy();
    vi.useFakeTimers();
    act(() => {
      FakeSocket.latest.open();
      FakeSocket.latest.receive({ type: 'ready' });
    });
    expect(screen.queryByText(/Live updates/)).toBeNull();

    act(() => FakeSocket.latest.drop());
    expect(screen.getByRole('status').textContent).toContain(
      'Live updates interrupted. Reconnecting…',
    );
    act(() => {
      for (const delay of [1000, 2000, 4000, 8000, 16000]) {
        vi.advanceTimersByTime(delay);
        FakeSocket.latest.drop();
      }
    });
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('Live updates stopped.');
    expect(warn).toHaveBeenCalledWith('Live updates stopped after 5 reconnect attempts');
    warn.mockClear();
    vi.useRealTimers();

    const callsBefore = fetchMock.mock.calls.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(FakeSocket.instances).toHaveLength(7);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(callsBefore));
    act(() => {
      FakeSocket.latest.open();
      FakeSocket.latest.receive({ type: 'ready' });
    });
    expect(screen.queryByText(/Live updates/)).toBeNull();
    // The reconnect's refetches finish inside the test, not against a real fetch after it.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
