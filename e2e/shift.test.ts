import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable } from './support/browser.ts';
import {
  chooseFromMenu,
  closeSuccess,
  fillGuest,
  kyat,
  openDashboard,
  settledStats,
} from './support/dashboard.ts';
import { printedReceiptWindow } from './support/receipt.ts';
import { addPayment, openAdminPage } from './support/revenue.ts';

/** Settings -> Shift: the My shift dialog. */
const openMyShift = async (page: Page) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Shift', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'My shift' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
};

/** A figure of the shift's table ('Expected cash' -> '85,000 Ks'). */
const figure = (page: Page, label: string) =>
  page
    .getByRole('table', { name: 'My shift' })
    .getByRole('row', { name: new RegExp(`^${label}`) })
    .getByRole('cell')
    .innerText();

describe.skipIf(!browserAvailable)('a shift from open to close in Chromium', () => {
  const app = useServerAndBrowser();

  it('opens with a float, takes cash, KPay and an expense, closes short and prints the 58 mm report', async () => {
    const { page, context, problems } = await app.newPage();
    await openDashboard(page, app.server.baseURL);

    let dialog = await openMyShift(page);
    await dialog.getByRole('textbox', { name: /^Cash float/ }).fill('50000');
    await dialog.getByRole('button', { name: 'Open shift' }).click();
    await expect.poll(() => figure(page, 'Expected cash')).toBe('50,000 Ks');
    await page.keyboard.press('Escape');

    // A cash check-in, a KPay payment with its wallet reference, and a cash expense.
    await page.goto('/dashboard');
    await settledStats(page);
    await chooseFromMenu(page, '101', 'Full Night');
    const checkIn = await fillGuest(page, '101 | Full Night Check-in', 'Aung Aung');
    const total = kyat(await checkIn.getByTestId('summary-total').innerText());
    await checkIn.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(page, 'Guest checked-in successfully.');
    // A KPay check-in with its wallet reference (ADR 051).
    await chooseFromMenu(page, '102', 'Full Night');
    const byKPay = await fillGuest(page, '102 | Full Night Check-in', 'Su Su');
    const kpayTotal = kyat(await byKPay.getByTestId('summary-total').innerText());
    await byKPay.getByRole('combobox', { name: /^Payment Method/ }).click();
    await page.getByRole('option', { name: 'KPay', exact: true }).click();
    await byKPay.getByRole('textbox', { name: /^Wallet transaction ID/ }).fill('KP-CHECKIN-0007');
    await byKPay.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(page, 'Guest checked-in successfully.');
    await addPayment(page, 'Room Revenue', {
      type: 'Others',
      others: 'Laundry',
      amount: '35000',
      method: 'KPay',
      reference: 'KP-20261125-0042',
    });
    await closeSuccess(page, 'Payment added successfully');
    await addPayment(page, 'Room Revenue', { type: 'Electricity', amount: '-5000' });
    await closeSuccess(page, 'Payment added successfully');

    dialog = await openMyShift(page);
    const expected = 50_000 + total - 5_000;
    await expect.poll(async () => kyat(await figure(page, 'Expected cash'))).toBe(expected);
    expect(await figure(page, 'KPay')).toBe(
      `${(35_000 + kpayTotal).toLocaleString('en-US')} Ks (2 payments)`,
    );
    expect(await figure(page, 'Expenses')).toBe('5,000 Ks');

    // 500 Ks short: the note is asked for, then Close is asked once more.
    const counted = expected - 500;
    await dialog.getByRole('textbox', { name: /^Cash counted/ }).fill(String(counted));
    await dialog.getByRole('button', { name: 'Close shift' }).click();
    await expect
      .poll(() => dialog.getByText('Please say why the cash is over or short').isVisible())
      .toBe(true);
    await dialog.getByRole('textbox', { name: /^Note/ }).fill('Change given twice');
    await dialog.getByRole('button', { name: 'Close shift' }).click();
    await dialog.getByRole('alertdialog').getByRole('button', { name: 'Close shift' }).click();
    await expect.poll(() => dialog.getByText('Shift closed').isVisible()).toBe(true);
    expect(await figure(page, 'Over / short')).toBe('Short 500 Ks');

    const report = await printedReceiptWindow(page, context, () =>
      dialog.getByRole('button', { name: 'Print shift report' }).click(),
    );
    expect(await report.evaluate(() => getComputedStyle(document.body).width)).toMatch(
      /^219\.\d+px$/,
    );
    const text = (await report.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const expectedText of [
      'Aureo Hotel',
      'Shift report',
      'Expected cash',
      `Cash counted ${counted.toLocaleString('en-US')} Ks`,
      'Short 500 Ks',
      'Change given twice',
      'KPay 35,000 Ks',
      'KP-20261125-0042',
      `KPay ${kpayTotal.toLocaleString('en-US')} Ks`,
      'KP-CHECKIN-0007',
      'Expenses 5,000 Ks',
    ]) {
      expect(text).toContain(expectedText);
    }
    expect(problems).toEqual([]);

    // The owner sees the shift with its short.
    const owner = await app.newPage();
    await openAdminPage(owner.page, app.server.baseURL);
    await owner.page.goto('/admin/shifts');
    const row = owner.page.getByRole('table', { name: 'Shifts' }).getByRole('row').nth(1);
    await expect.poll(() => row.innerText()).toContain('Short 500 Ks');
    expect(await row.innerText()).toContain('Change given twice');

    // The row opens the shift: its payments with the wallets' IDs, and the totals per method.
    await row.getByText('Short 500 Ks').click();
    await expect.poll(() => owner.page.url()).toMatch(/\/admin\/shifts\/[0-9]+$/);
    const payments = owner.page.getByRole('table', { name: 'Payments of the shift' });
    await expect.poll(() => payments.innerText()).toContain('KP-20261125-0042');
    expect(await payments.innerText()).toContain('Electricity');
    const kpayRow = owner.page
      .getByRole('table', { name: 'Totals per method' })
      .getByRole('row', { name: /^KPay/ });
    expect(await kpayRow.innerText()).toContain('KP-CHECKIN-0007');

    // On a 390 px phone, the list and the shift are cards: nothing of them off-screen.
    await owner.page.setViewportSize({ width: 390, height: 844 });
    const offScreen = () =>
      owner.page.evaluate(() =>
        Array.from(document.querySelectorAll('td'))
          .filter((cell) => cell.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((cell) => cell.textContent),
      );
    await expect.poll(offScreen).toEqual([]);
    await owner.page.goto('/admin/shifts');
    await expect.poll(() => owner.page.getByText('Short 500 Ks').isVisible()).toBe(true);
    expect(await offScreen()).toEqual([]);
    expect(owner.problems).toEqual([]);
  });
});
