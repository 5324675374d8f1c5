import { afterAll, beforeAll } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { launchBrowser, newCheckedPage, type Browser, type LaunchOptions } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The real server (fresh data) and Chromium for the calling describe block, started together
 * and stopped after it. `env` (may wait for a peer, e.g. an SMTP server) is the server's extra
 * environment; `browserOptions` how Chromium is launched. `newPage(options)` opens a page that
 * fails the test on any page or console error, in a context of its own with `options`.
 */
export const useServerAndBrowser = (
  env: () => Record<string, string> | Promise<Record<string, string>> = () => ({}),
  browserOptions: LaunchOptions = {},
) => {
  const app = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    newPage: (options: BrowserContextOptions = {}) =>
      newCheckedPage(app.browser, app.server.baseURL, options),
  };
  beforeAll(async () => {
    const serverEnv = await env();
    [app.server, app.browser] = await Promise.all([
      startServer(serverEnv),
      launchBrowser(browserOptions),
    ]);
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
};
