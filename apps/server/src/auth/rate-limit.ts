/**
 * Fixed-window attempt counters kept in the process, for limits where a restart forgetting them
 * costs nothing (receipt printing per session). Sign-in and password-reset limits are kept in
 * the database instead, shared by every process (shared-limits.ts, ADR 027).
 */
export const createAttemptLimiter = (options: { limit: number; windowMs: number }) => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (!window || window.resetAt <= now) return undefined;
    return window;
  };
  return {
    limit: options.limit,
    /** Attempts `key` has used in the current window. */
    count(key: string, now = Date.now()): number {
      return current(key, now)?.count ?? 0;
    },
    /** True when `key` has used up its attempts in the current window. */
    isBlocked(key: string, now = Date.now()): boolean {
      return (current(key, now)?.count ?? 0) >= options.limit;
    },
    /** Takes one attempt of `key`'s window. */
    record(key: string, now = Date.now()): void {
      const window = current(key, now);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, resetAt: now + options.windowMs });
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
    },
    /** Gives back an attempt taken by `record` (the sign-in succeeded). */
    release(key: string, now = Date.now()): void {
      const window = current(key, now);
      if (window && window.count > 0) window.count -= 1;
    },
    clear(key: string): void {
      windows.delete(key);
    },
  };
};
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
