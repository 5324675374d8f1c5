import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  newCheckedPage,
  type Browser,
} from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { pdfText } from './support/receipt.ts';
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
    // The payment-method chart's legend: 15,000 and 8,000 of 23,000 Ks.
    const legend = page.getByRole('list', { name: 'Payment methods' });
    const items = await legend.getByRole('listitem').allInnerTexts();
    expect(items.map((item) => item.replace(/\s+/g, ' '))).toEqual([
      'Cash 15,000 Ks (65.2 %)',
      'KPay 8,000 Ks (34.8 %)',
    ]);
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

  it('prints the monthly summary whole on A4 portrait: hotel, period, Net and Occupancy, page numbers', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    // The guest register first: its print rules stay in the document, and must leave ours be.
    await openAdminPage(page, server.baseURL, '/admin/register');
    await page.getByRole('heading', { name: 'Overnight Guest List' }).waitFor();
    await page.getByRole('navigation').getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect
      .poll(() => page.getByRole('group', { name: 'Net' }).innerText())
      .toContain('23,000 Ks');
    // The period as the page shows it (the hotel's date: before 06:00 it is yesterday's).
    const [from, to] = await Promise.all(
      ['From', 'To'].map((end) => page.getByRole('textbox', { name: end }).inputValue()),
    );
    const text = pdfText(await page.pdf({ format: 'A4' }));
    const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    expect(lines).toContain('Aureo Hotel');
    expect(lines).toContain(`Monthly summary: ${from} – ${to}`);
    // Every column of the day table, its last two included, with the range's totals under them.
    expect(lines).toContain(
      'Date Room Food Other income Deposits Expenses Refunds Voids Net Occupancy',
    );
    // (pdftotext reads the narrow spaces of '0 %' and '1 / 2' as none.)
    expect(lines).toContain('Total 0 0 23,000 0 0 0 0 23,000 0%');
    // Each page numbered 'n / pages' at its foot, under the hotel and the period at its top.
    const pages = text.split('\f').filter((p) => p.trim() !== '');
    // The money by payment method on one page, its total with it.
    const methods = pages.find((p) => p.includes('By payment method'))?.replace(/\s+/g, ' ');
    expect(methods).toContain('Cash 15,000 Ks');
    expect(methods).toContain('KPay 8,000 Ks AyaPay 0 Ks WavePay 0 Ks Total 23,000 Ks');
    expect(pages.map((p) => p.trim().split('\n').at(-1)?.trim().replace(/ /g, ''))).toEqual(
      pages.map((_, i) => `${i + 1}/${pages.length}`),
    );
    for (const p of pages) {
      expect(p.trim().split('\n')[0]?.trim()).toBe(
        `Aureo Hotel · Monthly summary: ${from} – ${to}`,
      );
    }

    // The guest register opened next prints as its own page, the summary's rules left behind.
    await page.getByRole('navigation').getByRole('button', { name: 'Guest List' }).click();
    await page.getByRole('heading', { name: 'Overnight Guest List' }).waitFor();
    const register = pdfText(await page.pdf({ format: 'A4' }));
    expect(register).toContain('Overnight Guest List');
    expect(register).not.toContain('Monthly summary');
    await page.getByRole('navigation').getByRole('button', { name: 'Reports' }).click();

    // In Burmese with Myanmar digits: the heading in Burmese, the page numbers in its digits.
    await page.evaluate(() => {
      localStorage.setItem('language', 'my');
      localStorage.setItem('digits', 'mymr');
    });
    await page.reload();
    await page.getByRole('group', { name: 'အသားတင်' }).waitFor();
    const burmese = pdfText(await page.pdf({ format: 'A4' }))
      .split('\f')
      .filter((p) => p.trim() !== '');
    expect(burmese.map((p) => p.trim().split('\n')[0]?.trim())).toEqual(
      burmese.map(() => expect.stringMatching(/^Aureo Hotel · လစဉ် အကျဉ်းချုပ်: [၀-၉/]+ – [၀-၉/]+$/)),
    );
    const myanmarDigit = (n: number) => String.fromCharCode(0x1040 + n);
    expect(burmese.map((p) => p.trim().split('\n').at(-1)?.trim().replace(/ /g, ''))).toEqual(
      burmese.map((_, i) => `${myanmarDigit(i + 1)}/${myanmarDigit(burmese.length)}`),
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
