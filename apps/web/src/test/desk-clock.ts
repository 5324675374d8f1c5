import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For every test of the calling file (or describe block): a desk signed in to aureo whose clock
 * reads `instant` (only Date is faked, so timers and user events run as usual).
 */
export const deskClockAt = (instant: string) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => vi.useRealTimers());
};
