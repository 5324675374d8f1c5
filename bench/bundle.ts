import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromePath, launchBrowser } from '../e2e/support/browser.ts';
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
}

export const weightRoutes = ['/', '/login', '/dashboard'];
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

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** gzip size of a built file: the build's own .gz when there is one, else gzip -9 of it. */
const gzipBytes = (webDist: string, pathname: string) => {
  const file = join(webDist, decodeURIComponent(pathname));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

/** Loads each route in Chromium and sums the JS and CSS it fetched until the network is idle. */
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
  const browser = await launchBrowser();
  try {
    const weights: RouteWeight[] = [];
    for (const route of weightRoutes) {
      const context = await browser.newContext({ baseURL: server.baseUrl });
      if (route === '/dashboard') {
        // Signed in, as the sign-in screen leaves the browser.
        await context.addInitScript(storeSession, server.token);
      }
      const page = await context.newPage();
      const assets: { type: 'js' | 'css'; pathname: string; transferred: number }[] = [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const { pathname } = new URL(request.url());
        void request.sizes().then((sizes) =>
          assets.push({
            type: type === 'script' ? 'js' : 'css',
            pathname,
            transferred: sizes.responseBodySize,
          }),
        );
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(200);
      await context.close();
      const sum = (type: 'js' | 'css') =>
        assets
          .filter((a) => a.type === type)
          .reduce((s, a) => s + gzipBytes(webDist, a.pathname), 0);
      weights.push({
        route,
        state: 'measured',
        jsKb: kb(sum('js')),
        cssKb: kb(sum('css')),
        transferredKb: kb(assets.reduce((s, a) => s + a.transferred, 0)),
      });
    }
    return weights;
  } finally {
    await browser.close();
  }
};
