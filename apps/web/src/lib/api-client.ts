import { displayLocaleTag, formatHotelClockTime } from '@frontdesk/domain';
import { i18n } from '../i18n/i18n.ts';
import { getHotel, getToken } from './storage.ts';
import { signOutToStart } from './sign-out.ts';
import { getDisplayLocale } from '../i18n/display-locale.ts';
import {
  earlyCallFreshMs,
  earlyCallsKey,
  earlyCallsReadyKey,
  type EarlyCall,
} from './early-calls.ts';
import {
  getLiveState,
  refusedSince,
  reportServerAnswered,
  reportServerSilent,
  requestCatchUp,
} from './socket/live-status.ts';

/** A failed call: the HTTP status and, when the server sent one, its human `message`. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `message` field, when the body had one. */
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const serverMessage = messageOf(body);
    super(serverMessage ?? i18n.t('common.requestFailed', { status }));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/**
 * A call that got no answer at all (server down, network gone): the browser's own text ('Failed
 * to fetch') tells a receptionist nothing, so this one says what to check.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(i18n.t('common.serverUnreachable'), { cause });
    this.name = 'NetworkError';
  }
}

/**
 * A room-state write the desk refused before sending it: the desk is not live, so the rooms it
 * shows may be old and the write could rest on a room that changed (ADR 024). Nothing was sent.
 */
export class NotLiveError extends Error {
  constructor(
    readonly since: Date,
    timeZone: string,
    text: 'liveUpdates.writeRefused' | 'liveUpdates.offlineRefused' = 'liveUpdates.writeRefused',
  ) {
    // Not through i18n/format.ts: that would bring every formatter into the first screen.
    const time = formatHotelClockTime(since, timeZone, getDisplayLocale());
    super(i18n.t(text, { time }));
    this.name = 'NotLiveError';
  }
}

/**
 * Any write the desk refused before sending it because the server cannot be reached (no answer
 * to a call, the live connection dropped, or the desk opened from its saved copy and the server
 * has not answered yet): nothing was sent, so nothing is half-saved (ADR 047).
 */
export class ServerUnreachableError extends NotLiveError {
  constructor(since: Date, timeZone: string) {
    super(since, timeZone, 'liveUpdates.offlineRefused');
    this.name = 'ServerUnreachableError';
  }
}

/** A proxy's answer for a server that is not there. */
const noServerBehind = new Set([502, 503, 504]);

/**
 * The call got no answer from the server (no answer at all, or only a proxy's 502-504): what a
 * screen showed before still stands as the last thing known, marked as not live (ADR 047).
 */
export const isNoAnswer = (error: unknown): boolean =>
  error instanceof NetworkError || (error instanceof ApiError && noServerBehind.has(error.status));

/** Why a write was refused, when someone said: the server's message, or the desk's own. */
export const refusalMessage = (error: unknown): string | undefined => {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof NotLiveError) return error.message;
  return undefined;
};

const messageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};

/**
 * What to tell the user about a failure: the server's message if present, else the error's own
 * message, else `fallback` (SPEC.md section 8, sign-in failures).
 */
export const errorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
};

/** Anything that can check a response body, e.g. a zod schema from @frontdesk/domain. */
export interface ResponseParser<T> {
  parse: (data: unknown) => T;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Checks (and types) the response body. */
  schema?: ResponseParser<T>;
  /** 'hotel' (default) prefixes /api/{hotel}; 'root' prefixes /api only (e.g. GET /api/hotels). */
  scope?: 'hotel' | 'root';
  /** Extra request headers, e.g. `Idempotency-Key` of POST /check-in. */
  headers?: Record<string, string>;
  /**
   * A write that changes a room's state (check-in, status, checkout, swap, extension): refused
   * with NotLiveError, unsent, while the desk is not live.
   */
  roomState?: boolean;
}

/** The URL of an API path: `/api/{hotel}{path}`, or `/api{path}` for the root scope. */
export const apiUrl = (
  path: string,
  scope: 'hotel' | 'root' = 'hotel',
  query?: Record<string, QueryValue>,
): string => {
  const base = scope === 'hotel' ? `/api/${encodeURIComponent(getHotel())}` : '/api';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const queryString = search.toString();
  return `${base}${path}${queryString ? `?${queryString}` : ''}`;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The answer to a GET that route-preload.js started before the app's code had arrived (ADR 053),
 * taken at most once: only when sent to the same URL with the same token and language, and
 * recently. Otherwise undefined, and the app asks as it would have.
 */
const takeEarlyAnswer = (url: string, headers: Record<string, string>) => {
  const calls = (window as { [earlyCallsKey]?: Record<string, EarlyCall> })[earlyCallsKey];
  const call = calls?.[url];
  if (!call) return undefined;
  delete calls[url];
  const same =
    call.headers.Authorization === headers.Authorization &&
    call.headers['Accept-Language'] === headers['Accept-Language'] &&
    Date.now() - call.at < earlyCallFreshMs;
  return same ? call.answer : undefined;
};

/**
 * One call to the API. Sends and expects JSON, adds `Authorization: Bearer <token>` when signed
 * in, and turns every non-2xx answer into an ApiError. A 401 from a /reception call means the
 * token is no longer good: the sign-in is forgotten and the browser starts again at /.
 */
export const apiRequest = async <T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> => {
  const { method = 'GET', body, query, signal, schema, scope = 'hotel' } = options;
  const live = getLiveState();
  // Logout is let through: it forgets the sign-in here whatever the server says.
  if (method !== 'GET' && live.unreachable && path !== '/logout') {
    requestCatchUp();
    throw new ServerUnreachableError(refusedSince(), live.timeZone);
  }
  if (options.roomState && live.notLiveSince) {
    requestCatchUp();
    throw new NotLiveError(live.notLiveSince, live.timeZone);
  }
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    // The server answers its error messages in the desk's language and digits (my-MM-u-nu-mymr).
    'Accept-Language': displayLocaleTag(getDisplayLocale()),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = apiUrl(path, scope, query);
  const takesEarly = method === 'GET' && !options.headers;
  // The early calls' script may still be on its way: it started them before this code came.
  if (takesEarly) await (window as { [earlyCallsReadyKey]?: Promise<unknown> })[earlyCallsReadyKey];
  const early = takesEarly ? takeEarlyAnswer(url, headers) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        credentials: 'same-origin',
        signal: signal ?? null,
      }));
    // As fetch would: a call cancelled while its early answer was on the way is not used.
    signal?.throwIfAborted();
  } catch (failure) {
    // fetch rejects with a TypeError when no answer came; a cancelled call (a newer load
    // replaced it) is not a network problem.
    if (signal?.aborted || !(failure instanceof TypeError)) throw failure;
    reportServerSilent();
    throw new NetworkError(failure);
  }
  if (noServerBehind.has(response.status)) reportServerSilent();
  else reportServerAnswered();
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && scope === 'hotel' && path.startsWith('/reception')) {
      signOutToStart();
    }
    throw new ApiError(response.status, data);
  }
  return schema ? schema.parse(data) : (data as T);
};

/**
 * Asks the server whether it is there (GET /api/health), for its answer or silence to count as
 * above: the live connection dropped, and a desk must know whether it can still write (ADR 047).
 */
export const probeServer = (): Promise<void> =>
  apiRequest('/health', { scope: 'root' }).then(
    () => undefined,
    () => undefined,
  );

/** Shorthands for the methods the API uses. */
export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
