import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { setDisplayLanguage } from '../../../i18n/display-locale.ts';
import { ChoosePasswordPage } from './choose-password-page.tsx';

const session = {
  hotel: { key: 'aureo', name: 'Aureo Hotel', timeZone: 'Asia/Yangon' },
  user: { name: 'Ma Thida', role: 'reception' },
  mustChangePassword: true,
};
const common = 'Password is too common: choose one that is harder to guess';

/** The server: the session until the password is chosen, then 400 for a common one, else 200. */
const fakeServer = () => {
  let chosen = false;
  const sent: unknown[] = [];
  mockFetch((url, init) => {
    if (url.endsWith('/reception/me')) {
      return jsonResponse({ body: { ...session, mustChangePassword: !chosen } });
    }
    if (url.endsWith('/reception/password')) {
      const body = JSON.parse(String(init.body)) as { newPassword: string };
      sent.push(body);
      if (body.newPassword === 'password1') {
        return jsonResponse({
          status: 400,
          body: { message: common, errors: [{ field: 'newPassword', message: common }] },
        });
      }
      chosen = true;
      return jsonResponse({ body: { message: 'Your password has been changed.' } });
    }
    return jsonResponse({ status: 404, body: { message: 'Not found.' } });
  });
  return sent;
};

const renderPage = () =>
  renderRoutes(
    [
      { path: '/choose-password', element: <ChoosePasswordPage /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    { initialPath: '/choose-password' },
  );

describe('ChoosePasswordPage', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'desk-tok');
  });

  it('asks for the given password and a new one twice; a short or unmatched one is not sent', async () => {
    const user = userEvent.setup();
    const sent = fakeServer();
    renderPage();
    await user.type(await screen.findByLabelText('Current password'), 'from-the-owner');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's rule under the field, then goes on to the dashboard once chosen", async () => {
    const user = userEvent.setup();
    const sent = fakeServer();
    const { router } = renderPage();
    await user.type(await screen.findByLabelText('Current password'), 'from-the-owner');
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.type(screen.getByLabelText('New password again'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(common)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/choose-password');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'thida-owns-this');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'thida-owns-this');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sent.at(-1)).toEqual({
      currentPassword: 'from-the-owner',
      newPassword: 'thida-owns-this',
    });
  });

  describe('a password of her own, checked before it is sent', () => {
    afterEach(() => setDisplayLanguage('en'));
    const typeAt = (label: string, text: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

    it.each([
      [
        'the one the owner typed',
        'thandar123',
        'The new password must differ from the current one',
      ],
      ['eight spaces', ' '.repeat(8), 'Password cannot be only spaces'],
      ['eight U+0001', '\u0001'.repeat(8), 'Password cannot contain control characters'],
      [
        'a lone surrogate',
        'ab\ud800cdefgh',
        'Password cannot contain broken characters: please type it again',
      ],
    ])('refuses %s under the field', async (_case, newPassword, message) => {
      const user = userEvent.setup();
      const sent = fakeServer();
      renderPage();
      await screen.findByLabelText('Current password');
      typeAt('Current password', 'thandar123');
      typeAt('New password', newPassword);
      typeAt('New password again', newPassword);
      await user.click(screen.getByRole('button', { name: 'Save password' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it.each([
      ['thandar123', 'စကားဝှက်အသစ်သည် လက်ရှိ စကားဝှက်နှင့် မတူရပါ'],
      [' '.repeat(8), 'စကားဝှက်သည် နေရာလွတ်များချည်း မဖြစ်ရပါ'],
      ['\u0001'.repeat(8), 'စကားဝှက် တွင် ထိန်းချုပ်အက္ခရာများ မပါရပါ'],
    ])('says so in Burmese: %j', async (newPassword, message) => {
      setDisplayLanguage('my');
      const user = userEvent.setup();
      const sent = fakeServer();
      renderPage();
      await screen.findByLabelText('လက်ရှိ စကားဝှက်');
      typeAt('လက်ရှိ စကားဝှက်', 'thandar123');
      typeAt('စကားဝှက်အသစ်', newPassword);
      typeAt('စကားဝှက်အသစ် ထပ်မံ', newPassword);
      await user.click(screen.getByRole('button', { name: 'စကားဝှက် သိမ်းရန်' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(sent).toEqual([]);
    });
  });
});
