import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDayOfMonth,
  formatDisplayDate,
  formatLongDate,
  formatMonthYear,
  type DisplayLocale,
} from '@frontdesk/domain';
import {
  browserAvailable,
  launchBrowser,
  newCheckedPage,
  type Browser,
} from './support/browser.ts';
import { my } from './support/burmese.ts';
import { checkInByApi } from './support/dashboard.ts';
import { openAdminPage } from './support/revenue.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { hotelDate, signInAsReception, signInPage } from './support/session.ts';

const myanmar: DisplayLocale = { language: 'my', digits: 'mymr' };
const latin: DisplayLocale = { language: 'my', digits: 'latn' };

describe.skipIf(!browserAvailable)('Myanmar digits in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows and reads dates in the chosen digits, and asks the server for them', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(request.headers()['accept-language'] ?? '');
    });
    await signInPage(page, server.baseURL);
    // Burmese, digits not chosen yet: Myanmar digits.
    await page.evaluate(() => localStorage.setItem('language', 'my'));
    await page.goto('/dashboard');

    const dateField = page.getByRole('textbox', { name: 'ဘွတ်ကင်များ ရက်စွဲ' });
    await dateField.waitFor();
    expect(await dateField.inputValue()).toBe(formatDisplayDate(hotelDate(), myanmar));
    expect(await dateField.inputValue()).toMatch(/^[၀-၉]{2}\/[၀-၉]{2}\/[၀-၉]{4}$/u);
    expect(asked).toContain('my-MM-u-nu-mymr');

    // A date typed in Myanmar digits is read: the panel loads that day.
    const tomorrow = hotelDate(1);
    const loaded = page.waitForRequest((r) => r.url().endsWith(`/reservations/date/${tomorrow}`));
    await dateField.fill(formatDisplayDate(tomorrow, myanmar));
    await loaded;

    // The calendar names its month in Burmese and its days in Myanmar digits.
    await dateField.click();
    await page
      .getByRole('button', { name: formatMonthYear(tomorrow, myanmar), exact: true })
      .waitFor();
    const later = hotelDate(2);
    const day = page.getByRole('button', { name: formatLongDate(later, myanmar), exact: true });
    expect(await day.innerText()).toBe(formatDayOfMonth(later, myanmar));
    const picked = page.waitForRequest((r) => r.url().endsWith(`/reservations/date/${later}`));
    await day.click();
    await picked;
    expect(await dateField.inputValue()).toBe(formatDisplayDate(later, myanmar));

    // Latin digits chosen in the top bar: the field follows at once, and so do the API's answers.
    await page.getByRole('button', { name: 'ဘာသာစကား' }).click();
    await page.getByRole('menuitem', { name: '0-9' }).click();
    await expect.poll(() => dateField.inputValue()).toBe(formatDisplayDate(later, latin));
    const third = hotelDate(3);
    const next = page.waitForRequest((r) => r.url().endsWith(`/reservations/date/${third}`));
    await dateField.fill(formatDisplayDate(third, latin));
    expect((await next).headers()['accept-language']).toBe('my-MM-u-nu-latn');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('writes ကျပ် after an amount being typed', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    await signInPage(page, server.baseURL);
    await page.evaluate(() => localStorage.setItem('language', 'my'));
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'အခန်းခ ဝင်ငွေ' });
    await panel.getByRole('button', { name: 'ထည့်ရန်', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'ငွေစာရင်း ထည့်ရန်' });
    const amount = dialog.getByRole('textbox', { name: /^ပမာဏ/ });
    // Myanmar digits stay as typed, the kyat word beside them (ADR 067); the parser reads them.
    await amount.pressSequentially('၁၂,၀၀၀');
    expect(await amount.inputValue()).toBe('၁၂,၀၀၀');
    await expect.poll(() => dialog.getByText('ကျပ်', { exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows /admin's figures in Myanmar digits, room numbers as the hotel writes them", async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    const { token } = await signInAsReception(server.baseURL);
    await checkInByApi(server.baseURL, token, { rooms: [{ roomNumber: '102' }] });
    const payment = await fetch(`${server.baseURL}/api/aureo/reception/create-income`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        Type: 'Laundry',
        RoomNumber: '102',
        Amount: 12000,
        PaymentMethod: 'cash',
      }),
    });
    expect(payment.status).toBe(201);
    await page.addInitScript(() => localStorage.setItem('language', 'my'));
    await openAdminPage(page, server.baseURL);
    const total = page.getByRole('region', { name: my.admin.totalRooms });
    await expect.poll(() => total.innerText()).toMatch(/[၀-၉]/u);

    // Each room status tile: its count in Myanmar digits (17 rooms, 1 full night, 0 others).
    for (const tile of [
      my.admin.totalRooms,
      my.admin.fullNight,
      my.admin.daycation,
      my.admin.session,
    ]) {
      const count = (await page.getByRole('region', { name: tile }).innerText()).split('\n').at(-1);
      expect(count, tile).toMatch(/^[၀-၉]+$/u);
    }
    expect(await page.getByRole('region', { name: my.admin.fullNight }).innerText()).toMatch(/၁$/u);
    // The revenue list: the amount and time in Myanmar digits; the room number as on its door.
    const lines = await page
      .getByRole('list', { name: my.admin.roomRevenue })
      .getByRole('listitem')
      .allInnerTexts();
    // The check-in's payment and the laundry.
    expect(lines.map((line) => line.replace(/\s+/g, ' ')).sort()).toEqual([
      expect.stringMatching(/^Laundry · အခန်း 102 .* [၀-၉]{2}:[၀-၉]{2} \+၁၂,၀၀၀ ကျပ်$/u),
      expect.stringMatching(/ · အခန်း 102 .* [၀-၉]{2}:[၀-၉]{2} \+[၀-၉,]+ ကျပ်$/u),
    ]);
    // The date field, and no other Latin digit anywhere on the page but the room number.
    const dateField = page.getByRole('textbox', { name: my.admin.date });
    expect(await dateField.inputValue()).toBe(formatDisplayDate(hotelDate(), myanmar));
    const latin = (await page.locator('body').innerText()).match(/[0-9]+/g) ?? [];
    expect(new Set(latin)).toEqual(new Set(['102']));
    const latinFields = await page.evaluate(() =>
      // What a field shows (a hidden input carries the form's value, 2026-11-25, unseen).
      Array.from(document.querySelectorAll('input:not([type="hidden"])'))
        .map((field) => (field as HTMLInputElement).value)
        .filter((value) => /[0-9]/.test(value)),
    );
    expect(latinFields).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
