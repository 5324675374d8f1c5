import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable } from './support/browser.ts';
import { chooseFromMenu, closeSuccess, fillGuest, roomCard } from './support/dashboard.ts';
import { openAdminPage } from './support/revenue.ts';
import { signInAsReception } from './support/session.ts';

/** The owner's Staff page, signed in through the API. */
const openStaffPage = async (page: Page, baseURL: string) => {
  const token = await openAdminPage(page, baseURL);
  await page
    .getByRole('navigation', { name: "Owner's pages" })
    .getByRole('button', { name: 'Staff' })
    .click();
  await page.waitForURL('**/admin/staff');
  await expect.poll(() => page.getByTestId('staff-row').count()).toBeGreaterThanOrEqual(2);
  return token;
};

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.skipIf(!browserAvailable)("the owner's staff", () => {
  const app = useServerAndBrowser();

  it('adds a receptionist who chooses a password, checks a guest in, and is signed out when deactivated', async () => {
    const owner = await app.newPage();
    await openStaffPage(owner.page, app.server.baseURL);
    expect(await fitsWidth(owner.page)).toBe(true);

    await owner.page.getByRole('button', { name: 'Add staff' }).click();
    const add = owner.page.getByRole('dialog', { name: 'Add a staff member' });
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Ma Thida');
    await add.getByRole('textbox', { name: 'Username' }).fill('thida');
    await add.getByRole('button', { name: 'Add staff' }).click();
    const shown = owner.page.getByRole('dialog', { name: 'First password' });
    const firstPassword = (await shown.getByTestId('generated-password').innerText()).trim();
    expect(firstPassword).toMatch(/^[\w-]{12}$/);
    await shown.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => owner.page.getByTestId('staff-row').filter({ hasText: 'Ma Thida' }).innerText())
      .toMatch(/Must choose a password/i);

    // The receptionist signs in at their own desk and must choose a password first.
    const desk = await app.newPage();
    await desk.page.goto('/');
    await desk.page.getByRole('button', { name: 'Aureo Hotel' }).click();
    await desk.page.waitForURL('**/login');
    await desk.page.getByPlaceholder('Enter your username').fill('thida');
    await desk.page.getByPlaceholder('Enter your password').fill(firstPassword);
    await desk.page.getByRole('button', { name: 'Sign in' }).click();
    await desk.page.waitForURL('**/choose-password');
    await desk.page.getByLabel('Current password').fill(firstPassword);
    // The owner's password is not hers: the same one again is refused.
    await desk.page.getByLabel('New password', { exact: true }).fill(firstPassword);
    await desk.page.getByLabel('New password again').fill(firstPassword);
    await desk.page.getByRole('button', { name: 'Save password' }).click();
    await desk.page.getByText('The new password must differ from the current one').waitFor();
    await desk.page.getByLabel('New password', { exact: true }).fill('password1');
    await desk.page.getByLabel('New password again').fill('password1');
    await desk.page.getByRole('button', { name: 'Save password' }).click();
    await desk.page
      .getByText('Password is too common: choose one that is harder to guess')
      .waitFor();
    await desk.page.getByLabel('New password', { exact: true }).fill('thida-owns-this');
    await desk.page.getByLabel('New password again').fill('thida-owns-this');
    await desk.page.getByRole('button', { name: 'Save password' }).click();
    await desk.page.waitForURL('**/dashboard');
    await expect.poll(() => roomCard(desk.page, '101').count()).toBe(1);
    await expect.poll(() => desk.page.getByText('Ma Thida').first().isVisible()).toBe(true);

    await chooseFromMenu(desk.page, '101', 'Full Night');
    const dialog = await fillGuest(desk.page, '101 | Full Night Check-in', 'Aung Aung');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(desk.page, 'Guest checked-in successfully.');

    // The owner deactivates her (after a question): her open desk is signed out within 5 s.
    await owner.page.getByRole('button', { name: 'Actions for Ma Thida' }).click();
    await owner.page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const question = owner.page.getByRole('dialog').filter({ hasText: 'Deactivate Ma Thida?' });
    await question.getByRole('button', { name: 'Deactivate' }).click();
    const deactivatedAt = Date.now();
    await desk.page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    expect(Date.now() - deactivatedAt).toBeLessThan(5000);
    expect(await desk.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect
      .poll(() => owner.page.getByTestId('staff-row').filter({ hasText: 'Ma Thida' }).innerText())
      .toMatch(/Deactivated/i);

    expect(owner.problems).toEqual([]);
    expect(desk.problems).toEqual([]);
    await owner.context.close();
    await desk.context.close();
  });

  it("with price changes switched off, reception's Settings is read-only and the API refuses", async () => {
    const owner = await app.newPage();
    await owner.page.setViewportSize({ width: 1024, height: 768 });
    await openStaffPage(owner.page, app.server.baseURL);
    expect(await fitsWidth(owner.page)).toBe(true);
    const prices = owner.page.getByRole('switch', { name: 'Receptionists may change room prices' });
    await expect.poll(() => prices.isChecked()).toBe(true);
    await prices.click({ force: true });
    await expect.poll(() => prices.isChecked()).toBe(false);

    const desk = await app.newPage();
    const session = await signInAsReception(app.server.baseURL);
    await desk.page.goto('/');
    await desk.page.evaluate((s) => {
      localStorage.setItem('hotel', 'aureo');
      localStorage.setItem('token', s.token);
      localStorage.setItem('name', s.user.name);
      localStorage.setItem('role', s.user.role);
    }, session);
    await desk.page.goto('/settings');
    await desk.page
      .getByText('The owner has not allowed receptionists to change room prices.')
      .waitFor();
    const standard = desk.page.getByRole('region', { name: 'Standard' });
    const fullNight = standard.getByRole('textbox', { name: 'Full Night', exact: true });
    await expect.poll(() => fullNight.getAttribute('readonly')).not.toBeNull();
    expect(await desk.page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    // The menu stays editable: only prices were switched off.
    await expect
      .poll(() => desk.page.getByRole('button', { name: 'Add', exact: true }).count())
      .toBe(1);

    const list = await fetch(`${app.server.baseURL}/api/aureo/reception/room-prices`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const [first] = (await list.json()) as { ID: number }[];
    const refused = await fetch(
      `${app.server.baseURL}/api/aureo/reception/room-prices/${first!.ID}`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ Price: 1 }),
      },
    );
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'The owner has not allowed receptionists to change room prices.',
    );

    // A reception token on an owner page gets the admin sign-in page.
    await desk.page.goto('/admin/staff');
    await desk.page.waitForURL('**/admin-login');

    expect(owner.problems).toEqual([]);
    expect(desk.problems).toEqual([]);
    await owner.context.close();
    await desk.context.close();
  });
});
