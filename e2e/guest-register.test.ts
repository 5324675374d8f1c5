import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { chooseFromMenu, closeSuccess, fillGuest, openDashboard } from './support/dashboard.ts';
import { openAdminPage } from './support/revenue.ts';
import { hotelDate } from './support/session.ts';

/** The hotel's wall clock (Asia/Yangon, UTC+06:30) `hours` ago, as SPEC's create-guest takes it. */
const hotelClockHoursAgo = (hours: number) =>
  new Date(Date.now() - hours * 3_600_000 + 6.5 * 3_600_000).toISOString();

describe.skipIf(!browserAvailable)('the guest register (ADR 043) in Chromium', () => {
  const app = useServerAndBrowser();

  it('a foreign guest checked in with passport details is on the Overnight Guest List', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openDashboard(page, app.server.baseURL);

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

    // Another foreigner, checked in 13 hours ago through SPEC's create-guest (no papers but
    // nationality): the dashboard flags them with the time left of the 24 hours.
    const created = await fetch(`${app.server.baseURL}/api/aureo/reception/create-guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Anna',
        nationalId: 'C01X00T47',
        phone: '+49 151 000',
        roomType: 'full-night',
        roomNumber: '105',
        checkinDate: hotelClockHoursAgo(13),
        checkoutDate: `${hotelDate(2)}T12:00:00.000Z`,
        isForeigner: true,
        nationality: 'German',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    await page.reload();
    const flag = page.getByRole('status').filter({ hasText: 'Report to immigration' });
    await flag.getByText('Anna, Room 105').waitFor();
    expect(await flag.innerText()).toMatch(/(10|11) h \d+ min left/);
    // Somchai checked in just now: not flagged before 12 hours.
    expect(await flag.getByText(/Somchai/).count()).toBe(0);
    await flag.getByRole('button', { name: 'Mark reported' }).click();
    await expect.poll(() => flag.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the owner's list shows both for tonight, with NRC or passport and nationality", async () => {
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
    expect(await list.getByRole('row').filter({ hasText: 'Anna' }).innerText()).toContain('German');
    expect(await page.getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
