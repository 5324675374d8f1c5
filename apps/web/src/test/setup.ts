import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
// expect(...).toHaveTextContent, toBeDisabled, toBeInTheDocument...: assertions of what a user sees.
import '@testing-library/jest-dom/vitest';
// Texts are initialised once, as in the app; Burmese is fetched up front (the app fetches it
// when chosen), so a test can switch languages at once.
import { loadLanguage } from '../i18n/i18n.ts';
// The signed-in screens' English, as their layouts add it (tests render pages without them).
import '../i18n/signed-in-texts.ts';
import { loadLazyDialogs } from '../components/dialogs/lazy-dialog.tsx';

await loadLanguage('my');

// waitFor and findBy* give up after 1 s by default: on two cores shared with a build or other
// test workers a dialog's first render alone can take longer, and the test then fails for the
// machine, not for the app. A real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// What Mantine needs and jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// House style: a console.error during a test fails it (React warnings included).
let consoleErrors: unknown[][] = [];
const originalConsoleError = console.error;

beforeEach(async () => {
  // The dialogs the tested screens open lazily are here, as after the app preloads them.
  await loadLazyDialogs();
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  };
});

afterEach(() => {
  // Unmount first: errors logged while tearing down count too.
  cleanup();
  // Notifications live in a module-level store, not in the unmounted tree.
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  console.error = originalConsoleError;
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
