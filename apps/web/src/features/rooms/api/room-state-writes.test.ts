import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { checkIn } from './check-in.ts';
import { checkOutRoom } from './check-out-guest.ts';
import { api, NotLiveError, refusalMessage } from '../../../lib/api-client.ts';
import {
  reportLiveStatus,
  resetLiveStatus,
  onCatchUpRequest,
} from '../../../lib/socket/live-status.ts';

const notLive = () => reportLiveStatus('stopped', 'Asia/Yangon', new Date('2026-11-25T07:35:00Z')); // 14:05 there

describe('room-state writes while the desk is not live', () => {
  beforeEach(() => window.localStorage.setItem('token', 'tok-1'));
  afterEach(() => resetLiveStatus());

  it('are refused unsent, saying since when, and ask for a fresh attempt', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ body: {} }));
    const catchUp = vi.fn();
    const stop = onCatchUpRequest(catchUp);
    notLive();
    const walkIn = {
      stayType: 'full-night' as const,
      guest: { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' },
      rooms: [{ roomNumber: '304', extraBed: false }],
      checkoutDate: '2026-11-26T12:00:00.000Z',
    };
    const failure = await checkIn({ request: walkIn, idempotencyKey: 'k-1' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(NotLiveError);
    const refused = await api
      .put('/reception/rooms/304', { status: 1 }, { roomState: true })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NotLiveError);
    expect(refusalMessage(refused)).toBe(
      'Not live since 14:05: this desk may be showing old room states, so nothing was saved. It reconnects by itself; try again once the room grid is live.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(catchUp).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never half-do a checkout: neither the guest nor the room is touched', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ body: {} }));
    notLive();
    await expect(checkOutRoom({ roomNumber: '304', guestId: 7 })).rejects.toBeInstanceOf(
      NotLiveError,
    );
    await expect(checkOutRoom({ roomNumber: '304' })).rejects.toBeInstanceOf(NotLiveError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leave reads and other writes alone, and go through once live again', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ body: [] }));
    notLive();
    await api.get('/reception/rooms');
    await api.post('/reception/create-income', { amount: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    reportLiveStatus('live');
    await api.put('/reception/rooms/304', { status: 6 }, { roomState: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
