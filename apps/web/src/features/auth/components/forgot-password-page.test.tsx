import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { setDisplayLanguage } from '../../../i18n/display-locale.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const renderPage = () =>
  renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/', element: <p>Start screen</p> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    { initialPath: '/forgot-password' },
  );

describe('ForgotPasswordPage', () => {
  it('has one required email field, Request and a link to the login', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeTruthy();
    const email = screen.getByRole('textbox');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    expect(screen.getByRole('button', { name: 'Request' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Log In' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('tells the user the mail is sent and goes to /', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({ body: { message: 'sent' } }));
    const { router } = renderPage();
    await user.type(screen.getByRole('textbox'), 'desk@aureo.example.com');
    await user.click(screen.getByRole('button', { name: 'Request' }));

    expect(await screen.findByText('Password has been sent to your email')).toBeTruthy();
    expect(await screen.findByText('Start screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/aureo/forgot-password');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'desk@aureo.example.com',
    });
  });

  it('says so when the request fails', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse({ status: 500, body: { message: 'SMTP down' } }));
    const { router } = renderPage();
    await user.type(screen.getByRole('textbox'), 'desk@aureo.example.com');
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred during sending email. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  describe("checks the email itself, in the chosen language, never with the browser's bubble", () => {
    afterEach(() => setDisplayLanguage('en'));

    it.each([
      ['en', 'A valid email is required'],
      ['my', 'မှန်ကန်သော အီးမေးလ် လိုအပ်သည်'],
    ] as const)('%s: an address without @ is refused without a call', async (language, message) => {
      setDisplayLanguage(language);
      const user = userEvent.setup();
      const fetchMock = mockFetch(() => jsonResponse({ body: { message: 'sent' } }));
      const { container } = renderPage();
      expect(container.querySelector('form')?.noValidate).toBe(true);
      await user.type(screen.getByRole('textbox'), 'desk.aureo.example.com');
      await user.click(screen.getByRole('button', { name: language === 'en' ? 'Request' : /./ }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
