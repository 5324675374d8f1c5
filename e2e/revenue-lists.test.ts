import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable, type Page } from './support/browser.ts';
import { my } from './support/burmese.ts';
import { openDashboard } from './support/dashboard.ts';
import { openAdminPage } from './support/revenue.ts';

/** Records `count` cash payments of large amounts in the room and the food revenue. */
const recordPayments = async (baseURL: string, token: string, count: number) => {
  for (let index = 0; index < count; index += 1) {
    for (const RevenueType of ['', 'food-revenue']) {
      const response = await fetch(`${baseURL}/api/aureo/reception/create-income`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          Type: RevenueType ? 'guest-food' : 'Laundry',
          RoomNumber: index % 2 === 0 ? '101' : '0',
          Amount: 123_456_789 - index,
          RevenueType,
          PaymentMethod: 'cash',
        }),
      });
      expect(response.status).toBe(201);
    }
  }
};

interface ListFit {
  rows: number;
  /** Amounts whose text reaches under the scrollbar or past the visible list. */
  covered: string[];
  /** How far the last row reaches past the visible list once scrolled to the end (px). */
  lastRowCut: number;
}

/**
 * Scrolls the revenue list named `name` to its end and measures it: every amount's text must end
 * left of the vertical scrollbar (the scroll box's client width ends where its scrollbar starts),
 * and the last row must be inside what the list shows (the scroll box, cut by any box that clips
 * it).
 */
const listFit = async (page: Page, name: string): Promise<ListFit> => {
  const list = page.getByRole('list', { name });
  await list.evaluate((ul) => {
    const viewport = ul.closest('[data-scroll-column]')!;
    viewport.scrollTop = viewport.scrollHeight;
  });
  // The scroll and the scrollbar's position settle in the next frames.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 200)));
  return list.evaluate((ul): ListFit => {
    const viewport = ul.closest('[data-scroll-column]')!;
    const visible = viewport.getBoundingClientRect();
    let { left, right, top, bottom } = visible;
    right = Math.min(right, left + viewport.clientWidth);
    bottom = Math.min(bottom, top + viewport.clientHeight);
    for (let box = viewport.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const clip = box.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
    }
    const rows = Array.from(ul.querySelectorAll('li'));
    const covered = rows
      .map((row) => row.lastElementChild!)
      .filter((amount) => {
        const text = document.createRange();
        text.selectNodeContents(amount);
        const box = text.getBoundingClientRect();
        // Only amounts scrolled into view can be covered.
        return box.bottom > top && box.top < bottom && box.right > right + 0.5;
      })
      .map((amount) => amount.textContent ?? '');
    const last = rows.at(-1)!.getBoundingClientRect();
    return {
      rows: rows.length,
      covered,
      // Whole pixels: a fraction is the browser's rounding, not a row cut off.
      lastRowCut: Math.round(Math.max(0, last.bottom - bottom, top - last.top)),
    };
  });
};

describe.skipIf(!browserAvailable)('long revenue lists', () => {
  const app = useServerAndBrowser();

  it('show every amount clear of the scrollbar and the last row whole', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openDashboard(page, app.server.baseURL);
    await recordPayments(app.server.baseURL, token, 14);
    const whole = { rows: 14, covered: [], lastRowCut: 0 };

    await page.reload();
    for (const name of ['Room Revenue', 'Food Revenue']) {
      await expect
        .poll(() => page.getByRole('list', { name }).getByRole('listitem').count())
        .toBe(14);
      expect(await listFit(page, name), `dashboard ${name}`).toEqual(whole);
    }
    // A desk's tablet: narrower panels.
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const name of ['Room Revenue', 'Food Revenue']) {
      expect(await listFit(page, name), `dashboard ${name} at 1024`).toEqual(whole);
    }

    await openAdminPage(page, app.server.baseURL);
    for (const name of ['Room Revenue', 'Food Revenue']) {
      await expect
        .poll(() => page.getByRole('list', { name }).getByRole('listitem').count())
        .toBe(14);
      expect(await listFit(page, name), `/admin ${name}`).toEqual(whole);
    }

    // Burmese: taller lines, longer amounts ('+၁၂၃,၄၅၆,၇၈၉ ကျပ်').
    await page.evaluate(() => localStorage.setItem('language', 'my'));
    for (const path of ['/admin', '/dashboard']) {
      await page.goto(path);
      for (const name of [my.dashboard.roomRevenue, my.dashboard.foodRevenue]) {
        await expect
          .poll(() => page.getByRole('list', { name }).getByRole('listitem').count())
          .toBe(14);
        expect(await listFit(page, name), `${path} ${name} in Burmese`).toEqual(whole);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
