import { describe, expect, it } from 'vitest';
import type { Locator, Route } from 'playwright-core';
import { browserAvailable, type Page } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import {
  checkInByApi,
  openDashboard,
  reserveByApi,
  roomCard,
  settledStats,
} from './support/dashboard.ts';
import { hotelDate, signInPage } from './support/session.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const display = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** What moved or changed size by more than half a pixel, with where it was and where it is. */
const moved = (before: Record<string, Box | null>, after: Record<string, Box | null>) => {
  const changes: Record<string, { before: Box | null; after: Box | null }> = {};
  for (const [name, was] of Object.entries(before)) {
    const is = after[name] ?? null;
    const same =
      was !== null &&
      is !== null &&
      (['x', 'y', 'width', 'height'] as const).every((key) => Math.abs(is[key] - was[key]) <= 0.5);
    if (!same) changes[name] = { before: was, after: is };
  }
  return changes;
};

const boxesOf = async (locators: Record<string, Locator>) => {
  const boxes: Record<string, Box | null> = {};
  for (const [name, locator] of Object.entries(locators)) boxes[name] = await locator.boundingBox();
  return boxes;
};

/** What a desk with classic scrollbars sees: a page taller than the window, its scrollbar taking room. */
const expectScrollbarTakingRoom = async (page: Page) => {
  const { scrollbar, scrolls } = await page.evaluate(() => ({
    scrollbar: window.innerWidth - document.documentElement.clientWidth,
    scrolls: document.documentElement.scrollHeight > window.innerHeight,
  }));
  expect(scrolls).toBe(true);
  expect(scrollbar).toBeGreaterThan(0);
};

/** Whether the element is what a click at its centre would land on (nothing covers it). */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/** The page behind a dialog: the scrollbar's room, the scroll position, where things are. */
const pageLayout = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const rows = document.querySelectorAll('[data-testid="reservation-row"]');
    return {
      clientWidth: document.documentElement.clientWidth,
      scrollY: window.scrollY,
      boxes: {
        'first reservation row': box(rows[0]),
        'second reservation row': box(rows[1]),
        'third reservation row': box(rows[2]),
        'Reservations panel': box(document.querySelector('section[aria-label="Reservations"]')),
        'room 101': box(document.querySelector('[aria-label^="Room 101,"]')),
        'top bar': box(document.querySelector('header')),
      },
    };
  });

/** The layout with `dialog` open must be the one before it: nothing moves, nothing reflows. */
const expectStillWhileOpen = async (page: Page, dialog: Locator, open: () => Promise<void>) => {
  const before = await pageLayout(page);
  await open();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  const during = await pageLayout(page);
  expect(moved(before.boxes, during.boxes)).toEqual({});
  // The page keeps its scrollbar (a vanishing one widens the page under the dialog).
  expect(during.clientWidth).toBe(before.clientWidth);
  // ... and still does not scroll behind the dialog.
  await page.mouse.move(20, 740);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before.scrollY);
};

describe.skipIf(!browserAvailable)('a steady dashboard in Chromium', () => {
  // A desk PC's browser draws classic scrollbars, which take room from the page.
  const app = useServerAndBrowser(undefined, { classicScrollbars: true });

  it("shows 'Date input not valid.' on top of the open calendar, and the header's buttons stay put", async () => {
    const { page, context, problems } = await app.newPage();
    await openDashboard(page, app.server.baseURL);
    const message = page.getByText('Date input not valid.', { exact: true });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      // The Reservations panel and the two revenue panels share the header.
      for (const name of ['Reservations', 'Food Revenue', 'Room Revenue']) {
        const where = `${name} at ${viewport.width}x${viewport.height}`;
        const panel = page.getByRole('region', { name });
        const input = panel.getByRole('textbox', { name: `${name} date` });
        const buttons = {
          Today: panel.getByRole('button', { name: 'Today', exact: true }),
          Add: panel.getByRole('button', { name: 'Add', exact: true }),
        };
        const before = await boxesOf(buttons);

        await input.fill('99/99/9999');
        await expect.poll(() => message.isVisible(), { message: where }).toBe(true);
        // The calendar is open under the input, as for someone typing.
        await expect
          .poll(() => page.locator('[data-dates-dropdown]').last().isVisible())
          .toBe(true);
        await expect
          .poll(() => onTop(message), { message: `${where}: the message is covered` })
          .toBe(true);
        expect(moved(before, await boxesOf(buttons)), where).toEqual({});
        // A screen reader hears that the date is wrong, and why.
        expect(await input.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
        const description = await page.evaluate(
          (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
          describedBy.split(' ').filter(Boolean),
        );
        expect(description, where).toContain('Date input not valid.');

        await buttons.Today.click();
        await expect.poll(() => message.count(), { message: where }).toBe(0);
        expect(await input.inputValue()).toBe(display(hotelDate()));
        expect(await input.getAttribute('aria-invalid')).not.toBe('true');
        expect(moved(before, await boxesOf(buttons)), where).toEqual({});
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the top bar where it is when the dashboard grows taller than a desk's window and its scrollbar appears", async () => {
    const { page, context, problems } = await app.newPage({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    });
    await signInPage(page, app.server.baseURL);
    await page.addInitScript(recordLayoutShifts);
    // The top bar is drawn a second before the dashboard's code, and with it the page's height.
    await page.route(/\/assets\/dashboard-page-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });

    await page.goto('/dashboard');
    await roomCard(page, '101').waitFor();
    await settledStats(page);
    await expectScrollbarTakingRoom(page);
    const shifts = (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);
    expect(shifts.flatMap((shift) => shift.moved)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the page behind a dialog where it is at 1024x768, scrollbar and all', async () => {
    const { page, context, problems } = await app.newPage();
    await page.setViewportSize({ width: 1024, height: 768 });
    const token = await openDashboard(page, app.server.baseURL);
    for (const name of ['Khin Khin', 'Ko Ko Naing', 'Su Su Hlaing', 'Zaw Min Htet']) {
      await reserveByApi(app.server.baseURL, token, { name });
    }
    await page.reload();
    await expect.poll(() => page.getByTestId('reservation-row').count()).toBe(4);
    // Measured once everything has loaded (a loading card is shorter than a loaded one).
    await settledStats(page);
    await expectScrollbarTakingRoom(page);

    // The Reservations panel's Add: the reservation form.
    const form = page.getByRole('dialog', { name: 'Create Reservation' });
    await expectStillWhileOpen(page, form, () =>
      page
        .getByRole('region', { name: 'Reservations' })
        .getByRole('button', { name: 'Add', exact: true })
        .click(),
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => form.count()).toBe(0);

    // Further down, a room's menu and its check-in dialog.
    await page.evaluate(() => window.scrollTo(0, 300));
    const menu = page.getByRole('dialog', { name: 'Room 101' });
    await expectStillWhileOpen(page, menu, () =>
      page.getByRole('button', { name: /^Room 101, / }).click(),
    );
    const checkIn = page.getByRole('dialog', { name: '101 | Full Night Check-in' });
    await expectStillWhileOpen(page, checkIn, () =>
      menu.getByRole('button', { name: 'Full Night', exact: true }).click(),
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => checkIn.count()).toBe(0);

    // The top bar's Stock summary.
    const stock = page.getByRole('dialog', { name: 'Stock Summary' });
    await expectStillWhileOpen(page, stock, () =>
      page.getByRole('button', { name: 'Stock', exact: true }).click(),
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => stock.count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!browserAvailable)("the dashboard's first visit with a guest to report", () => {
  const app = useServerAndBrowser(undefined, { classicScrollbars: true });

  it('draws the immigration reminder with the rest, above the stat cards, though its answer comes last: nothing moves (ADR 055)', async () => {
    // No service worker, as on a desk's first visit: every call of the page goes through page.route.
    const { page, context, problems } = await app.newPage({ serviceWorkers: 'block' });
    const { baseURL } = app.server;
    const { token } = await signInPage(page, baseURL);
    await checkInByApi(baseURL, token, {
      guest: {
        name: 'Somchai',
        nationalId: 'X1234567',
        phone: '+66 81 234 5678',
        isForeigner: true,
        passportNumber: 'X1234567',
        nationality: 'Thai',
        visaType: 'Tourist',
        visaExpiry: '2030-01-31',
      },
      rooms: [{ roomNumber: '105' }],
      paymentMethod: 'cash',
    });
    // The desk's clock 13 hours on: the reminder is shown from 12 hours after check-in (ADR 043).
    await page.clock.setFixedTime(new Date(Date.now() + 13 * 3_600_000));
    await page.addInitScript(recordLayoutShifts);
    // The reminder's answer comes 1.5 s late, after everything else the dashboard asks for,
    // whoever asks: the early calls' script (ADR 053) or the app.
    let lateAnswers = 0;
    await page.route('**/reception/immigration-reports', async (route) => {
      lateAnswers += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });

    await page.goto('/dashboard');
    const flag = page.getByRole('status').filter({ hasText: 'Report to immigration' });
    await flag.getByText('Somchai, Room 105').waitFor();
    await roomCard(page, '101').waitFor();
    await settledStats(page);
    // The answer the reminder was drawn from was a late one.
    expect(lateAnswers).toBeGreaterThan(0);

    const shifts = (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const report = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.moved.join('; ')}`);
    expect(
      total,
      `the dashboard moved while it loaded (layout shift ${total.toFixed(4)}):\n${report.join('\n')}`,
    ).toBeLessThan(0.01);

    // The reminder is on the first screen, above the stat cards.
    const reminder = await flag.boundingBox();
    const firstCard = await page.getByTestId('stat-card').first().boundingBox();
    expect(reminder).not.toBeNull();
    expect(firstCard).not.toBeNull();
    expect(reminder!.y).toBeGreaterThanOrEqual(0);
    expect(reminder!.y + reminder!.height).toBeLessThanOrEqual(800);
    expect(reminder!.y + reminder!.height).toBeLessThanOrEqual(firstCard!.y);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!browserAvailable)("the dashboard's first visit on a phone", () => {
  // A phone's scrollbars overlay the page (the classic ones of a desk's screen are above).
  const app = useServerAndBrowser();

  // Either may come first: the dashboard's code (and so its page) or the hotel's name (the
  // session's, or the hotel list's), each after the top bar's code.
  it.each([
    { first: "the dashboard's code", codeMs: 500, nameMs: 1_500 },
    { first: "the hotel's name", codeMs: 1_500, nameMs: 500 },
  ])(
    "draws the top bar whole, and nothing moves when the dashboard's code or the hotel's name comes late: $first first (ADR 055, ADR 060)",
    async ({ codeMs, nameMs }) => {
      const { page, context, problems } = await app.newPage({
        serviceWorkers: 'block',
        viewport: { width: 412, height: 823 },
      });
      await signInPage(page, app.server.baseURL);
      await page.addInitScript(recordLayoutShifts);
      const late = (ms: number) => async (route: Route) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue();
      };
      await page.route('**/reception/me', late(nameMs));
      await page.route('**/api/hotels', late(nameMs));
      await page.route(/\/assets\/dashboard-page-[^/]*\.js$/, late(codeMs));

      await page.goto('/dashboard');
      await roomCard(page, '101').waitFor();
      await settledStats(page);
      for (const button of ['Stock', 'Settings', 'Calendar', 'Find guest', 'Logout']) {
        expect(await page.getByRole('button', { name: button, exact: true }).count(), button).toBe(
          1,
        );
      }
      const shifts = (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);
      expect(shifts.flatMap((shift) => shift.moved)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
