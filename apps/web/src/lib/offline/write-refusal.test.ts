import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch.ts';
import {
  api,
  NetworkError,
  NotLiveError,
  refusalMessage,
  ServerUnreachableError,
} from '../api-client.ts';
import {
  getLiveState,
  onCatchUpRequest,
  reportFrameOpened,
  reportLiveStatus,
  resetLiveStatus,
} from '../socket/live-status.ts';

// 07:35 UTC is 14:05 in Yangon, the hotel's time.
const dropped = new Date('2026-11-25T07:35:00Z');

/** fetch as the browser does it when the server is down: no answer at all. */
const noAnswer = () => {
  throw new TypeError('Failed to fetch');
};

describe('writes while the server cannot be reached (ADR 047)', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', 'tok-1');
    vi.useFakeTimers({ toFake: ['Date'], now: dropped });
  });
  afterEach(() => {
    resetLiveStatus();
    vi.useRealTimers();
  });

  it('are all refused unsent once a call got no answer, saying since when; reads still go', async () => {
    let serverUp = false;
    const fetchMock = mockFetch(() => (serverUp ? jsonResponse({ body: [] }) : noAnswer()));
    const catchUp = vi.fn();
    const stop = onCatchUpRequest(catchUp);
    reportFrameOpened(null);
    reportLiveStatus('live', 'Asia/Yangon');

    await expect(api.get('/reception/rooms')).rejects.toBeInstanceOf(NetworkError);
    vi.setSystemTime(new Date('2026-11-25T07:50:00Z'));
    for (const write of [
      () => api.post('/reception/create-income', { amount: 1 }),
      () => api.post('/reception/food-orders', { items: [] }),
      () => api.put('/reception/rooms/304', { status: 6 }, { roomState: true }),
      () => api.delete('/reception/reservations/7'),
    ]) {
      const refused = await write().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ServerUnreachableError);
      // Every dialog that shows a room-state refusal shows this one too.
      expect(refused).toBeInstanceOf(NotLiveError);
      expect(refusalMessage(refused)).toBe(
        'The server cannot be reached (not live since 14:05), so nothing was sent or saved. This desk reconnects by itself; try again once the banner has gone.',
      );
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(catchUp).toHaveBeenCalledTimes(4);

    // Reads are how the desk finds its server again: the first answer lets writes through.
    serverUp = true;
    await api.get('/reception/rooms');
    expect(getLiveState().unreachable).toBe(false);
    await api.post('/reception/create-income', { amount: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
  });

  it("count a proxy's 502 as no answer from the server", async () => {
    const fetchMock = mockFetch(() => jsonResponse({ status: 502, body: 'Bad Gateway' }));
    reportFrameOpened(null);
    await expect(api.get('/reception/rooms')).rejects.toMatchObject({ status: 502 });
    await expect(api.post('/reception/create-income', { amount: 1 })).rejects.toBeInstanceOf(
      ServerUnreachableError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('wait for the first answer when the desk opened from its saved copy', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ body: [] }));
    reportFrameOpened(new Date('2026-11-25T06:10:00Z'));
    const refused = await api
      .post('/reception/create-income', { amount: 1 })
      .catch((error: unknown) => error);
    // Since when the saved copy was live: 12:40 in Yangon.
    expect(refusalMessage(refused)).toContain('(not live since 12:40)');
    expect(fetchMock).not.toHaveBeenCalled();
    reportLiveStatus('live', 'Asia/Yangon');
    await api.post('/reception/create-income', { amount: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('let logout through, and refuse nothing outside the reception frame', async () => {
    const fetchMock = mockFetch(noAnswer);
    reportFrameOpened(new Date('2026-11-25T06:10:00Z'));
    await expect(api.post('/logout')).rejects.toBeInstanceOf(NetworkError);
    resetLiveStatus();
    // The sign-in page: a call without an answer says so, and the next try is sent.
    await expect(api.get('/hotels', { scope: 'root' })).rejects.toBeInstanceOf(NetworkError);
    await expect(api.post('/login', { username: 'a' })).rejects.toBeInstanceOf(NetworkError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
