import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../test/fetch.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { renderRoutes } from '../test/render.tsx';
import { reloadAt } from '../lib/navigation.ts';
import { AdminPage } from './admin/admin-page.tsx';
import { AdminLayout } from './admin-layout.tsx';

vi.mock('../lib/navigation.ts', () => ({ reloadAt: vi.fn() }));

const session = {
  hotel: { key: 'aureo', name: 'Aureo Hotel', timeZone: 'Asia/Yangon' },
  user: { name: 'Daw Aye Owner', role: 'admin' },
};

const renderAdmin = (me: object = session, due: object[] = [], initialPath = '/admin') => {
  const fetchMock = mockFetch((url) => {
    if (url.endsWith('/reception/me')) return jsonResponse({ body: me });
    if (url.endsWith('/reception/immigration-reports')) return jsonResponse({ body: due });
    if (url === '/api/hotels') return jsonResponse({ body: [] });
    if (url.endsWith('/logout')) return jsonResponse({ body: { message: 'Signed out.' } });
    return jsonResponse({ status: 404, body: { message: 'Not found.' } });
  });
  const rendered = renderRoutes(
    [
      {
        element: <AdminLayout />,
        children: [
          { path: '/admin', element: <AdminPage /> },
          { path: '/admin/reports', element: <p>The report</p> },
          { path: '/admin/shifts/:id', element: <p>One shift</p> },
        ],
      },
      { path: '/admin-login', element: <p>Admin sign-in</p> },
      { path: '/choose-password', element: <p>Choose your password</p> },
    ],
    { initialPath },
  );
  return { ...rendered, fetchMock };
};

describe('AdminLayout', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.mocked(reloadAt).mockClear();
    // The admin sign-in stores the token only: no name, no role.
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'admin-tok');
  });

  it("shows the hotel, the admin's name from /reception/me and the hotel's date", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T18:00:00Z')); // Sunday 22 Nov in Yangon
    const { fetchMock } = renderAdmin();
    expect(await screen.findByText('Daw Aye Owner')).toBeTruthy();
    expect(screen.getByText('Aureo Hotel')).toBeTruthy();
    expect(screen.getByText('Sunday, 22/11/2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Revenue Overview' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/aureo/reception/me')).toBe(true);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reloads /admin from the title and goes Back to /admin-login keeping the token', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin();
    // The title (the page links below it name Revenue Overview too, beside Staff).
    const title = await screen.findByRole('heading', { name: 'Revenue Overview' });
    await user.click(within(title).getByRole('button', { name: 'Revenue Overview' }));
    expect(reloadAt).toHaveBeenCalledWith('/admin');
    const pages = screen.getByRole('navigation', { name: "Owner's pages" });
    expect(within(pages).getByRole('button', { name: 'Staff' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(window.localStorage.getItem('token')).toBe('admin-tok');
  });

  it('titles each owner page for itself: Reports is not Revenue Overview', async () => {
    renderAdmin(session, [], '/admin/reports');
    expect(await screen.findByText('The report')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revenue Overview' })).not.toBeInTheDocument();
    // The window's title names the page and the hotel (a tab, a printout's header).
    await waitFor(() => expect(document.title).toBe('Reports · Aureo Hotel'));
  });

  it("titles a shift's page Shifts, its page in the owner's links", async () => {
    renderAdmin(session, [], '/admin/shifts/3');
    expect(await screen.findByText('One shift')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shifts' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: "Owner's pages" });
    expect(within(pages).getByRole('button', { name: 'Shifts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('button', { name: 'Revenue Overview' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows foreign guests not yet reported to immigration, overdue in red', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    // Checked in 25 h 10 min ago: overdue by 1 h 10 min.
    renderAdmin(session, [
      {
        guestId: 7,
        roomNumber: '204',
        name: 'John Smith',
        nationality: 'British',
        passportNumber: 'P123',
        checkinAt: '2026-11-21T10:50:00.000Z',
      },
    ]);
    const reminder = await screen.findByRole('status');
    expect(reminder).toHaveTextContent('John Smith');
    const overdue = within(reminder).getByText('Overdue by 1 h 10 min');
    expect(overdue).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
    vi.useRealTimers();
  });

  it('logs out: revokes the token, forgets the sign-in and starts again at /', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('role', 'admin');
    const { fetchMock } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/aureo/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('authorization')).toBe('Bearer admin-tok');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('name')).toBeNull();
    expect(window.localStorage.getItem('role')).toBeNull();
    expect(window.localStorage.getItem('hotel')).toBe('aureo');
  });

  it("a receptionist's token shows the admin sign-in page, not the owner's", async () => {
    const { router } = renderAdmin({ ...session, user: { name: 'Aye Aye', role: 'reception' } });
    expect(await screen.findByText('Admin sign-in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(screen.queryByRole('heading', { name: 'Revenue Overview' })).toBeNull();
  });

  it('an owner whose password was given chooses their own first', async () => {
    const { router } = renderAdmin({ ...session, mustChangePassword: true });
    expect(await screen.findByText('Choose your password')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/choose-password');
  });
});
