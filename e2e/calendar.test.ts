import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable, liveConnectionReady } from './support/browser.ts';
import { chooseFromMenu, closeSuccess, fillGuest, openDashboard } from './support/dashboard.ts';
import { signInPage } from './support/session.ts';

/** The bars of a room's row on the booking calendar. */
const barsOf = (page: import('playwright-core').Page, room: string) =>
  page.getByRole('row', { name: `Room ${room}`, exact: true }).getByTestId('calendar-stay');

describe.skipIf(!browserAvailable)('the booking calendar in Chromium (issue 19, ADR 041)', () => {
  const app = useServerAndBrowser();

  it("a walk-in checked in on one desk appears as a bar on another desk's calendar", async () => {
    const baseURL = app.server.baseURL;
    const front = await app.newPage();
    const back = await app.newPage();
    await openDashboard(front.page, baseURL);
    // The second desk goes to the calendar from the dashboard's top bar.
    const backLive = liveConnectionReady(back.page);
    await openDashboard(back.page, baseURL);
    await back.page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await back.page.waitForURL('**/calendar');
    await back.page.getByRole('grid', { name: 'Rooms by day' }).waitFor();
    expect(await barsOf(back.page, '105').count()).toBe(0);
    const freeTonight = await back.page.getByTestId('calendar-free-count').first().innerText();
    await backLive;

    await chooseFromMenu(front.page, '105', 'Full Night');
    const dialog = await fillGuest(front.page, '105 | Full Night Check-in', 'Hla Hla');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(front.page, 'Guest checked-in successfully.');

    // Without a reload: the bar with the guest's name, in the stay type's look; a room fewer free.
    await expect.poll(() => barsOf(back.page, '105').count(), { timeout: 5000 }).toBe(1);
    const bar = barsOf(back.page, '105');
    expect(await bar.innerText()).toBe('Hla Hla');
    expect(await bar.getAttribute('data-stay-type')).toBe('full-night');
    await expect
      .poll(() => back.page.getByTestId('calendar-free-count').first().innerText())
      .toBe(String(Number(freeTonight) - 1));

    // The bar opens the guest's details.
    await bar.click();
    await back.page.getByRole('dialog', { name: /Guest Details/ }).waitFor();
    await back.page.keyboard.press('Escape');

    // At 1024x768 the page fits the window; the grid scrolls within itself. (Headless Chromium's
    // hidden scrollbars still keep the page's scrollbar room, scrollbar-gutter: the page is then
    // narrower than the window, not wider.)
    await back.page.setViewportSize({ width: 1024, height: 768 });
    const fit = await back.page.evaluate(() => ({
      wide: Math.max(
        0,
        document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      tall: Math.max(
        0,
        document.documentElement.scrollHeight - document.documentElement.clientHeight,
      ),
    }));
    expect(fit).toEqual({ wide: 0, tall: 0 });
    const grid = await back.page.getByTestId('calendar-scroller').boundingBox();
    expect(grid!.x + grid!.width).toBeLessThanOrEqual(1024);
    expect(grid!.y + grid!.height).toBeLessThanOrEqual(768);
    expect([...front.problems, ...back.problems]).toEqual([]);
    await front.context.close();
    await back.context.close();
  });

  it('a free cell on a later day starts a reservation for that date', async () => {
    const { page, context, problems } = await app.newPage();
    await signInPage(page, app.server.baseURL);
    await page.goto('/calendar');
    const cell = page.getByRole('button', { name: /^Room 201, .*: free$/ }).nth(2);
    const label = (await cell.getAttribute('aria-label')) ?? '';
    const date = /(\d{2}\/\d{2}\/\d{4})/.exec(label)?.[1];
    await cell.click();
    const dialog = page.getByRole('dialog', { name: 'Create Reservation' });
    await dialog.waitFor();
    expect(
      await dialog
        .getByRole('textbox', { name: /^Check-in/ })
        .first()
        .inputValue(),
    ).toBe(date);
    expect(problems).toEqual([]);
    await context.close();
  });
});
