import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch.ts';
import { api, ApiError, errorMessage } from './api-client.ts';
import { reloadAt } from './navigation.ts';
import { setDisplayLanguage } from '../i18n/display-locale.ts';

vi.mock('./navigation.ts', () => ({ reloadAt: vi.fn() }));

const signIn = () => {
  window.localStorage.setItem('token', 'tok-1');
  window.localStorage.setItem('name', 'Hnin');
  window.localStorage.setItem('role', 'reception');
};

describe('api client', () => {
  beforeEach(() => vi.mocked(reloadAt).mockClear());

  it("calls /api/{hotel} with JSON and the token, 'aureo' by default", async () => {
    signIn();
    const fetchMock = mockFetch(() => jsonResponse({ body: { ok: true } }));
    await expect(api.put('/reception/rooms/101', { status: 5 })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/aureo/reception/rooms/101');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"status":5}');
    expect(init?.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-1',
    });
  });

  it('follows the stored hotel, adds query values and reaches the root scope', async () => {
    window.localStorage.setItem('hotel', 'swe');
    const fetchMock = mockFetch(() => jsonResponse({ body: [] }));
    await api.get('/reception/room-revenue', {
      query: { date: '2026-11-21', paymentType: 'cash', unused: undefined },
    });
    await api.get('/hotels', { scope: 'root' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/swe/reception/room-revenue?date=2026-11-21&paymentType=cash',
      '/api/hotels',
    ]);
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe(
      undefined,
    );
  });

  it("turns a failure into an ApiError with the status and the server's message", async () => {
    mockFetch(() => jsonResponse({ status: 409, body: { message: 'Room 101 is taken.' } }));
    const failure = await api.post('/reception/swap-room', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(409);
    expect((failure as ApiError).serverMessage).toBe('Room 101 is taken.');
    expect(errorMessage(failure, 'fallback')).toBe('Room 101 is taken.');

    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const bare = await api.get('/reception/rooms').catch((error: unknown) => error);
    expect((bare as ApiError).serverMessage).toBeUndefined();
    expect(errorMessage(bare, 'fallback')).toBe('Request failed with status code 502');
    // In Burmese too: a bare failure names no English.
    setDisplayLanguage('my');
    const bareInBurmese = await api.get('/reception/rooms').catch((error: unknown) => error);
    setDisplayLanguage('en');
    expect(errorMessage(bareInBurmese, 'fallback')).toBe('တောင်းဆိုမှု မအောင်မြင်ပါ (အမှားကုဒ် ၅၀၂)');
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback');
    expect(errorMessage('nonsense', 'fallback')).toBe('fallback');
  });

  it('forgets the sign-in and goes to / on a 401 from a reception call', async () => {
    signIn();
    window.localStorage.setItem('hotel', 'swe');
    mockFetch(() => jsonResponse({ status: 401, body: { message: 'Please sign in again.' } }));
    await expect(api.get('/reception/get-stats')).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('name')).toBeNull();
    expect(window.localStorage.getItem('role')).toBeNull();
    expect(window.localStorage.getItem('hotel')).toBe('swe');
    expect(reloadAt).toHaveBeenCalledWith('/');
  });

  it('leaves a 401 from sign-in to the form', async () => {
    mockFetch(() =>
      jsonResponse({ status: 401, body: { message: 'Invalid username or password' } }),
    );
    await expect(api.post('/login', {})).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('accepts an empty body', async () => {
    mockFetch(() => new Response(null, { status: 200 }));
    await expect(api.post('/logout')).resolves.toBeUndefined();
  });

  it('says the server cannot be reached when a call gets no answer', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await api.post('/login', { username: 'a', password: 'b' }).catch((e) => e);
    expect(errorMessage(failure, 'Login Failed')).toBe(
      'The server cannot be reached. Please check your connection and try again.',
    );
  });

  it('lets a cancelled call stay a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    mockFetch(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const failure = await api
      .get('/reception/rooms', { signal: controller.signal })
      .catch((e) => e);
    expect((failure as Error).name).toBe('AbortError');
  });
});
