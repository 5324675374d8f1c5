import { describe, expect, it } from 'vitest';
import { browserAvailable, type Page } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { openAdminPage } from './support/revenue.ts';
import { checkInByApi } from './support/dashboard.ts';
import { signInAsReception, signInPage } from './support/session.ts';
import { calendarTexts as enCalendar } from '../apps/web/src/i18n/en/calendar.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { calendarTexts as myCalendar } from '../apps/web/src/i18n/my/calendar.ts';
import { my } from '../apps/web/src/i18n/my.ts';
import { adminPages } from '../apps/web/src/app/admin-pages.ts';

/** A desk, a desk's smaller screen, a tablet upright, a phone. */
const windows = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 412, height: 823 },
];

/**
 * What is wrong with the top bar as drawn: a button whose label is cut, one partly outside the
 * window, or one over the title (the title's own button aside).
 */
const topBarFaults = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header');
    const title = header?.querySelector('h1, h3');
    if (!header || !title) return ['no top bar'];
    const titleBox = title.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const faults: string[] = [];
    for (const button of Array.from(header.querySelectorAll('button'))) {
      if (title.contains(button)) continue;
      const name = button.textContent?.trim() || (button.getAttribute('aria-label') ?? '?');
      const label = button.querySelector('.mantine-Button-label') ?? button;
      if (label.scrollWidth > label.clientWidth + 1) faults.push(`${name}: label cut`);
      const box = button.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) faults.push(`${name}: outside the window`);
      const overTitle =
        box.left < titleBox.right &&
        box.right > titleBox.left &&
        box.top < titleBox.bottom &&
        box.bottom > titleBox.top;
      if (overTitle) faults.push(`${name}: over the title`);
    }
    return faults;
  });

/**
 * The labels in `container` (a dialog's three sections, a form) that take more than one line:
 * fields', check boxes', headings, and the left side of each summary line ('Check-out', 'Tax Rate
 * (%)'). The food menu's dishes are the hotel's own names, in buttons, and may wrap.
 */
const wrappedLabels = (page: Page, container: string) =>
  page.evaluate((selector) => {
    const within = document.querySelector(selector);
    if (!within) return [`no ${selector}`];
    const labels = within.querySelectorAll(
      'label, legend, h3, h4, .mantine-Checkbox-label, [style*="--group-wrap: nowrap"] > p:first-child',
    );
    const wrapped: string[] = [];
    for (const label of Array.from(labels)) {
      if (label.closest('button')) continue;
      const range = document.createRange();
      range.selectNodeContents(label);
      const tops = new Set(
        Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.bottom / 4)),
      );
      if (tops.size > 1) wrapped.push(`${label.textContent?.trim()}: ${tops.size} lines`);
    }
    return wrapped;
  }, container);

/** The text fields of `container` whose value does not fit (a date shown as its icon alone). */
const cutFields = (page: Page, container: string) =>
  page.evaluate((selector) => {
    const inputs = document.querySelectorAll<HTMLInputElement>(
      `${selector} input:not([type=hidden])`,
    );
    return Array.from(inputs)
      .filter((input) => input.offsetParent !== null && input.scrollWidth > input.clientWidth + 1)
      .map(
        (input) => `${input.labels?.[0]?.textContent?.trim() ?? input.name}: '${input.value}' cut`,
      );
  }, container);

/** After the window's resize has been handled: what the next frame shows. */
const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * What the top bar cuts on a phone: the hotel's name, the user's, the language switch's label
 * ('Aureo Boutiq…', 'U K…', 'Engl' at 390 px before ADR 083).
 */
const topBarCuts = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header');
    const parts = header?.querySelectorAll(
      'p, [data-testid="language-switch"] .mantine-Button-label',
    );
    return Array.from(parts ?? [])
      .filter((part) => part.scrollWidth > part.clientWidth + 1)
      .map((part) => `'${part.textContent}' cut in the top bar`);
  });

/** The texts under `selector` (a list's lines, a table's cells) cut with an ellipsis or hidden. */
const cutTexts = (page: Page, selector: string) =>
  page.evaluate((within) => {
    const cut: string[] = [];
    for (const part of Array.from(
      document.querySelectorAll(`${within}, ${within.replace(/,/g, ' *,')} *`),
    )) {
      if (!(part instanceof HTMLElement) || part.closest('button, svg')) continue;
      const style = getComputedStyle(part);
      if (style.overflowX !== 'hidden' && style.textOverflow !== 'ellipsis') continue;
      if (part.scrollWidth > part.clientWidth + 1) cut.push(`'${part.textContent}' cut`);
    }
    return cut;
  }, selector);

/** The table cells of the page that lie, whole or in part, outside the window's width. */
const offScreenCells = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('main td'))
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map((cell) => `'${cell.textContent}' off-screen`);
  });

/** Renames aureo through the owner's hotel page's API; answers the name it had. */
const renameHotel = async (baseURL: string, token: string, name: string) => {
  const url = `${baseURL}/api/aureo/admin/hotel`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const hotel = (await (await fetch(url, { headers })).json()) as Record<string, unknown>;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      ...Object.fromEntries(
        ['address', 'city', 'phone', 'receiptPrefix', 'defaultTaxRate', 'defaultServiceRate'].map(
          (key) => [key, hotel[key]],
        ),
      ),
      name,
    }),
  });
  expect(response.status).toBe(200);
  return String(hotel['name']);
};

/** The bar's buttons once the page's own have come: language, title, the page's, Logout. */
const topBarButtons = (page: Page) => page.locator('header button').count();

/**
 * Visits every window of `sizes` in English, then in Burmese (each catalogue handed to `visit`),
 * and gathers what `visit` found wrong, each fault named by its language and window.
 */
const faultsInBothLanguages = async <English, Burmese>(
  page: Page,
  catalogues: { en: English; my: Burmese },
  sizes: readonly { width: number; height: number }[],
  visit: (texts: English | Burmese, where: string) => Promise<string[]>,
) => {
  const faults: string[] = [];
  for (const language of ['en', 'my'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    for (const size of sizes) {
      await page.setViewportSize(size);
      const where = `${language} at ${size.width}x${size.height}`;
      faults.push(...(await visit(catalogues[language], where)).map((f) => `${where}: ${f}`));
    }
  }
  return faults;
};

describe.skipIf(!browserAvailable)('every screen at every width', () => {
  // A desk PC's browser draws classic scrollbars, which take room from the page.
  const app = useServerAndBrowser(undefined, { classicScrollbars: true });

  it('shows every button whole and clear of the title, on a desk, a tablet and a phone, in English and Burmese', async () => {
    const { page, context, problems } = await app.newPage();
    await signInPage(page, app.server.baseURL);
    const faults: string[] = [];
    for (const language of ['en', 'my']) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      // The dashboard's Stock, Settings, Calendar, Find guest; the settings page's Calendar,
      // My shift, Change password and Back (the most any reception page has).
      for (const [path, buttons] of [
        ['/dashboard', 7],
        ['/settings', 9],
      ] as const) {
        await page.setViewportSize(windows[0]!);
        await page.goto(path);
        await expect.poll(() => topBarButtons(page), { message: path }).toBe(buttons);
        await page.evaluate(() => document.fonts.ready);
        for (const size of windows) {
          await page.setViewportSize(size);
          await nextFrame(page);
          const where = `${path} in ${language} at ${size.width}x${size.height}`;
          faults.push(...(await topBarFaults(page)).map((fault) => `${where}: ${fault}`));
        }
      }
    }
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps every label of a room's three-section dialogs on one line, on a tablet upright and a phone, in English and Burmese", async () => {
    const { page, context, problems } = await app.newPage();
    const { token } = await signInPage(page, app.server.baseURL);
    await checkInByApi(app.server.baseURL, token, { rooms: [{ roomNumber: '102' }] });
    const faults = await faultsInBothLanguages(
      page,
      { en, my },
      windows.slice(1),
      async (texts) => {
        await page.goto('/dashboard');
        await page.evaluate(() => document.fonts.ready);
        const menu = texts.rooms.menu;
        const found: string[] = [];
        for (const [room, option] of [
          ['101', menu.fullNight],
          ['102', menu.extendByDay],
          ['102', menu.foodOrder],
          ['102', menu.guestDetails],
        ] as const) {
          await page.getByTestId('room-card').filter({ hasText: room }).click();
          await page
            .getByRole('dialog', { name: texts.rooms.roomTitle.replace('{{room}}', room) })
            .getByRole('button', { name: option, exact: true })
            .click();
          // The dialog's three sections (DialogColumns), drawn once its reads have answered.
          await page.locator('[role="dialog"] [class*="columns"] > *').first().waitFor();
          await page.waitForLoadState('networkidle');
          const labels = await wrappedLabels(page, '[role="dialog"] [class*="columns"]');
          found.push(...labels.map((label) => `${option}: ${label}`));
          await page.keyboard.press('Escape');
          await expect.poll(() => page.getByRole('dialog').count(), { message: option }).toBe(0);
        }
        return found;
      },
    );
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the new reservation form whole, on a tablet upright and a phone, in English and Burmese', async () => {
    const { page, context, problems } = await app.newPage();
    await signInPage(page, app.server.baseURL);
    const faults = await faultsInBothLanguages(
      page,
      { en, my },
      windows.slice(1),
      async (texts, where) => {
        await page.goto('/dashboard');
        await page.evaluate(() => document.fonts.ready);
        await page
          .getByRole('region', { name: texts.dashboard.reservations })
          .getByRole('button', { name: texts.datePanel.add, exact: true })
          .click();
        const form = '[role="dialog"] form';
        await page.locator(form).waitFor();
        // Dates and times typed, as a receptionist fills them.
        const modal = texts.reservations.modal;
        const dialog = page.getByRole('dialog', { name: modal.createTitle });
        await dialog.getByRole('textbox', { name: modal.checkin, exact: true }).fill('01/12/2026');
        await dialog.getByRole('textbox', { name: modal.checkout, exact: true }).fill('02/12/2026');
        const found = [...(await wrappedLabels(page, form)), ...(await cutFields(page, form))];
        await dialog.getByRole('button', { name: modal.cancel, exact: true }).click();
        await expect.poll(() => page.getByRole('dialog').count(), { message: where }).toBe(0);
        return found;
      },
    );
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the booking calendar's title and steps apart, within a tablet's and a phone's width", async () => {
    const { page, context, problems } = await app.newPage();
    await signInPage(page, app.server.baseURL);
    const catalogues = { en: enCalendar.calendar, my: myCalendar.calendar };
    const faults = await faultsInBothLanguages(page, catalogues, windows, async (texts) => {
      await page.goto('/calendar');
      await page.getByRole('textbox', { name: texts.jumpTo }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      return page.evaluate((title) => {
        const heading = Array.from(document.querySelectorAll('h2')).find(
          (h) => h.textContent?.trim() === title,
        );
        if (!heading) return ['no title'];
        const box = heading.getBoundingClientRect();
        const width = document.documentElement.clientWidth;
        const found: string[] = [];
        const controls = heading.closest('.mantine-Stack-root')?.querySelectorAll('button, input');
        for (const control of Array.from(controls ?? []).slice(0, 6)) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '?';
          const r = control.getBoundingClientRect();
          if (r.right > width + 0.5) found.push(`${name}: outside the window`);
          const over =
            r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
          if (over) found.push(`${name}: over the title`);
        }
        return found;
      }, texts.title);
    });
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("brings the room grid into view clear of the top bar, on a desk's short window and on a phone", async () => {
    const { page, context, problems } = await app.newPage();
    await signInPage(page, app.server.baseURL);
    await page.goto('/dashboard');
    const heading = page.getByRole('heading', { name: 'Room Overview' });
    for (const size of [
      { width: 1280, height: 600 },
      { width: 412, height: 823 },
    ]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Rooms ↓' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const where = await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const bar = document.querySelector('header')?.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + 4, box.y + box.height / 2);
        return { top: box.top, barBottom: bar?.bottom ?? 0, seen: element.contains(hit) };
      });
      expect(where.seen, `${size.width}x${size.height}: the heading is under the bar`).toBe(true);
      expect(where.top).toBeGreaterThanOrEqual(where.barBottom);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows a revenue line's room number whole at 1024x768 and on a phone, in English and Burmese", async () => {
    const { page, context, problems } = await app.newPage();
    const { token } = await signInPage(page, app.server.baseURL);
    await checkInByApi(app.server.baseURL, token, {
      rooms: [{ roomNumber: '303' }, { roomNumber: '304' }],
    });
    const faults = await faultsInBothLanguages(
      page,
      { en, my },
      [windows[1]!, { width: 390, height: 844 }],
      async (texts) => {
        await page.goto('/dashboard');
        await page.evaluate(() => document.fonts.ready);
        const list = page.getByRole('list', { name: texts.dashboard.roomRevenue });
        await expect.poll(() => list.getByTestId('revenue-room').count()).toBeGreaterThan(0);
        await nextFrame(page);
        // Each room part fits its own box and lies inside its line: nothing of it is cut.
        return list.getByTestId('revenue-room').evaluateAll((parts) =>
          parts.flatMap((part) => {
            const line = part.closest('li')!.getBoundingClientRect();
            const box = part.getBoundingClientRect();
            const cut = part.scrollWidth > part.clientWidth + 1 || box.right > line.right + 0.5;
            return cut ? [`'${part.textContent}' cut`] : [];
          }),
        );
      },
    );
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the owner's pages on a 390 px phone in English and Burmese: the bar whole, each page titled for itself, no name cut, no page wider than the phone", async () => {
    const { page, context, problems } = await app.newPage();
    // A guest tonight, so the register's table and the revenue lists have a line to draw.
    const { token } = await signInAsReception(app.server.baseURL);
    await checkInByApi(app.server.baseURL, token, { rooms: [{ roomNumber: '103' }] });
    const ownerToken = await openAdminPage(page, app.server.baseURL, '/admin');
    // The hotel's name as an owner may type it, longer than the demo's.
    const renamed = await renameHotel(app.server.baseURL, ownerToken, 'Aureo Boutique Hotel');
    const faults = await faultsInBothLanguages(
      page,
      { en, my },
      [{ width: 390, height: 844 }],
      async (texts) => {
        const found: string[] = [];
        for (const { path, label } of adminPages) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          const fault = (what: string) => `${path}: ${what}`;
          found.push(...(await topBarFaults(page)).map(fault));
          found.push(...(await topBarCuts(page)).map(fault));
          const title = await page.locator('header h1, header h3').innerText();
          const own = label
            .split('.')
            .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts);
          if (title !== own) found.push(fault(`titled '${title}', not '${String(own)}'`));
          // A wide table fits the phone or scrolls in its own box; the page never scrolls sideways.
          const wider = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (wider > 0) found.push(fault(`the page is ${wider} px wider than the phone`));
          found.push(...(await cutTexts(page, 'main li, main td')).map(fault));
          // Every column on the phone.
          found.push(...(await offScreenCells(page)).map(fault));
        }
        return found;
      },
    );
    await renameHotel(app.server.baseURL, ownerToken, renamed);
    expect(faults).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
