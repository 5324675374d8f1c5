import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium (CHROME_PATH overrides); playwright-core never downloads a browser. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const browserAvailable = existsSync(chromePath);

if (!browserAvailable && process.env.E2E === 'required') {
  throw new Error(
    `E2E=required but no Chromium at ${chromePath}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
  );
}

export interface LaunchOptions {
  /**
   * Keeps the classic scrollbars a desk PC's browser draws (15 CSS px; they take room from the
   * page). playwright-core hides them in headless Chromium by default.
   */
  classicScrollbars?: boolean;
}

export const launchBrowser = ({
  classicScrollbars = false,
}: LaunchOptions = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: chromePath,
    ...(classicScrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/**
 * A page that fails the test on any uncaught page error or console error; `options` are its
 * context's (e.g. `serviceWorkers: 'block'`).
 */
export const newCheckedPage = async (
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/401|Unauthorized|Failed to load resource/.test(message.text())
    ) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  return { page, context, problems };
};

/**
 * Resolves once the page's live connection is authenticated (the server said ready): another
 * desk's change made after it reaches this page. Call before the page opens the dashboard.
 */
export const liveConnectionReady = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      });
    });
  });

export type { Browser, Page };
