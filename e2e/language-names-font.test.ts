import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app.ts';
import { browserAvailable, type Page } from './support/browser.ts';
import { openDashboard } from './support/dashboard.ts';
import { hotelDate } from './support/session.ts';

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/**
 * The fonts Chromium drew the text of each element `selector` matches with, as DevTools lists
 * them (a web font is `isCustomFont`; a Myanmar letter no font has is drawn as a box by a system
 * one). By default the Burmese texts of the language switch.
 */
const switchFonts = async (
  page: Page,
  selector = '[data-testid="language-switch"] [lang="my"]',
) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector,
  });
  const drawn: Record<string, PlatformFont[]> = {};
  for (const nodeId of nodeIds) {
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    const text = outerHTML.replace(/<[^>]*>/g, '');
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    drawn[text] = fonts;
  }
  await cdp.detach();
  return drawn;
};

describe.skipIf(!browserAvailable)('the language switch on an English screen', () => {
  const app = useServerAndBrowser();

  it("draws 'မြန်မာ' and '၀-၉' in a Myanmar font, not as boxes, without the Burmese font", async () => {
    const { page, context, problems } = await app.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await page.getByTestId('language-switch').getByText('မြန်မာ').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const myanmar = { familyName: 'Noto Sans Myanmar', isCustomFont: true };
    await expect
      .poll(() => switchFonts(page))
      .toEqual({
        မြန်မာ: [expect.objectContaining(myanmar)],
        // The hyphen is Latin: the page's own font.
        '၀-၉': expect.arrayContaining([
          expect.objectContaining({ ...myanmar, glyphCount: 2 }),
          expect.objectContaining({ isCustomFont: false, glyphCount: 1 }),
        ]),
      });
    // Only the small cut of the font came, not the Burmese font of a Burmese screen.
    const fonts = fetched.filter((path) => path.endsWith('.woff2'));
    expect(fonts).toEqual([expect.stringMatching(/myanmar-language-names-[\w-]+\.woff2$/)]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("has the font for 'မြန်မာ' before the switch is drawn, on a first visit over a slow link", async () => {
    const { page, context, problems } = await app.newPage();
    // Every answer 400 ms late: a slow link's round trip.
    await page.route('**/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen = window as unknown as { switchDrawn?: number };
      new MutationObserver(() => {
        if (
          seen.switchDrawn === undefined &&
          document.querySelector('[data-testid="language-switch"] [lang="my"]')
        ) {
          seen.switchDrawn = performance.now();
        }
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/login');
    await page.getByTestId('language-switch').getByText('မြန်မာ').waitFor();
    const fontAnswered = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry): entry is PerformanceResourceTiming => 'responseEnd' in entry)
            .find((entry) => /myanmar-language-names-[\w-]+\.woff2$/.test(entry.name))?.responseEnd,
      );
    await expect.poll(fontAnswered).toBeGreaterThan(0);
    const switchDrawn = await page.evaluate(
      () => (window as unknown as { switchDrawn: number }).switchDrawn,
    );
    // Asked for by the page itself, the font has come before the app's code has even run; asked
    // for by the switch, it came a round trip after the switch was drawn (459 ms here), and the
    // name was invisible until then (the font's block period).
    expect(await fontAnswered()).toBeLessThan(switchDrawn);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws a Burmese guest name on an English screen in the shipped font (issue 45)', async () => {
    const { page, context, problems } = await app.newPage();
    const token = await openDashboard(page, app.server.baseURL);
    const checkIn = await fetch(`${app.server.baseURL}/api/aureo/reception/check-in`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        stayType: 'full-night',
        guest: { name: 'မောင်အောင်', nationalId: '12/MAYAKA(N)135790', phone: '09 795 135 790' },
        rooms: [{ roomNumber: '205', extraBed: false }],
        checkoutDate: `${hotelDate(1)}T12:00:00.000Z`,
        taxRate: 0,
        serviceRate: 0,
      }),
    });
    expect(checkIn.status).toBe(201);
    await page.getByRole('button', { name: 'Find guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a guest' });
    await dialog
      .getByRole('textbox', { name: 'Name, phone, NRC/passport or room' })
      .fill('795135790');
    await dialog.getByText('မောင်အောင်', { exact: true }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.evaluate(() => {
      const name = Array.from(document.querySelectorAll('[role="dialog"] *')).find(
        (element) => element.childElementCount === 0 && element.textContent === 'မောင်အောင်',
      );
      name?.setAttribute('data-e2e', 'burmese-name');
    });
    await expect
      .poll(() => switchFonts(page, '[data-e2e="burmese-name"]'))
      .toEqual({
        မောင်အောင်: [
          expect.objectContaining({ familyName: 'Noto Sans Myanmar', isCustomFont: true }),
        ],
      });
    expect(problems).toEqual([]);
    await context.close();
  });
});
