import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  newCheckedPage,
  type Browser,
} from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import {
  chooseFromMenu,
  closeSuccess,
  fillGuest,
  kyat,
  openDashboard,
  settledStats,
  stat,
} from './support/dashboard.ts';
import {
  addPayment,
  adminSummary,
  openAdminPage,
  revenueLines,
  signedKyat,
} from './support/revenue.ts';

describe.skipIf(!browserAvailable)('money in Chromium: payments, prices, the admin page', () => {
  let server: RunningServer;
  let browser: Browser;
  let receptionToken = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('records an electricity expense in cash and a KPay payment, each in its list and card', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    receptionToken = await openDashboard(page, server.baseURL);
    await settledStats(page);
    const cashBefore = signedKyat(await stat(page, 'room'));
    expect(await page.getByText('No room revenue records for this date').isVisible()).toBe(true);

    await addPayment(page, 'Room Revenue', { type: 'Electricity', amount: '-15000' });
    await closeSuccess(page, 'Payment added successfully');
    await expect
      .poll(() => revenueLines(page, 'Room Revenue'))
      .toEqual([expect.stringMatching(/^Electricity Manual Payment · \d\d:\d\d -15,000 Ks$/)]);
    const minus = page.getByRole('list', { name: 'Room Revenue' }).getByText('-15,000 Ks');
    // Mantine's red.7 (#f03e3e).
    expect(await minus.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(240, 62, 62)');
    // The Room Revenue card drops by the expense.
    await expect.poll(async () => signedKyat(await stat(page, 'room'))).toBe(cashBefore - 15000);

    await addPayment(page, 'Room Revenue', {
      type: 'Others',
      others: 'Laundry',
      amount: '8000',
      method: 'KPay',
    });
    await closeSuccess(page, 'Payment added successfully');
    // Cash shows cash only: the KPay payment is not in the list.
    expect(await revenueLines(page, 'Room Revenue')).toHaveLength(1);
    await page.getByText('Online', { exact: true }).click();
    await expect
      .poll(() => revenueLines(page, 'Room Revenue'))
      .toEqual([expect.stringMatching(/^Laundry KPay · \d\d:\d\d \+8,000 Ks$/)]);
    await expect.poll(() => stat(page, 'room')).toBe('8,000 Ks');

    await addPayment(page, 'Food Revenue', {
      type: 'Guest Food',
      amount: '2500',
      method: 'WavePay',
    });
    await closeSuccess(page, 'Food payment added successfully');
    await expect
      .poll(() => revenueLines(page, 'Food Revenue'))
      .toEqual([expect.stringMatching(/^Guest Food WavePay · \d\d:\d\d \+2,500 Ks$/)]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a price changed in Settings is what the next check-in quotes', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    await openDashboard(page, server.baseURL);
    await page.goto('/settings');
    const standard = page.getByRole('region', { name: 'Standard' });
    const fullNight = standard.getByRole('textbox', { name: 'Full Night', exact: true });
    await expect.poll(() => fullNight.inputValue()).toMatch(/^\d{2},000$/);
    await fullNight.fill('47,000');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Room prices updated successfully!');
    await expect.poll(() => fullNight.inputValue()).toBe('47,000');

    await page.goto('/dashboard');
    await chooseFromMenu(page, '102', 'Full Night');
    const dialog = await fillGuest(page, '102 | Full Night Check-in', 'Su Su');
    const nights = Number((await dialog.getByTestId('summary-nights').innerText()).split(' ')[0]);
    await expect
      .poll(async () => kyat(await dialog.getByTestId('summary-total').innerText()))
      .toBe(47000 * nights);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the admin the day's figures and a desk's payment live", async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    await openAdminPage(page, server.baseURL);
    // Cash: the -15,000 electricity expense; no food in cash.
    await expect.poll(() => adminSummary(page)).toEqual(['-15,000 Ks', '0 Ks', '-15,000 Ks']);
    expect(await page.getByText('No other revenue for this date').isVisible()).toBe(true);
    await page.getByText('Online', { exact: true }).click();
    await expect.poll(() => adminSummary(page)).toEqual(['8,000 Ks', '2,500 Ks', '10,500 Ks']);

    const response = await fetch(`${server.baseURL}/api/aureo/reception/create-income`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${receptionToken}` },
      body: JSON.stringify({
        Type: 'guest-food',
        GuestID: null,
        RoomNumber: '0',
        Amount: 1000,
        RevenueType: 'food-revenue',
        PaymentMethod: 'ayapay',
      }),
    });
    expect(response.status).toBe(201);
    await expect.poll(() => adminSummary(page)).toEqual(['8,000 Ks', '3,500 Ks', '11,500 Ks']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
