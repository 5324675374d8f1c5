import { mkdtempSync, rmSync } from 'node:fs';
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
import { chooseFromMenu, openDashboard, roomCard, statusOf } from './support/dashboard.ts';
import { revenueLines } from './support/revenue.ts';

// Chromium logs every refused websocket attempt and call as a console error; during an outage
// that is expected, anything else is not.
const outageNoise = /WebSocket connection to .* failed|Failed to fetch|ERR_CONNECTION_REFUSED/;

/** hh:mm on the hotel's clock (the seeded hotels are in Yangon). */
const hotelClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Yangon',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

/** Every address the page's caches hold (the service worker's precache among them). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

/** What the page gets when it asks the API itself: a status, or 'no answer'. */
const askApi = (page: Page, token: string) =>
  page.evaluate(
    (bearer) =>
      fetch('/api/aureo/reception/rooms', { headers: { authorization: `Bearer ${bearer}` } }).then(
        (response) => String(response.status),
        () => 'no answer',
      ),
    token,
  );

const offlineNote = (page: Page) => page.getByTestId('offline-note');

describe.skipIf(!browserAvailable)('a desk whose server cannot be reached, in Chromium', () => {
  // Stopped and started again on the same port and data, as after a power cut.
  const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-e2e-offline-'));
  const env = { DATA_DIR: dataDir };
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens from the service worker with its last-known grid, refuses writes unsent, and recovers by itself', async () => {
    const { baseURL } = server;
    const { page, context, problems } = await newCheckedPage(browser, baseURL);
    const token = await openDashboard(page, baseURL);
    const signedIn = new Date();
    // A line in each of the day's lists, to see them kept through the outage (issue 43).
    for (const RevenueType of ['', 'food-revenue']) {
      const payment = await fetch(`${baseURL}/api/aureo/reception/create-income`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          Type: 'electricity',
          Amount: 4500,
          PaymentMethod: 'cash',
          RevenueType,
        }),
      });
      expect(payment.status).toBe(201);
    }
    const roomLine = 'Electricity Manual Payment';
    await expect
      .poll(() => revenueLines(page, 'Room Revenue'))
      .toEqual([expect.stringContaining(roomLine)]);
    await expect
      .poll(() => revenueLines(page, 'Food Revenue'))
      .toEqual([expect.stringContaining(roomLine)]);
    // The built app is cached and this page is in the worker's hands.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    const cached = await cachedUrls(page);
    expect(cached.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(cached.some((url) => /\/index\.html/.test(url))).toBe(true);
    // Calls are never cached: the grid's call went to the server, and nothing under /api is kept.
    expect(await askApi(page, token)).toBe('200');
    expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);
    // The desk has saved its copy of the grid.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some(
            (key) =>
              key.startsWith('frontdesk:saved-desk:') && localStorage[key]?.includes('"rooms"'),
          ),
        ),
      )
      .toBe(true);

    await server.stop();
    const stopped = new Date();
    // The worker does not answer a call for the server: the page gets no answer at all.
    expect(await askApi(page, token)).toBe('no answer');
    expect((await cachedUrls(page)).filter((url) => url.includes('/api/'))).toEqual([]);

    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.method() !== 'GET') {
        writes.push(`${request.method()} ${request.url()}`);
      }
    });
    await page.reload();
    // The app shell came from the worker, and the grid from the saved copy.
    await expect.poll(() => roomCard(page, '101').count(), { timeout: 15_000 }).toBe(1);
    expect(await statusOf(page, '101')).toBe('Available');
    await expect.poll(() => offlineNote(page).count(), { timeout: 15_000 }).toBe(1);
    const note = await offlineNote(page).innerText();
    const since = /^Not live since (\d\d:\d\d): the server cannot be reached\./.exec(note)?.[1];
    expect([hotelClock(signedIn), hotelClock(stopped)]).toContain(since);
    await expect
      .poll(() => page.getByTestId('not-live-mark').innerText())
      .toBe(`Not live since ${since}`);
    // The day's lists keep what they last showed, each marked, never 'No Revenue'; and the
    // top bar keeps the hotel's name.
    expect(await revenueLines(page, 'Room Revenue')).toEqual([expect.stringContaining(roomLine)]);
    expect(await revenueLines(page, 'Food Revenue')).toEqual([expect.stringContaining(roomLine)]);
    expect(await page.getByText('No Revenue', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('list-not-live-mark').allInnerTexts()).toEqual([
      `Not live since ${since}`,
      `Not live since ${since}`,
      `Not live since ${since}`,
    ]);
    expect(await page.getByText('Aureo Hotel', { exact: true }).count()).toBeGreaterThan(0);

    // A write is refused with the reason, and nothing is sent.
    await chooseFromMenu(page, '102', 'Maintenance');
    await expect
      .poll(() => page.getByText(/The server cannot be reached \(not live since/).count())
      .toBe(1);
    expect(await page.getByText(/nothing was sent or saved/).count()).toBe(1);
    expect(writes).toEqual([]);
    expect(await statusOf(page, '102')).toBe('Available');
    await page.keyboard.press('Escape');

    // The server comes back: the desk finds it by itself, the banner goes, writes go through.
    server = await startServer({ ...env, PORT: new URL(baseURL).port });
    await expect.poll(() => offlineNote(page).count(), { timeout: 60_000, interval: 500 }).toBe(0);
    await expect.poll(() => page.getByText(/Live updates|Not live since/).count()).toBe(0);
    await chooseFromMenu(page, '102', 'Maintenance');
    await expect.poll(() => statusOf(page, '102')).toBe('Maintenance');
    expect(writes).toHaveLength(1);

    expect(problems.filter((problem) => !outageNoise.test(problem))).toEqual([]);
    await context.close();
  }, 180_000);
});
