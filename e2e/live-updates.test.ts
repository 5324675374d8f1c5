import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  liveConnectionReady,
  newCheckedPage,
  type Browser,
} from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { openDashboard, statusOf } from './support/dashboard.ts';

/** Another desk sets a room's status through the API. */
const setRoomStatus = async (baseURL: string, token: string, room: string, status: number) => {
  const response = await fetch(`${baseURL}/api/aureo/reception/rooms/${room}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
};

// Chromium logs every refused websocket attempt as a console error; during an outage that is
// expected, anything else is not.
const outageNoise = /WebSocket connection to .* failed|Failed to fetch/;

describe.skipIf(!browserAvailable)('live updates through a server outage in Chromium', () => {
  // The server is stopped and started again on the same port and data, as after a power cut.
  const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-e2e-live-'));
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows that live updates stopped, and catches up by itself when the network is back', async () => {
    const baseURL = server.baseURL;
    const { page, context, problems } = await newCheckedPage(browser, baseURL);
    const live = liveConnectionReady(page);
    const token = await openDashboard(page, baseURL);
    await live;
    // Live: another desk's change shows without a reload.
    await setRoomStatus(baseURL, token, '101', 5);
    await expect.poll(() => statusOf(page, '101')).toBe('Housekeeping');

    // A request still being answered when the server stops must not hold it up for its
    // keep-alive time (72 s): the restart follows at once.
    const stopping = Date.now();
    await server.stop();
    expect(Date.now() - stopping).toBeLessThan(10_000);
    await expect
      .poll(() => page.getByText('Live updates interrupted. Reconnecting…').isVisible())
      .toBe(true);
    // SPEC.md's five retries (1 + 2 + 4 + 8 + 16 s) fail, then the desk says it stopped.
    const stopped = page.getByRole('alert').filter({ hasText: 'Live updates stopped.' });
    await expect.poll(() => stopped.isVisible(), { timeout: 45_000, interval: 1000 }).toBe(true);
    expect(await stopped.getByRole('button', { name: 'Reconnect' }).isVisible()).toBe(true);

    const port = new URL(baseURL).port;
    server = await startServer({ DATA_DIR: dataDir, PORT: port, PUBLIC_URL: baseURL });
    // Changed while this desk was not listening: no event told it.
    await setRoomStatus(baseURL, token, '102', 6);

    // The network comes back (as after a cut): the desk refetches and connects again at once,
    // without waiting for its next calm check (self-healing.test.ts shows those on their own).
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => statusOf(page, '102')).toBe('Maintenance');
    await expect.poll(() => page.getByText(/Live updates/).count()).toBe(0);
    // Live again: the next change arrives as an event.
    await setRoomStatus(baseURL, token, '101', 1);
    await expect.poll(() => statusOf(page, '101')).toBe('Available');

    expect(problems.filter((problem) => !outageNoise.test(problem))).toEqual([]);
    await context.close();
  }, 120_000);
});
