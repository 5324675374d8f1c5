import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch.ts';
import { api, ApiError, errorMessage } from './api-client.ts';
import { reloadAt } from './navigation.ts';
import {
  earlyCallFreshMs,
  earlyCallsKey,
  earlyCallsReadyKey,
  type EarlyCall,
} from './early-calls.ts';

vi.mock('./navigation.ts', () => ({ reloadAt: vi.fn() }));

type WithEarlyCalls = Window & {
  [earlyCallsKey]?: Record<string, EarlyCall>;
  [earlyCallsReadyKey]?: Promise<unknown>;
};

const english = 'en-US-u-nu-latn';

/** What route-preload.js leaves for the app: one call it started, by URL. */
const startedEarly = (
  url: string,
  answer: Promise<Response>,
  { token = 'tok-1', language = english, age = 0 } = {},
) => {
  const calls = ((window as WithEarlyCalls)[earlyCallsKey] ??= {});
  calls[url] = {
    headers: {
      Accept: 'application/json',
      'Accept-Language': language,
      Authorization: `Bearer ${token}`,
    },
    at: Date.now() - age,
    answer,
  };
};

describe('an answer route-preload.js asked for early', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', 'tok-1');
    window.localStorage.setItem('hotel', 'aureo');
    vi.mocked(reloadAt).mockClear();
  });
  afterEach(() => {
    delete (window as WithEarlyCalls)[earlyCallsKey];
    delete (window as WithEarlyCalls)[earlyCallsReadyKey];
  });

  it('is used once, through the schema, instead of asking again', async () => {
    startedEarly('/api/aureo/reception/rooms', Promise.resolve(jsonResponse({ body: ['early'] })));
    const fetchMock = mockFetch(() => jsonResponse({ body: ['asked'] }));
    const schema = { parse: (data: unknown) => ({ parsed: data }) };

    await expect(api.get('/reception/rooms', { schema })).resolves.toEqual({ parsed: ['early'] });
    expect(fetchMock).not.toHaveBeenCalled();
    // A second read (a refetch) asks the server.
    await expect(api.get('/reception/rooms')).resolves.toEqual(['asked']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is ignored, and asked again, for another URL, token or language, or when stale', async () => {
    const early = () => Promise.resolve(jsonResponse({ body: 'early' }));
    startedEarly('/api/aureo/reception/today', early());
    startedEarly('/api/aureo/reception/rooms', early(), { token: 'tok-0' });
    startedEarly('/api/aureo/reception/get-stats', early(), { language: 'my-MM-u-nu-mymr' });
    startedEarly('/api/aureo/reception/me', early(), { age: earlyCallFreshMs + 1 });
    startedEarly('/api/aureo/reception/room-revenue?date=2026-11-25', early());
    const fetchMock = mockFetch(() => jsonResponse({ body: 'asked' }));

    for (const path of ['/reception/rooms', '/reception/get-stats', '/reception/me']) {
      await expect(api.get(path)).resolves.toBe('asked');
    }
    await expect(
      api.get('/reception/room-revenue', { query: { date: '2026-11-26' } }),
    ).resolves.toBe('asked');
    // Another method to the same URL never takes it either.
    await expect(api.post('/reception/today', {})).resolves.toBe('asked');
    expect(fetchMock).toHaveBeenCalledTimes(5);
    // Looked at once: even with the token back, a refused early answer is not used later.
    window.localStorage.setItem('token', 'tok-0');
    await expect(api.get('/reception/rooms')).resolves.toBe('asked');
  });

  it('fails as an answer of its own would: 401 signs out, errors and silence read the same', async () => {
    startedEarly(
      '/api/aureo/reception/incomes/date/2026-11-26',
      Promise.resolve(jsonResponse({ status: 500, body: { message: 'Database unavailable.' } })),
    );
    startedEarly('/api/aureo/reception/today', Promise.reject(new TypeError('Failed to fetch')));
    startedEarly(
      '/api/aureo/reception/get-stats',
      Promise.resolve(jsonResponse({ status: 401, body: { message: 'Please sign in again.' } })),
    );
    const fetchMock = mockFetch(() => jsonResponse({ body: 'asked' }));

    const failed = await api.get('/reception/incomes/date/2026-11-26').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(errorMessage(failed, 'fallback')).toBe('Database unavailable.');
    const silent = await api.get('/reception/today').catch((e: unknown) => e);
    expect(errorMessage(silent, 'fallback')).toBe(
      'The server cannot be reached. Please check your connection and try again.',
    );
    await expect(api.get('/reception/get-stats')).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(reloadAt).toHaveBeenCalledWith('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not used by a read cancelled while it was on its way', async () => {
    startedEarly('/api/aureo/reception/rooms', Promise.resolve(jsonResponse({ body: [] })));
    const controller = new AbortController();
    const read = api.get('/reception/rooms', { signal: controller.signal });
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("waits for the calls' script still on its way, then takes what it started", async () => {
    let scriptRan = () => {};
    (window as WithEarlyCalls)[earlyCallsReadyKey] = new Promise<void>((done) => {
      scriptRan = done;
    });
    const fetchMock = mockFetch(() => jsonResponse({ body: ['asked'] }));
    const read = api.get('/reception/rooms');
    startedEarly('/api/aureo/reception/rooms', Promise.resolve(jsonResponse({ body: ['early'] })));
    scriptRan();

    await expect(read).resolves.toEqual(['early']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
