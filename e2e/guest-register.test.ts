import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { chooseFromMenu, closeSuccess, fillGuest, openDashboard } from './support/dashboard.ts';
import { openAdminPage } from './support/revenue.ts';

describe.skipIf(!browserAvailable)('the guest register (ADR 043) in Chromium', () => {
  const app = useServerAndBrowser();

  it('a foreign guest checked in with passport details is on the Overnight Guest List', async () => {
    const { page, context, problems } = await app.newPage();
    await openDashboard(page, app.server.baseURL);

    await chooseFromMenu(page, '104', 'Full Night');
    const dialog = await fillGuest(page, '104 | Full Night Check-in', 'Somchai');
    await dialog.getByRole('checkbox', { name: 'Foreigner' }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // Refused until the papers are given.
    await dialog.getByText('Passport number is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Passport number' }).fill('X1234567');
    await dialog.getByRole('textbox', { name: 'Nationality' }).fill('Thai');
    await dialog.getByRole('combobox', { name: 'Visa type' }).fill('Tourist');
    await dialog.getByRole('textbox', { name: 'Visa expiry' }).fill('31/01/2030');
    await dialog.getByRole('textbox', { name: 'Visa expiry' }).blur();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(page, 'Guest checked-in successfully.');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('13 hours later the desk is reminded to report them, with the time left, until marked', async () => {
    const { page, context, problems } = await app.newPage();
    // The desk's clock 13 hours on: the reminder is shown from 12 hours after check-in.
    await page.clock.setFixedTime(new Date(Date.now() + 13 * 3_600_000));
    await openDashboard(page, app.server.baseURL);
    const flag = page.getByRole('status').filter({ hasText: 'Report to immigration' });
    await flag.getByText('Somchai, Room 104').waitFor();
    expect(await flag.innerText()).toMatch(/Thai.*1[01] h \d+ min left/s);
    await flag.getByRole('button', { name: 'Mark reported' }).click();
    await expect.poll(() => flag.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the owner's list for tonight shows them with passport, visa and nationality", async () => {
    const { page, context, problems } = await app.newPage();
    await openAdminPage(page, app.server.baseURL);
    await page.getByRole('navigation').getByRole('button', { name: 'Guest List' }).click();
    await page.waitForURL('**/admin/register');
    const list = page.getByRole('table', { name: 'Overnight Guest List' });
    const somchai = list.getByRole('row').filter({ hasText: 'Somchai' });
    await somchai.waitFor();
    const row = await somchai.innerText();
    for (const text of ['104', 'Passport X1234567', 'Thai', 'Tourist visa to 31/01/2030']) {
      expect(row).toContain(text);
    }
    expect(await page.getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);

    // The night's list as CSV for the immigration office: the same guest, the same papers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^aureo-register-(\d{4}-\d{2}-\d{2})-\1\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFNight,Room,Name,NRC,Passport,Nationality')).toBe(true);
    expect(csv).toMatch(/,104,Somchai,,X1234567,Thai,Tourist,2030-01-31,/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
