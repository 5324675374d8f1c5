import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromePath, launchBrowser } from '../e2e/support/browser.ts';
import type { Request } from 'playwright-core';
import type { BenchServer } from './server.ts';

export interface RouteWeight {
  route: string;
  state: 'measured' | 'not measured';
  note?: string;
  /** KB gzip of the JS and CSS the route loads before it is idle. */
  jsKb?: number;
  cssKb?: number;
  /** Bytes on the wire as the server sent them (precompressed brotli or gzip). */
  transferredKb?: number;
  /** Each JS and CSS file it loaded, KB gzip, largest first: what to look at when it grows. */
  files?: { file: string; kb: number }[];
}

/**
 * The budgets (KB gzip of initial JS) of DESIGN.md section 9 and issue 13: the first screen and
 * the dashboard. apps/server/test/bench.smoke.test.ts holds the limits it fails on.
 */
export const routeBudgetsKb: Record<string, number> = {
  '/': 130,
  '/login': 130,
  '/dashboard': 230,
};

/** The owner's pages: measured signed in as the owner. */
const ownerRoutes = [
  '/admin/reports',
  '/admin/staff',
  '/admin/hotel',
  '/admin/activity',
  '/admin/shifts',
  '/admin/register',
];

/**
 * The dashboard's guest search dialog (issue 21 item 5): not a route but a chunk of its own,
 * weighed as what opening it downloads on top of /dashboard.
 */
const guestSearchDialog = 'guest search dialog';

/** Every screen weighed: the budgeted ones, then the newer screens (issue 21 item 5). */
export const weightRoutes = [
  '/',
  '/login',
  '/dashboard',
  '/calendar',
  ...ownerRoutes,
  guestSearchDialog,
];
export { chromePath };

/**
 * Runs in the page: leaves the browser signed in as the sign-in screen would (self-contained, as
 * Playwright sends its source to the page).
 */
export const storeSession = (token: string) => {
  const { localStorage } = globalThis as unknown as {
    localStorage: { setItem(key: string, value: string): void };
  };
  localStorage.setItem('hotel', 'aureo');
  localStorage.setItem('token', token);
  localStorage.setItem('name', 'Bench');
  localStorage.setItem('role', 'reception');
};

/** The same for the owner (admin sign-in keeps the token only; the role is read from /me). */
export const storeOwnerSession = (token: string) => {
  const { localStorage } = globalThis as unknown as {
    localStorage: { setItem(key: string, value: string): void };
  };
  localStorage.setItem('hotel', 'aureo');
  localStorage.setItem('token', token);
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** gzip size of a built file: the build's own .gz when there is one, else gzip -9 of it. */
const gzipBytes = (webDist: string, pathname: string) => {
  const file = join(webDist, decodeURIComponent(pathname));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

/**
 * A built chunk and the chunks it imports statically (Rolldown writes them as `from "./x.js"` or
 * `import "./x.js"`), as paths under /assets/.
 */
const chunkClosure = (webDist: string, start: string): Set<string> => {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const pathname = stack.pop()!;
    if (seen.has(pathname)) continue;
    seen.add(pathname);
    const file = join(webDist, pathname);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      stack.push(`/assets/${match[1]}`);
    }
  }
  return seen;
};

/** What opening the guest search dialog downloads beyond what /dashboard already loaded. */
const dialogWeight = (webDist: string, dashboardJs: readonly string[]): RouteWeight => {
  const assets = join(webDist, 'assets');
  const chunk = existsSync(assets)
    ? readdirSync(assets).find((file) => /^guest-search-dialog-[\w-]+\.js$/.test(file))
    : undefined;
  if (!chunk) {
    return {
      route: guestSearchDialog,
      state: 'not measured',
      note: 'no guest-search-dialog chunk',
    };
  }
  const loaded = new Set(dashboardJs);
  const js = [...chunkClosure(webDist, `/assets/${chunk}`)].filter((file) => !loaded.has(file));
  return {
    route: guestSearchDialog,
    state: 'measured',
    jsKb: kb(js.reduce((sum, file) => sum + gzipBytes(webDist, file), 0)),
    files: js
      .map((file) => ({ file, kb: kb(gzipBytes(webDist, file)) }))
      .sort((a, b) => b.kb - a.kb),
  };
};

/**
 * A receipted payment today (a session check-in paid in cash, or a payment on a stay), so that /dashboard is weighed as a
 * working day shows it, its lines' Reprint included, whatever hour the generated history reaches.
 */
const recordPaymentsOfToday = async (server: BenchServer) => {
  const call = async (path: string, method: 'GET' | 'POST', body?: unknown) => {
    const response = await fetch(`${server.baseUrl}/api/aureo/reception${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${server.token}`,
        'idempotency-key': crypto.randomUUID(),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      throw new Error(`${method} ${path} answered ${response.status}: ${answer.message ?? ''}`);
    }
    return (await response.json()) as unknown;
  };
  const rooms = (await call('/rooms', 'GET')) as { Room: string; Status: number }[];
  // A session check-in in an available room; an available room may still be held by a
  // reservation of the generated history (409), and three years of it can fill the hotel: then a
  // cash payment on a stay in house, which is receipted just the same.
  const refusals: string[] = [];
  const refused = (room: string, error: unknown) => {
    if (!String(error).includes(' answered 409') && !String(error).includes(' answered 404')) {
      throw error;
    }
    refusals.push(`${room}: ${String(error)}`);
  };
  for (const free of rooms.filter((room) => room.Status === 1)) {
    try {
      await call('/check-in', 'POST', {
        stayType: 'session',
        guest: { name: 'Bench Guest', nationalId: '12/KAMANA(N)123456', phone: '09 420 111 222' },
        rooms: [{ roomNumber: free.Room }],
        paymentMethod: 'cash',
      });
      return;
    } catch (error) {
      refused(free.Room, error);
    }
  }
  for (const taken of rooms.filter((room) => room.Status !== 1)) {
    try {
      const guest = (await call(`/guests/current/${encodeURIComponent(taken.Room)}`, 'GET')) as {
        ID: number;
      };
      await call(`/guests/${guest.ID}/payments`, 'POST', { amount: 1000, paymentMethod: 'cash' });
      return;
    } catch (error) {
      refused(taken.Room, error);
    }
  }
  throw new Error(
    `no receipted payment could be recorded for the weighing (${refusals.join('; ')})`,
  );
};

/**
 * Loads each route in Chromium and sums the JS and CSS it fetched until the network is idle; the
 * guest search dialog is weighed from the build (dialogWeight).
 */
export const measureRouteWeights = async (
  server: BenchServer,
  webDist: string,
): Promise<RouteWeight[]> => {
  if (!existsSync(chromePath)) {
    return weightRoutes.map((route) => ({
      route,
      state: 'not measured',
      note: `no Chromium at ${chromePath}`,
    }));
  }
  await recordPaymentsOfToday(server);
  const browser = await launchBrowser();
  try {
    const weights: RouteWeight[] = [];
    let dashboardJs: string[] = [];
    for (const route of weightRoutes) {
      if (route === guestSearchDialog) {
        weights.push(dialogWeight(webDist, dashboardJs));
        continue;
      }
      const context = await browser.newContext({ baseURL: server.baseUrl });
      if (ownerRoutes.includes(route)) {
        await context.addInitScript(storeOwnerSession, server.adminToken);
      } else if (route !== '/' && route !== '/login') {
        // Signed in, as the sign-in screen leaves the browser.
        await context.addInitScript(storeSession, server.token);
      }
      const page = await context.newPage();
      const assets: { type: 'js' | 'css'; pathname: string; transferred: number }[] = [];
      // Each asset's sizes are asked for as it finishes, and all are waited for before the
      // context closes: a question still open then was refused ("Target page ... has been
      // closed"), unhandled, and ended the whole run.
      const sizing: Promise<void>[] = [];
      const onFinished = (request: Request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const { pathname } = new URL(request.url());
        sizing.push(
          request.sizes().then((sizes) => {
            assets.push({
              type: type === 'script' ? 'js' : 'css',
              pathname,
              transferred: sizes.responseBodySize,
            });
          }),
        );
      };
      page.on('requestfinished', onFinished);
      await page.goto(route, { waitUntil: 'networkidle' });
      if (route === '/dashboard') {
        // The network can be idle before today's payment is drawn with its Reprint (a chunk of
        // its own): once the weighing read 4.4 KB short that way. It waits for the line.
        await page.getByRole('button', { name: 'Reprint' }).first().waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(200);
      page.off('requestfinished', onFinished);
      await Promise.all(sizing);
      await context.close();
      const sum = (type: 'js' | 'css') =>
        assets
          .filter((a) => a.type === type)
          .reduce((s, a) => s + gzipBytes(webDist, a.pathname), 0);
      if (route === '/dashboard') {
        dashboardJs = assets.filter((a) => a.type === 'js').map((a) => a.pathname);
      }
      weights.push({
        route,
        state: 'measured',
        jsKb: kb(sum('js')),
        cssKb: kb(sum('css')),
        transferredKb: kb(assets.reduce((s, a) => s + a.transferred, 0)),
        files: assets
          .map((a) => ({ file: a.pathname, kb: kb(gzipBytes(webDist, a.pathname)) }))
          .sort((a, b) => b.kb - a.kb),
      });
    }
    return weights;
  } finally {
    await browser.close();
  }
};
