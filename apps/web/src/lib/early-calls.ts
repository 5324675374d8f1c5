/**
 * How route-preload.js hands the calls it started early (dashboard-first-calls.ts) to the app's
 * api client (ADR 053). Apart from the table: this part comes with every screen's entry.
 */
/** Where route-preload.js leaves its calls for the app: a property of `window`. */
export const earlyCallsKey = 'frontdeskEarlyCalls';

/**
 * Where route-preload.js leaves a promise, on /dashboard with a token, that settles when the
 * calls' own script (dashboard-calls.js, a file of its own so that the first screen does not
 * download it) has run or failed to load: the app's first GETs wait for it, never sent twice.
 * Not for ever: after `earlyCallsWaitMs` route-preload.js settles it and sets it to null, so that
 * the app asks itself, and the script, should it come later, finds it gone and sends nothing.
 */
export const earlyCallsReadyKey = 'frontdeskEarlyCallsReady';

/**
 * How long after the page's start the app's GETs may wait for a dashboard-calls.js that has
 * neither run nor failed (a download stalled on a bad link): without a limit the desk would never
 * ask for anything. A tiny file, asked for with the page's first chunks: only a stall is this slow.
 */
export const earlyCallsWaitMs = 3000;

/** An early answer started longer ago than this is not used (the app asks again). */
export const earlyCallFreshMs = 10_000;

/** One call route-preload.js started, by its URL. */
export interface EarlyCall {
  /** The headers it was sent with (Authorization and Accept-Language are compared). */
  headers: Record<string, string>;
  /** When it was sent (Date.now()). */
  at: number;
  answer: Promise<Response>;
}
