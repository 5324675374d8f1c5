import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  newCheckedPage,
  type Browser,
  type Page,
} from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { hotelDate, signInPage } from './support/session.ts';

/** Signs in, opens the dashboard and waits for the room grid. */
const openDashboard = async (page: Page, baseURL: string) => {
  const session = await signInPage(page, baseURL);
  await page.goto('/dashboard');
  await expect.poll(() => roomCard(page, '101').count()).toBe(1);
  return session.token;
};

const roomCard = (page: Page, room: string) =>
  page.getByRole('button', { name: new RegExp(`^Room ${room}, `) });

const statusOf = async (page: Page, room: string) =>
  (await roomCard(page, room).getAttribute('aria-label'))?.replace(`Room ${room}, `, '');

type StatKey =
  'availability' | 'fullNight' | 'daycation' | 'session' | 'housekeeping' | 'food' | 'room';

/** What a stat card shows (its last line): '12/17', '3', '80,000 Ks', '-'. */
const stat = async (page: Page, key: StatKey): Promise<string> => {
  const text = await page.locator(`[data-testid="stat-card"][data-stat="${key}"]`).innerText();
  return text.split('\n').at(-1)?.trim() ?? '';
};

/** The accessible label of the focused element (the room cards have one). */
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

const kyat = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The rooms available, from the Availablility card ('12/17' -> 12). */
const available = async (page: Page) => Number((await stat(page, 'availability')).split('/')[0]);

/** Waits until the cards have loaded their figures. */
const settledStats = async (page: Page) => {
  await expect.poll(() => stat(page, 'availability')).toMatch(/^\d+\/\d+$/);
  await expect.poll(() => stat(page, 'room')).toMatch(/Ks$/);
};

/** Clicks a room and picks `option` from its menu. */
const chooseFromMenu = async (page: Page, room: string, option: string) => {
  await roomCard(page, room).click();
  await page
    .getByRole('dialog', { name: `Room ${room}` })
    .getByRole('button', { name: option, exact: true })
    .click();
};

const fillGuest = async (page: Page, dialogName: string | RegExp, name: string) => {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'National ID' }).fill('12/KAMANA(N)123456');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('09 420 111 222');
  return dialog;
};

const closeSuccess = async (page: Page, message: string) => {
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect.poll(() => success.getByText(message).isVisible()).toBe(true);
  await success.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => success.count()).toBe(0);
};

/** Keeps the print window open for the test: print() and close() are only recorded. */
const recordPrinting = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { receiptPrinted: number; receiptClosed: number };
    record.receiptPrinted = 0;
    record.receiptClosed = 0;
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (opened) {
        opened.print = () => void (record.receiptPrinted += 1);
        opened.close = () => void (record.receiptClosed += 1);
      }
      return opened;
    };
  });

/** pdftotext (poppler-utils) reads the receipt PDF back; CI installs it. */
const pdftotextAvailable = spawnSync('pdftotext', ['-v']).status === 0;
if (!pdftotextAvailable && process.env.E2E === 'required') {
  throw new Error('E2E=required but pdftotext is missing: apt-get install -y poppler-utils');
}

const pdfText = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  try {
    const file = join(dir, 'receipt.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The first test's receipt, rendered to a 58 mm PDF, for the PDF text test. */
let printedReceipt: { pdf: Buffer; receiptNumber: string; total: string } | undefined;

describe.skipIf(!browserAvailable)('rooms and check-in in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('checks a walk-in in for a full night from the grid and prints a 58 mm receipt', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    await openDashboard(page, server.baseURL);
    await settledStats(page);
    const before = {
      available: await available(page),
      fullNight: Number(await stat(page, 'fullNight')),
      revenue: kyat(await stat(page, 'room')),
    };
    expect(await stat(page, 'food')).toBe('-');

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
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    const token = await openDashboard(page, server.baseURL);
    const created = await fetch(`${server.baseURL}/api/aureo/reception/create-reservation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Thida Win',
        nationalId: '9/MAYANA(N)765432',
        phone: '09 777 888 999',
        guestCount: 3,
        roomCount: 2,
        roomType: 'full-night',
        checkinDate: `${hotelDate()}T14:00:00.000Z`,
        checkoutDate: `${hotelDate(1)}T12:00:00.000Z`,
        extraBed: false,
        paymentType: 'kpay',
        amountPaid: 30000,
      }),
    });
    expect(created.status).toBe(201);
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
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    await openDashboard(page, server.baseURL);
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

  it('checks a guest out to Housekeeping, then sets the room available again', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    await openDashboard(page, server.baseURL);
    await chooseFromMenu(page, '104', 'Full Night');
    const dialog = await fillGuest(page, '104 | Full Night Check-in', 'U Ba');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(page, 'Guest checked-in successfully.');
    await expect.poll(() => statusOf(page, '104')).toBe('Full Night');
    await settledStats(page);
    const before = {
      available: await available(page),
      fullNight: Number(await stat(page, 'fullNight')),
      housekeeping: Number(await stat(page, 'housekeeping')),
    };

    await chooseFromMenu(page, '104', 'Checkout');
    const question = page.getByRole('dialog', { name: 'Room 104' });
    await expect
      .poll(() => question.getByText('Do you want to check out U Ba from room 104?').isVisible())
      .toBe(true);
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => statusOf(page, '104')).toBe('Housekeeping');
    await expect.poll(() => stat(page, 'housekeeping')).toBe(String(before.housekeeping + 1));
    await expect.poll(() => stat(page, 'fullNight')).toBe(String(before.fullNight - 1));

    await roomCard(page, '104').click();
    await expect
      .poll(() => page.getByText('Do you want to set the room to available?').isVisible())
      .toBe(true);
    await page
      .getByRole('dialog', { name: 'Room 104' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect.poll(() => statusOf(page, '104')).toBe('Available');
    await expect.poll(() => stat(page, 'housekeeping')).toBe(String(before.housekeeping));
    await expect.poll(() => available(page)).toBe(before.available + 1);

    // Maintenance from the available menu, and back.
    await chooseFromMenu(page, '104', 'Maintenance');
    await expect.poll(() => statusOf(page, '104')).toBe('Maintenance');
    await roomCard(page, '104').click();
    await page
      .getByRole('dialog', { name: 'Room 104' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect.poll(() => statusOf(page, '104')).toBe('Available');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never checks out the next guest: a question left open gets 409 and leaves the room alone', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    // This desk's live connection is down, so nothing tells it about the other desk's work.
    await page.routeWebSocket(/\/ws$/, () => {});
    const token = await openDashboard(page, server.baseURL);
    await chooseFromMenu(page, '105', 'Full Night');
    const dialog = await fillGuest(page, '105 | Full Night Check-in', 'Daw Hla');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(page, 'Guest checked-in successfully.');
    await expect.poll(() => statusOf(page, '105')).toBe('Full Night');

    await chooseFromMenu(page, '105', 'Checkout');
    const question = page.getByRole('dialog', { name: 'Room 105' });
    await expect
      .poll(() => question.getByText('Do you want to check out Daw Hla from room 105?').isVisible())
      .toBe(true);

    // Meanwhile another desk checks Daw Hla out, readies the room and checks Ko Nyi in.
    const reception = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.baseURL}/api/aureo/reception${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `other-desk-${path}`,
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as unknown;
    };
    await reception('PUT', '/guests/checkout/105');
    await reception('PUT', '/rooms/105', { status: 1 });
    await reception('POST', '/check-in', {
      stayType: 'full-night',
      guest: { name: 'Ko Nyi', nationalId: '7/PAKHANA(N)222333', phone: '09 555 666 777' },
      rooms: [{ roomNumber: '105', extraBed: false }],
      checkoutDate: `${hotelDate(1)}T12:00:00.000Z`,
      paymentMethod: 'cash',
    });

    await question.getByRole('button', { name: 'Yes' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect
      .poll(() =>
        error.getByText('The guest in room 105 has changed. Please check again.').isVisible(),
      )
      .toBe(true);
    await error.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Room 105, Full Night');
    // Ko Nyi still holds the room; it was not sent to housekeeping.
    const current = (await reception('GET', '/guests/current/105')) as { Name: string };
    expect(current.Name).toBe('Ko Nyi');
    await expect.poll(() => statusOf(page, '105')).toBe('Full Night');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows every room status label whole at 1280x800 and 1024x768', async () => {
    const { page, context, problems } = await newCheckedPage(browser, server.baseURL);
    const token = await openDashboard(page, server.baseURL);
    const setStatus = async (room: string, status: number) => {
      const response = await fetch(`${server.baseURL}/api/aureo/reception/rooms/${room}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      expect(response.status).toBe(200);
    };
    await setStatus('301', 5);
    await setStatus('302', 6);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect.poll(() => statusOf(page, '301')).toBe('Housekeeping');
      await expect.poll(() => statusOf(page, '302')).toBe('Maintenance');
      const labels = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="room-card"]')).map((card) => {
          const label = card.querySelectorAll('p')[1]!;
          return {
            text: label.textContent,
            whole: label.scrollWidth <= label.clientWidth,
            fontPx: parseFloat(getComputedStyle(label).fontSize),
          };
        }),
      );
      expect(labels.map((label) => label.text)).toEqual(
        expect.arrayContaining(['Housekeeping', 'Maintenance', 'Available']),
      );
      for (const label of labels) {
        expect(label, `${label.text} at ${viewport.width}px`).toMatchObject({ whole: true });
        expect(label.fontPx).toBeGreaterThanOrEqual(10);
      }
    }
    await setStatus('301', 1);
    await setStatus('302', 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
