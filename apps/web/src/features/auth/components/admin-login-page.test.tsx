import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';

const renderAdminLogin = () =>
  renderRoutes(
    [
      { path: '/admin-login', element: <AdminLoginPage /> },
      { path: '/admin', element: <p>Admin screen</p> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    { initialPath: '/admin-login' },
  );

const signIn = async () => {
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText('Enter your username'), 'admin');
  await user.type(screen.getByPlaceholderText('Enter your password'), 'admin-pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('AdminLoginPage', () => {
  it('is titled Admin and links back to the reception sign-in', () => {
    renderAdminLogin();
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reception' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toBeTruthy();
  });

  it('stores the token only and opens /admin', async () => {
    window.localStorage.setItem('name', 'Earlier Desk');
    const fetchMock = mockFetch(() => jsonResponse({ body: { token: 'admin-tok' } }));
    const { router } = renderAdminLogin();
    await signIn();
    expect(await screen.findByText('Admin screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem('token')).toBe('admin-tok');
    expect(window.localStorage.getItem('name')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/aureo/admin-login');
  });

  it("shows the server's message for a non-admin, else 'Admin Login Failed'", async () => {
    mockFetch(() => jsonResponse({ status: 403, body: { message: 'Admins only.' } }));
    renderAdminLogin();
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Admins only.');

    mockFetch(() => Promise.reject(new Error('')));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Admin Login Failed')).toBeTruthy();
  });
});
