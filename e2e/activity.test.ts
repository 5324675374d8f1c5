import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  newCheckedPage,
  type Browser,
} from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { chooseFromMenu, closeSuccess, fillGuest, openDashboard } from './support/dashboard.ts';
import { openAdminPage } from './support/revenue.ts';

describe.skipIf(!browserAvailable)("the owner's Activity page", () => {
  let server: RunningServer;
  let browser: Browser;
  let receptionist = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a receptionist checks a guest in and changes a price at the desk', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    const token = await openDashboard(page, server.baseURL);
    const me = await fetch(`${server.baseURL}/api/aureo/reception/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    receptionist = ((await me.json()) as { user: { name: string } }).user.name;

    await chooseFromMenu(page, '103', 'Full Night');
    const dialog = await fillGuest(page, '103 | Full Night Check-in', 'Kyaw Kyaw');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(page, 'Guest checked-in successfully.');

    await page.goto('/settings');
    const standard = page.getByRole('region', { name: 'Standard' });
    const fullNight = standard.getByRole('textbox', { name: 'Full Night', exact: true });
    await expect.poll(() => fullNight.inputValue()).toBe('40,000');
    await fullNight.fill('35,000');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Room prices updated successfully!');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the owner sees both under the receptionist's name, the price before and after", async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    await openAdminPage(page, server.baseURL);
    await page.getByRole('navigation').getByRole('button', { name: 'Activity' }).click();
    await page.waitForURL('**/admin/activity');
    const log = page.getByRole('table', { name: 'Activity log' });
    const price = `${receptionist} changed Full Night (standard) from 40,000 Ks to 35,000 Ks`;
    await log.getByText(price, { exact: true }).waitFor();
    await log.getByText(`${receptionist} checked Kyaw Kyaw in to room 103 (Full Night)`).waitFor();
    // Newest first: the price change came after the check-in.
    const rows = await log.getByRole('row').allInnerTexts();
    const at = (text: string) => rows.findIndex((row) => row.includes(text));
    expect(at(price)).toBeLessThan(at('Kyaw Kyaw'));

    // Only prices: the check-in is filtered out.
    await page.getByRole('combobox', { name: 'What' }).click();
    await page.getByRole('option', { name: 'Room prices', exact: true }).click();
    await expect.poll(() => log.getByText('Kyaw Kyaw').count()).toBe(0);
    await log.getByText(price, { exact: true }).waitFor();

    // At 1024x768 the page still fits the screen's width.
    await page.setViewportSize({ width: 1024, height: 768 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
