import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeWaitingBuild } from './service-worker.ts';

/** The browser's service-worker container as a page of the old build sees it. */
const container = (controlled: boolean) => {
  const events = new EventTarget();
  const fake = {
    controller: controlled ? {} : null,
    addEventListener: events.addEventListener.bind(events),
    takeOver: () => events.dispatchEvent(new Event('controllerchange')),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: fake, configurable: true });
  return fake;
};

const newBuild = () => ({ waiting: { postMessage: vi.fn() } as unknown as ServiceWorker });

describe('a new build’s service worker (ADR 047)', () => {
  beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(2_000));
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('takes over a page that has just opened, which then loads once more', () => {
    const browser = container(true);
    const registration = newBuild();
    const reload = vi.fn();
    takeWaitingBuild(registration, reload);
    expect(registration.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    browser.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for the next opening when the page is being worked on or has been open a while', () => {
    container(true);
    const registration = newBuild();
    document.body.innerHTML = '<div role="dialog">Check-in</div>';
    takeWaitingBuild(registration, vi.fn());
    document.body.innerHTML = '';
    vi.mocked(performance.now).mockReturnValue(60_000);
    takeWaitingBuild(registration, vi.fn());
    expect(registration.waiting.postMessage).not.toHaveBeenCalled();
  });

  it('leaves a first visit alone: its worker takes the page without waiting', () => {
    container(false);
    const registration = newBuild();
    takeWaitingBuild(registration, vi.fn());
    expect(registration.waiting.postMessage).not.toHaveBeenCalled();
  });
});
