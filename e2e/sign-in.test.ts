import { afterAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { decodeQuotedPrintable } from './support/mail-text.ts';
import { adminPassword, receptionPassword } from './support/server.ts';
import { startSmtpPeer } from './support/smtp.ts';

describe.skipIf(!browserAvailable)('signing in, out and resetting a password in Chromium', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const app = useServerAndBrowser(async () => {
    smtp = await startSmtpPeer();
    return { SMTP_URL: smtp.url };
  });
  afterAll(() => smtp?.close());

  it('picks a hotel, signs in as reception, sees the dashboard with their name, and logs out', async () => {
    const { page, context, problems } = await app.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Swe Mahar Hotel' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('hotel'))).toBe('swe');
    await expect.poll(() => page.getByText('Log In').first().isVisible()).toBe(true);

    await page.getByPlaceholder('Enter your username').fill('reception');
    await page.getByPlaceholder('Enter your password').fill(receptionPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Hnin Wai Phyo').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Swe Mahar Hotel').first().isVisible()).toBe(true);
    expect(
      await page.evaluate(() => [localStorage.getItem('name'), localStorage.getItem('role')]),
    ).toEqual(['Hnin Wai Phyo', 'reception']);
    const token = await page.evaluate(() => localStorage.getItem('token'));

    // The picker's page is slow to arrive, so the socket the server closes for the revoked token
    // reaches the old page while it is still leaving: it must not start a second load (which
    // would abort the first).
    const pickerLoads: string[] = [];
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        pickerLoads.push(route.request().url());
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('button', { name: 'Swe Mahar Hotel' }).count()).toBe(1);
    expect(pickerLoads).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The token was revoked on the server, not only forgotten by the browser.
    const me = await fetch(`${app.server.baseURL}/api/swe/reception/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps what was typed when Admin is followed on a slow link, and signs the admin in', async () => {
    const { page, context, problems } = await app.newPage();
    await page.goto('/login');
    await expect.poll(() => page.getByText('Log In').first().isVisible()).toBe(true);
    // From here on every script takes 3 s to arrive, as on a slow mobile link.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.getByPlaceholder('Enter your username').fill('admin');
    await page.getByPlaceholder('Enter your password').fill(adminPassword);
    // Long enough for a late page to arrive and replace the form, if it were going to.
    await page.waitForTimeout(3500);
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    expect(await page.getByPlaceholder('Enter your username').inputValue()).toBe('admin');
    expect(await page.getByPlaceholder('Enter your password').inputValue()).toBe(adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    const { page, context } = await app.newPage();
    await page.goto('/login');
    await page.getByPlaceholder('Enter your username').fill('reception');
    await page.getByPlaceholder('Enter your password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).count(),
      )
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('sends /dashboard without a token to /', async () => {
    const { page, context } = await app.newPage();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('signs an admin in through Admin, shows the revenue overview under a top bar, and logs out', async () => {
    const { page, context, problems } = await app.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin-login');
    await page.getByPlaceholder('Enter your username').fill('admin');
    await page.getByPlaceholder('Enter your password').fill(adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Revenue Overview' }).isVisible())
      .toBe(true);
    // The admin sign-in answers a token only; the name comes from /reception/me.
    await expect.poll(() => page.getByText('U Kyaw Zin').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Aureo Hotel').first().isVisible()).toBe(true);
    const token = await page.evaluate(() => localStorage.getItem('token'));

    // Back keeps the sign-in (SPEC.md section 2); the token still opens /admin.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/admin-login');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const me = await fetch(`${app.server.baseURL}/api/aureo/reception/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('delivers a working reset link through a real SMTP peer', async () => {
    const { page, context } = await app.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Aureo Hotel' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The page is a lazy chunk: wait for its own field, not whichever textbox is still shown.
    await page.locator('input[type="email"]').fill('reception@aureo.example.com');
    await page.getByRole('button', { name: 'Request' }).click();
    await expect
      .poll(() => page.getByText('Password has been sent to your email').first().isVisible())
      .toBe(true);
    await page.waitForURL((url) => url.pathname === '/');

    const mail = decodeQuotedPrintable((await smtp.waitForMail('reception@aureo.example.com')).raw);
    const link = /https?:\/\/\S+reset-password\S+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    const passwords = page.locator('input[type="password"]');
    await passwords.nth(0).fill('brand-new-password');
    await passwords.nth(1).fill('brand-new-password');
    await page.getByRole('button', { name: /password/i }).click();
    await expect
      .poll(() =>
        page
          .getByText(/password has been changed/i)
          .first()
          .isVisible(),
      )
      .toBe(true);

    await page.goto('/login');
    await page.getByPlaceholder('Enter your username').fill('reception');
    await page.getByPlaceholder('Enter your password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
