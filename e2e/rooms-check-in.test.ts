import { describe, expect, it } from 'vitest';
import { browserAvailable, liveConnectionReady } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { pdfText, pdftotextAvailable, recordPrinting } from './support/receipt.ts';

import {
  reserveByApi,
  openDashboard,
  statusOf,
  stat,
  focusedLabel,
  kyat,
  available,
  settledStats,
  chooseFromMenu,
  fillGuest,
  closeSuccess,
} from './support/dashboard.ts';

/** The first test's receipt, rendered to a 58 mm PDF, for the PDF text test. */
let printedReceipt: { pdf: Buffer; receiptNumber: string; total: string } | undefined;

describe.skipIf(!browserAvailable)('rooms and check-in in Chromium', () => {
  const app = useServerAndBrowser();

  it('checks a walk-in in for a full night from the grid and prints a 58 mm receipt', async () => {
    const { page, context, problems } = await app.newPage();
    await openDashboard(page, app.server.baseURL);
    await settledStats(page);
    const before = {
      available: await available(page),
      fullNight: Number(await stat(page, 'fullNight')),
      revenue: kyat(await stat(page, 'room')),
    };
    expect(await stat(page, 'food')).toMatch(/Ks$/);

    await chooseFromMenu(page, '101', 'Full Night');
    const dialog = await fillGuest(page, '101 | Full Night Check-in', 'Aung Aung');
    await dialog.getByRole('checkbox', { name: 'Extra Bed' }).check();
    await dialog.getByRole('textbox', { name: 'Tax Rate (%)' }).fill('5');
    const nights = (await dialog.getByTestId('summary-nights').innerText()).trim();
    const total = (await dialog.getByTestId('summary-total').innerText()).trim();
    expect(nights).toMatch(/^\d+ Nights?$/);
    // 40,000 + 10,000 extra bed per night, plus 5 % tax.
    const nightCount = Number(nights.split(' ')[0]);
    expect(kyat(total)).toBe(50000 * nightCount * 1.05);
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const success = page.getByRole('dialog', { name: 'Success' });
    await expect
      .poll(() => success.getByText('Guest checked-in successfully.').isVisible())
      .toBe(true);
    const receiptNumber = /AUR\d{12}/.exec(await success.innerText())?.[0];
    expect(receiptNumber).toBeTruthy();
    await expect.poll(() => statusOf(page, '101')).toBe('Full Night');
    await expect.poll(() => available(page)).toBe(before.available - 1);
    await expect.poll(() => stat(page, 'fullNight')).toBe(String(before.fullNight + 1));
    await expect
      .poll(async () => kyat(await stat(page, 'room')))
      .toBe(before.revenue + kyat(total));

    // Print Receipt on the success notice opens the small print window.
    await recordPrinting(page);
    const popup = context.waitForEvent('page');
    await success.getByRole('button', { name: 'Print Receipt' }).click();
    const receipt = await popup;
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { receiptPrinted: number }).receiptPrinted),
      )
      .toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { receiptClosed: number }).receiptClosed),
    ).toBe(1);
    const text = await receipt.locator('body').innerText();
    for (const expected of [
      'Aureo Hotel',
      'No. 45, Bogyoke Aung San Road, Pabedan Township',
      'Yangon',
      '+95 9 420 111 222',
      receiptNumber!,
      'Aung Aung',
      '101',
      nights,
      'Extra bed',
      'Tax (5%)',
      'Service (0%)',
      total,
      'Thank you for staying with us!',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const pdf = await receipt.pdf({ width: '58mm' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    printedReceipt = { pdf, receiptNumber: receiptNumber!, total };
    await receipt.close();
    await closeSuccess(page, 'Guest checked-in successfully.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.skipIf(!pdftotextAvailable)(
    'prints the receipt number, guest and total on the 58 mm PDF',
    () => {
      expect(printedReceipt, 'the walk-in test printed no receipt').toBeDefined();
      const text = pdfText(printedReceipt!.pdf);
      expect(text).toContain(printedReceipt!.receiptNumber);
      expect(text).toContain('Aung Aung');
      expect(text).toContain(printedReceipt!.total);
    },
  );

  it('checks a two-room reservation in from the Reservation panel', async () => {
    const { page, context, problems } = await app.newPage();
    const live = liveConnectionReady(page);
    const token = await openDashboard(page, app.server.baseURL);
    // The reservation is another desk's: this desk hears of it once its socket is ready.
    await live;
    await reserveByApi(app.server.baseURL, token, {
      name: 'Thida Win',
      nationalId: '9/MAYANA(N)765432',
      phone: '09 777 888 999',
      guestCount: 3,
      roomCount: 2,
      amountPaid: 30000,
    });
    await settledStats(page);
    const before = {
      available: await available(page),
      fullNight: Number(await stat(page, 'fullNight')),
    };

    const row = page.getByTestId('reservation-row').filter({ hasText: 'Thida Win' });
    await expect.poll(() => row.isVisible()).toBe(true);
    await row.click();
    await page
      .getByRole('dialog', { name: 'Thida Win' })
      .getByRole('button', { name: 'Check-in' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reservation Check-in (2 rooms)' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Thida Win',
    );

    // Confirm before choosing rooms: nothing is sent.
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect
      .poll(() => error.getByText('Please verify all room numbers before proceeding.').isVisible())
      .toBe(true);
    await error.getByRole('button', { name: 'OK' }).click();

    const slots = page.getByTestId('room-slot');
    await slots.nth(0).getByPlaceholder('Select a room').click();
    await page.getByRole('option', { name: /^201 / }).click();
    await slots.nth(1).getByPlaceholder('Select a room').click();
    await page.getByRole('option', { name: /^202 / }).click();
    const titled = page.getByRole('dialog', { name: '201 Check-in (2 rooms)' });
    await expect.poll(() => titled.isVisible()).toBe(true);
    // 2 x 40,000 a night, less the 30,000 paid with the reservation.
    const total = kyat(await titled.getByTestId('summary-total').innerText());
    expect(kyat(await titled.getByTestId('summary-prior-paid').innerText())).toBe(30000);
    expect(kyat(await titled.getByTestId('summary-amount-due').innerText())).toBe(total - 30000);
    await titled.getByRole('checkbox', { name: 'I confirm full amount has been paid.' }).check();
    await titled.getByRole('button', { name: 'Confirm' }).click();

    await closeSuccess(page, 'All rooms checked-in successfully.');
    await expect.poll(() => statusOf(page, '201')).toBe('Full Night');
    await expect.poll(() => statusOf(page, '202')).toBe('Full Night');
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => available(page)).toBe(before.available - 2);
    await expect.poll(() => stat(page, 'fullNight')).toBe(String(before.fullNight + 2));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('checks in a daycation and a session', async () => {
    const { page, context, problems } = await app.newPage();
    await openDashboard(page, app.server.baseURL);
    await settledStats(page);
    const before = {
      available: await available(page),
      daycation: Number(await stat(page, 'daycation')),
      session: Number(await stat(page, 'session')),
      revenue: kyat(await stat(page, 'room')),
    };

    await chooseFromMenu(page, '102', 'Daycation');
    let dialog = await fillGuest(page, '102 | Daycation Check-in', 'Ko Zaw');
    expect(await dialog.getByRole('textbox', { name: 'Check-out Date' }).count()).toBe(0);
    expect((await dialog.getByTestId('summary-stay').innerText()).trim()).toBe('12 hours');
    expect((await dialog.getByTestId('summary-total').innerText()).trim()).toBe('25,000 Ks');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(page, 'Guest checked-in successfully.');
    await expect.poll(() => statusOf(page, '102')).toBe('Daycation');
    // Focus is back on the room card the check-in started from, not on the page.
    await expect.poll(() => focusedLabel(page)).toBe('Room 102, Daycation');
    await expect.poll(() => stat(page, 'daycation')).toBe(String(before.daycation + 1));

    await chooseFromMenu(page, '103', 'Session');
    dialog = await fillGuest(page, '103 | Session Check-in', 'Daw Khin');
    expect((await dialog.getByTestId('summary-stay').innerText()).trim()).toBe('3 hours');
    expect((await dialog.getByTestId('summary-total').innerText()).trim()).toBe('15,000 Ks');
    // Print Receipt before Confirm checks in first, then prints.
    await recordPrinting(page);
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Print Receipt' }).click();
    const receipt = await popup;
    await expect.poll(() => receipt.locator('body').innerText()).toContain('Daw Khin');
    const text = await receipt.locator('body').innerText();
    expect(text).toContain('Session');
    expect(text).toContain('15,000 Ks');
    expect(text).not.toContain('Nights');
    await receipt.close();
    await closeSuccess(page, 'Guest checked-in successfully.');
    await expect.poll(() => statusOf(page, '103')).toBe('Session');
    await expect.poll(() => stat(page, 'session')).toBe(String(before.session + 1));
    await expect.poll(() => available(page)).toBe(before.available - 2);
    await expect
      .poll(async () => kyat(await stat(page, 'room')))
      .toBe(before.revenue + 25000 + 15000);
    expect(problems).toEqual([]);
    await context.close();
  });
});
