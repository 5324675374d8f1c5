/**
 * Fixed-window attempt counters kept in the process (per IP and per username). With several
 * server processes each keeps its own window; see docs/decisions/007-auth.md.
 */
export const createAttemptLimiter = (options: { limit: number; windowMs: number }) => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (!window || window.resetAt <= now) return undefined;
    return window;
  };
  return {
    /** True when `key` has used up its attempts in the current window. */
    isBlocked(key: string, now = Date.now()): boolean {
      return (current(key, now)?.count ?? 0) >= options.limit;
    },
    record(key: string, now = Date.now()): void {
      const window = current(key, now);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, resetAt: now + options.windowMs });
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
    },
    clear(key: string): void {
      windows.delete(key);
    },
  };
};
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
