import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const renderLogin = () =>
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <p>Dashboard screen</p> },
      { path: '/admin-login', element: <p>Admin screen</p> },
      { path: '/forgot-password', element: <p>Forgot screen</p> },
    ],
    { initialPath: '/login' },
  );

const fillAndSubmit = async (username = 'reception', password = 'secret-pass') => {
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText('Enter your username'), username);
  await user.type(screen.getByPlaceholderText('Enter your password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
};

describe('LoginPage', () => {
  it('shows the texts of the spec', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeTruthy();
    const username = screen.getByPlaceholderText('Enter your username');
    const password = screen.getByPlaceholderText('Enter your password');
    expect(username.hasAttribute('required')).toBe(true);
    expect(password.hasAttribute('required')).toBe(true);
    // Required is checked by the form itself (its message in the desk's language), not by the
    // browser's bubble in the browser's language.
    expect(username.closest('form')?.noValidate).toBe(true);
    expect(password.getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin-login');
  });

  it('shows and hides the password with the toggle', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByPlaceholderText('Enter your password');
    await user.type(password, 'hunter22');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
    expect((password as HTMLInputElement).value).toBe('hunter22');
  });

  it("shows the server's message when sign-in is refused", async () => {
    mockFetch(() =>
      jsonResponse({ status: 401, body: { message: 'Invalid username or password' } }),
    );
    const { router } = renderLogin();
    await fillAndSubmit('reception', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid username or password',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("falls back to the error's own message, then to 'Login Failed'", async () => {
    mockFetch(() => {
      throw new Error('Body is unusable');
    });
    renderLogin();
    const user = await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('Body is unusable');

    mockFetch(() => {
      throw new Error('');
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Login Failed'));
  });

  it('stores token, name and role and opens the dashboard', async () => {
    window.localStorage.setItem('hotel', 'swe');
    const fetchMock = mockFetch(() =>
      jsonResponse({
        body: { token: 'tok-123', user: { name: 'Hnin Wai Phyo', role: 'reception' } },
      }),
    );
    const { router } = renderLogin();
    await fillAndSubmit('reception', 'reception-pass');

    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('token')).toBe('tok-123');
    expect(window.localStorage.getItem('name')).toBe('Hnin Wai Phyo');
    expect(window.localStorage.getItem('role')).toBe('reception');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/swe/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'reception',
      password: 'reception-pass',
    });
  });

  it('says a too-long username is too long, without asking the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ body: {} }));
    renderLogin();
    await fillAndSubmit('u'.repeat(201));
    expect(screen.getByRole('alert').textContent).toBe('Username must be at most 200 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the server cannot be reached when the network fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderLogin();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server cannot be reached. Please check your connection and try again.',
    );
  });
});
