import { ApiError } from '../../../lib/api-client.ts';

/**
 * SPEC.md section 8: a failed statistics call is only logged (a 401 has already sent the browser
 * to /). A warning, not an error: nothing is wrong with the page itself. Rethrows for the query.
 */
export const warnStatsFailure = (error: unknown): never => {
  const unauthorized = error instanceof ApiError && error.status === 401;
  // A newer load replaced this one (an event arrived meanwhile): nothing failed.
  const superseded = error instanceof Error && error.name === 'AbortError';
  if (!unauthorized && !superseded) {
    console.warn('Error loading the stats:', error);
  }
  throw error;
};
