import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { browserAvailable, type Page } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { chooseBurmese, my } from './support/burmese.ts';
import { roomCardMy } from './support/burmese.ts';
import { checkInByApi, chooseFromMenu, openDashboard } from './support/dashboard.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';
import { openAdminPage } from './support/revenue.ts';
import { signInPage } from './support/session.ts';

/** Holds every request matching `pattern` back `ms` before it goes on. */
const late = (page: Page, pattern: string | RegExp, ms: number) =>
  page.route(pattern, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

/** What moved while the page loaded, taps aside: each 'element "text" from x,y to x,y'. */
const whatMoved = async (page: Page) =>
  (await layoutShifts(page))
    .filter((shift) => !shift.hadRecentInput)
    .flatMap((shift) => shift.moved);

const phone = { width: 412, height: 823 };

describe.skipIf(!browserAvailable)('pages that come whole (ADR 055)', () => {
  const app = useServerAndBrowser();

  // Each page's upper list answers a second after the rest: drawn section by section, it grew
  // from its loader to its rows and pushed the part below it down (93 to 212 px). The settings
  // page's code comes late too: its own buttons (Back, My shift) joined a top bar drawn before
  // them, and moved the bar's.
  it.each([
    {
      path: '/admin/staff',
      owner: true,
      lateCall: '**/reception/staff',
      below: 'Permissions',
    },
    {
      path: '/admin/rooms',
      owner: true,
      lateCall: '**/admin/room-types',
      below: 'Rooms',
    },
    {
      path: '/settings',
      owner: false,
      lateCall: '**/reception/room-prices',
      lateCode: /\/assets\/settings-route-[^/]*\.js$/,
      below: 'Food Menu Management',
    },
  ])(
    '$path on a phone: nothing moves when the list at the top answers last',
    async ({ path, owner, lateCall, lateCode, below }) => {
      const { page, context, problems } = await app.newPage({
        serviceWorkers: 'block',
        viewport: phone,
      });
      if (owner) await openAdminPage(page, app.server.baseURL, '/');
      else await signInPage(page, app.server.baseURL);
      await page.addInitScript(recordLayoutShifts);
      await late(page, lateCall, 1_000);
      if (lateCode) await late(page, lateCode, 1_000);

      await page.goto(path);
      await page.getByRole('heading', { name: below, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      // The upper list is drawn, and the page with it.
      expect(await page.getByLabel('Loading', { exact: false }).count()).toBe(0);
      expect(await whatMoved(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("draws a Burmese desk's first visit in Burmese's own font from the first frame: nothing laid out again when the font comes late", async () => {
    const { page, context, problems } = await app.newPage({
      serviceWorkers: 'block',
      viewport: phone,
    });
    await chooseBurmese(page);
    await signInPage(page, app.server.baseURL);
    await page.addInitScript(recordLayoutShifts);
    // Whether Noto Sans Myanmar had loaded when the first Burmese letter was put on the page.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!/[\u1000-\u109f]/.test(document.body?.innerText ?? '')) return;
        observer.disconnect();
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.includes('Noto Sans Myanmar') && face.status === 'loaded') loaded = true;
        });
        Object.assign(window, { fontAtFirstBurmese: loaded });
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    let fontsHeldBack = 0;
    await page.route(/noto-sans-myanmar-[^/]*\.woff2$/, async (route) => {
      fontsHeldBack += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });

    await page.goto('/dashboard');
    await roomCardMy(page, '101').waitFor();
    await page.getByRole('button', { name: my.topBar.findGuest }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fontsHeldBack).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as { fontAtFirstBurmese?: boolean }).fontAtFirstBurmese),
    ).toBe(true);
    expect(await whatMoved(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens a stay's Guest Details whole: nothing moves when its folio and food orders answer late", async () => {
    const { page, context, problems } = await app.newPage({ serviceWorkers: 'block' });
    const token = await openDashboard(page, app.server.baseURL);
    await checkInByApi(app.server.baseURL, token, { rooms: [{ roomNumber: '104' }] });
    await page.addInitScript(recordLayoutShifts);
    await page.reload();
    await late(page, '**/reception/guests/*/folio', 1_000);
    await late(page, '**/reception/guest-food-orders*', 1_500);

    await chooseFromMenu(page, '104', 'Guest Details');
    const dialog = page.getByRole('dialog', { name: '104 Guest Details' });
    await dialog.getByRole('button', { name: 'Show stay history' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Drawn as each part came, the dialog jumped up the screen (centred) and the stay history
    // and its buttons moved down as the folio came.
    expect(await whatMoved(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps Stock's summary still while its figures come", async () => {
    const { page, context, problems } = await app.newPage({ serviceWorkers: 'block' });
    await openDashboard(page, app.server.baseURL);
    await page.addInitScript(recordLayoutShifts);
    await page.reload();
    await page.getByTestId('room-card').first().waitFor();
    await late(page, '**/reception/drink-stock-summary*', 1_000);

    await page.getByRole('button', { name: 'Stock', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Stock Summary' });
    await expect.poll(() => dialog.getByLabel('Loading', { exact: false }).count()).toBe(0);
    await expect.poll(() => dialog.getByTestId('stock-row').first().innerText()).toMatch(/\d$/);
    // Each row was taller with its loader than with its figure: the centred dialog moved 12 px.
    expect(await whatMoved(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
