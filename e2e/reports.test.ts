import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  newCheckedPage,
  type Browser,
} from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { openAdminPage } from './support/revenue.ts';
import { signInAsReception } from './support/session.ts';

describe.skipIf(!browserAvailable)("the owner's Reports page", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // The desk records two payments today: 15,000 Ks electricity in cash, 8,000 Ks by KPay.
    const { token } = await signInAsReception(server.baseURL);
    for (const [Type, Amount, PaymentMethod] of [
      ['electricity', 15000, 'cash'],
      ['=လျှပ်စစ် ပြင်ဆင်ခ', 8000, 'kpay'],
    ] as const) {
      const response = await fetch(`${server.baseURL}/api/aureo/reception/create-income`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ Type, GuestID: null, RoomNumber: '0', Amount, PaymentMethod }),
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the day's money with its charts, and downloads the incomes as CSV", async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    await openAdminPage(page, server.baseURL);
    await page.getByRole('navigation').getByRole('button', { name: 'Reports' }).click();
    await page.waitForURL('**/admin/reports');
    await page.getByRole('button', { name: 'Today' }).click();
    const other = page.getByRole('group', { name: 'Other income' });
    await expect.poll(() => other.innerText()).toContain('23,000 Ks');
    // The revenue chart draws its bars (an SVG of recharts).
    const chart = page.getByRole('figure', { name: 'Revenue over time' });
    await chart.locator('svg.recharts-surface').first().waitFor();
    const methods = page.getByRole('table', { name: 'By payment method' });
    await expect
      .poll(() => methods.getByRole('row', { name: /KPay/ }).innerText())
      .toContain('8,000 Ks');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Incomes' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^aureo-incomes-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFID,Time,Kind,Type')).toBe(true);
    expect(csv).toContain(`,other,'=လျှပ်စစ် ပြင်ဆင်ခ,0,,,8000,,kpay,`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
