/** PostgreSQL's deadlock_detected and serialization_failure: the whole transaction may run again. */
const retryableCodes = new Set(['40P01', '40001']);

/** True for a deadlock or a serialization failure, however the driver wraps it (`cause`). */
export const isLockConflict = (error: unknown): boolean => {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && retryableCodes.has(code)) return true;
    e = cause;
  }
  return false;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a transaction again when PostgreSQL ended it as a deadlock's victim or for a
 * serialization failure (ADR 071): nothing of it was written, so the desk gets the answer of a
 * second try, not a 500. Money writes of one stay take their locks in one order, so this is the
 * backstop, not the rule. `run` must do all its writes in the transaction it opens.
 */
export const retryOnLockConflict = async <T>(run: () => Promise<T>, attempts = 4): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isLockConflict(error)) throw error;
      // A little apart, so the transactions that collided do not meet again at once.
      await pause(5 * attempt + Math.random() * 20);
    }
  }
};
