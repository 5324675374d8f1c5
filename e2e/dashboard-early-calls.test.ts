import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable } from './support/browser.ts';
import { useServerAndBrowser } from './support/app.ts';
import { hotelDate, signInPage } from './support/session.ts';
import { roomCard, settledStats } from './support/dashboard.ts';
import { chooseBurmese, roomCardMy } from './support/burmese.ts';

/** The dashboard's first calls, which route-preload.js starts before the app's code has come. */
const firstCalls = (today: string) => [
  '/api/aureo/reception/me',
  '/api/aureo/reception/today',
  '/api/aureo/reception/rooms',
  '/api/aureo/reception/immigration-reports',
  '/api/aureo/reception/get-stats',
  `/api/aureo/reception/reservations/date/${today}`,
  `/api/aureo/reception/incomes/date/${today}`,
  `/api/aureo/reception/food-revenue/date/${today}`,
  `/api/aureo/reception/room-revenue?date=${today}&paymentType=cash`,
  `/api/aureo/reception/food-revenue?date=${today}&paymentType=cash`,
];

/** The start page (/): the hotel picker, with aureo's button. */
const hotelPicker = (page: Page) => page.getByRole('button', { name: /^Aureo/ });

interface ApiRequest {
  url: string;
  /** The script that sent it: the early one (dashboard-calls.js, added by route-preload.js) or the app's own code. */
  sentBy: string;
}

/** Every API request the page sends from now on, with the script that sent it (DevTools). */
const recordApiRequests = async (page: Page) => {
  const requests: ApiRequest[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    const script = initiator.stack?.callFrames[0]?.url ?? initiator.url ?? '';
    requests.push({
      url: `${url.pathname}${url.search}`,
      sentBy: /\/dashboard-calls-/.test(script) ? 'early' : 'app',
    });
  });
  await devtools.send('Network.enable');
  return requests;
};

/**
 * The dashboard drawn with its figures, and each of its first calls sent once, by `sentBy`. The
 * room grid may wait for the early calls' wait (route-preload.js, 3 s) when their script stalls.
 */
const expectFiguresFrom = async (page: Page, requests: ApiRequest[], sentBy: string) => {
  await expect.poll(() => roomCard(page, '101').count(), { timeout: 15_000 }).toBe(1);
  await settledStats(page);
  const expected = firstCalls(hotelDate());
  await expect
    .poll(() => expected.filter((url) => requests.some((r) => r.url === url)).length)
    .toBe(expected.length);
  for (const url of expected) {
    expect(
      requests.filter((r) => r.url === url),
      url,
    ).toEqual([{ url, sentBy }]);
  }
};

/** dashboard-calls.js never arrives (held until the page has gone): a download stalled. */
const holdCallsScript = (page: Page) =>
  page.route(/\/assets\/dashboard-calls-[^/]*\.js$/, () => undefined);

describe.skipIf(!browserAvailable)("the dashboard's first calls, asked for early", () => {
  const app = useServerAndBrowser();

  it('are each sent once, before the app has loaded, and the dashboard shows their figures', async () => {
    const { page, problems } = await app.newPage();
    await signInPage(page, app.server.baseURL);
    const requests = await recordApiRequests(page);
    await page.goto('/dashboard');
    await expectFiguresFrom(page, requests, 'early');
    expect(problems).toEqual([]);
  }, 60_000);

  it("asks for no code between the page's own arriving and the room grid being drawn: no round trip more before the first draw", async () => {
    const { page, problems } = await app.newPage();
    await signInPage(page, app.server.baseURL);
    // When the first room card is drawn, by the page's clock (Resource Timing's).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[aria-label^="Room 101, "]')) return;
        Object.assign(window, { roomGridDrawnAt: performance.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/dashboard');
    await expect.poll(() => roomCard(page, '101').count(), { timeout: 15_000 }).toBe(1);
    // This file's hotel has no payment today, so no revenue row asks for its Reprint's code.
    const askedForLate = await page.evaluate(() => {
      const drawnAt = (window as unknown as { roomGridDrawnAt: number }).roomGridDrawnAt;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming =>
          /\/assets\/.+\.js$/.test(entry.name),
        );
      const pageCode = scripts.find((entry) => entry.name.includes('/dashboard-page-'));
      if (!pageCode) return ['no dashboard-page chunk'];
      return scripts
        .filter((entry) => entry.startTime > pageCode.responseEnd && entry.startTime < drawnAt)
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(askedForLate).toEqual([]);
    expect(problems).toEqual([]);
  }, 60_000);

  it("on a return visit, route-preload.js does not ask again for the files the app's code has asked for", async () => {
    const { page, problems } = await app.newPage();
    await signInPage(page, app.server.baseURL);
    await page.goto('/dashboard');
    await expect.poll(() => roomCard(page, '101').count(), { timeout: 15_000 }).toBe(1);
    // Its code now comes from the cache, so the app's first imports (Vite's preloads) overtake
    // route-preload.js's later batches of links.
    await page.goto('/api/hotels');
    await page.goto('/dashboard');
    await expect.poll(() => roomCard(page, '101').count(), { timeout: 15_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    const preloads = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
        (link) => link.href,
      ),
    );
    expect(preloads.length).toBeGreaterThan(10);
    expect(preloads.filter((href, i) => preloads.indexOf(href) !== i)).toEqual([]);
    expect(problems).toEqual([]);
  }, 60_000);

  it('stalled on the way (a bad link), are asked for by the app itself after a few seconds', async () => {
    const { page, problems } = await app.newPage();
    await signInPage(page, app.server.baseURL);
    await page.goto('/api/hotels');
    await holdCallsScript(page);
    const requests = await recordApiRequests(page);
    // The page's load event waits for the script; the desk does not.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expectFiguresFrom(page, requests, 'app');
    expect(problems).toEqual([]);
  }, 60_000);

  it('are used in Burmese with Myanmar digits too (the same Accept-Language)', async () => {
    const { page, problems } = await app.newPage();
    await chooseBurmese(page);
    await signInPage(page, app.server.baseURL);
    const requests = await recordApiRequests(page);
    await page.goto('/dashboard');
    await expect.poll(() => roomCardMy(page, '101').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const expected = firstCalls(hotelDate());
    const sent = requests.filter((r) => expected.includes(r.url));
    expect(sent).toHaveLength(expected.length);
    expect(sent.every((r) => r.sentBy === 'early')).toBe(true);
    expect(problems).toEqual([]);
  }, 60_000);

  /** Signed in, then the token swapped for one the server refuses. */
  const withRefusedToken = async () => {
    const opened = await app.newPage();
    await signInPage(opened.page, app.server.baseURL);
    // The token is swapped away from the app: a dashboard still drawing would otherwise send its
    // next call with it and sign out before the visit this test is about.
    await opened.page.goto('/api/hotels');
    await opened.page.evaluate(() => localStorage.setItem('token', 'expired-token'));
    return opened;
  };

  /** Signed out to the hotel picker, the refused token forgotten. */
  const expectSignedOut = async (page: Page) => {
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => hotelPicker(page).count()).toBe(1);
  };

  // Two refusals race on such a visit: the early calls' and the live socket's (which the app
  // opens once its code has run). Each case below holds one back, so that the other one is
  // the one it tests.
  it('with a token the server refuses, the early calls sign the desk out to / as before', async () => {
    const { page, problems } = await withRefusedToken();
    // The live socket opens but never answers: only the early calls can refuse the token.
    await page.routeWebSocket(/\/ws$/, () => undefined);
    const requests = await recordApiRequests(page);
    await page.goto('/dashboard');
    await expectSignedOut(page);
    expect(requests).toContainEqual({ url: '/api/aureo/reception/me', sentBy: 'early' });
    expect(problems).toEqual([]);
  }, 60_000);

  it("with a token the server refuses and the calls' script stalled, the desk still signs out", async () => {
    const { page, problems } = await withRefusedToken();
    await holdCallsScript(page);
    const requests = await recordApiRequests(page);
    await page.goto('/dashboard');
    await expectSignedOut(page);
    // Whichever refused first (the live socket, or the app's own calls once it stopped waiting).
    expect(requests.filter((r) => r.sentBy === 'early')).toEqual([]);
    expect(problems).toEqual([]);
  }, 60_000);

  it('are not sent for a browser that is signed out', async () => {
    const { page } = await app.newPage();
    const requests = await recordApiRequests(page);
    await page.goto('/dashboard');
    await expect.poll(() => hotelPicker(page).count()).toBe(1);
    expect(requests.filter((r) => r.url.startsWith('/api/aureo/'))).toEqual([]);
  }, 60_000);
});
