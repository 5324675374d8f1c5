import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createFakeSocket, FakeSocket } from '../../test/fake-socket.ts';
import { reloadAt } from '../navigation.ts';
import { useHotelSocket } from './use-hotel-socket.ts';
import { getLiveState } from './live-status.ts';

vi.mock('../navigation.ts', () => ({ reloadAt: vi.fn() }));

const setup = () => {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useHotelSocket({ createSocket: createFakeSocket, url: 'ws://desk.test/ws' }),
    { wrapper },
  );
  const invalidatedKeys = () =>
    invalidate.mock.calls.map(
      ([filters]) => (filters as { queryKey?: unknown } | undefined)?.queryKey,
    );
  return { hook, invalidate, invalidatedKeys, queryClient };
};

describe('useHotelSocket', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.mocked(reloadAt).mockClear();
    window.localStorage.setItem('token', 'tok-1');
  });

  it("shows a room's new status from its event before the refetch", () => {
    const { queryClient } = setup();
    const room = (Room: string, Status: number) => ({ Room, Status, Floor: 1 });
    queryClient.setQueryData(['rooms'], [room('101', 1), room('102', 1)]);
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    FakeSocket.latest.receive({ type: 'room_updated', room: '102', status: 5, refreshStats: true });
    expect(queryClient.getQueryData(['rooms'])).toEqual([room('101', 1), room('102', 5)]);
  });

  it('does not connect without a token', () => {
    window.localStorage.removeItem('token');
    setup();
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('invalidates what each event makes stale', () => {
    const { invalidatedKeys, invalidate } = setup();
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });

    FakeSocket.latest.receive({ type: 'reservation_updated' });
    expect(invalidatedKeys()).toEqual([
      ['reservations'],
      ['room-revenue'],
      ['food-revenue'],
      ['stats'],
      ['incomes'],
    ]);

    invalidate.mockClear();
    FakeSocket.latest.receive({ type: 'room_updated', room: '101', status: 2, refreshStats: true });
    expect(invalidatedKeys()).toContainEqual(['rooms']);
    expect(invalidatedKeys()).not.toContainEqual(['admin-revenue']);

    invalidate.mockClear();
    FakeSocket.latest.receive({ type: 'payment_updated' });
    expect(invalidatedKeys()).toContainEqual(['admin-revenue']);
    expect(invalidatedKeys()).toContainEqual(['stats']);
    expect(invalidatedKeys()).not.toContainEqual(['rooms']);
  });

  it('refetches everything after a reconnect', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { invalidate } = setup();
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    expect(invalidate).not.toHaveBeenCalled();

    FakeSocket.latest.drop();
    vi.advanceTimersByTime(1000);
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    expect(invalidate).toHaveBeenCalledWith();
  });

  /** Connects, then loses the server for good (the five retries of SPEC.md fail). */
  const giveUp = () => {
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      FakeSocket.latest.drop();
      vi.advanceTimersByTime(delay);
    }
    FakeSocket.latest.drop();
  };

  it('tells the screen whether it is live', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { hook } = setup();
    expect(hook.result.current.status).toBe('connecting');
    act(() => {
      FakeSocket.latest.open();
      FakeSocket.latest.receive({ type: 'ready' });
    });
    expect(hook.result.current.status).toBe('live');
    act(() => FakeSocket.latest.drop());
    expect(hook.result.current.status).toBe('reconnecting');
    act(() => {
      for (const delay of [1000, 2000, 4000, 8000, 16000]) {
        vi.advanceTimersByTime(delay);
        FakeSocket.latest.drop();
      }
    });
    expect(hook.result.current.status).toBe('stopped');
  });

  const seeThePage = (visibility: DocumentVisibilityState) => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it.each([
    ['focus', () => window.dispatchEvent(new Event('focus'))],
    ['online', () => window.dispatchEvent(new Event('online'))],
    ['the page coming into sight', () => seeThePage('visible')],
  ])('after giving up, refetches everything and tries again at once on %s', (_trigger, trigger) => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { invalidate } = setup();
    act(giveUp);
    expect(FakeSocket.instances).toHaveLength(6);
    expect(invalidate).not.toHaveBeenCalled();

    act(trigger);
    expect(invalidate).toHaveBeenCalledWith();
    expect(FakeSocket.instances).toHaveLength(7);
    invalidate.mockClear();
    act(() => {
      FakeSocket.latest.open();
      FakeSocket.latest.receive({ type: 'ready' });
    });
    // Ready again: what was shown is fetched again, since events were missed meanwhile.
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('does nothing when the page is hidden', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { invalidate } = setup();
    act(giveUp);
    act(() => seeThePage('hidden'));
    expect(invalidate).not.toHaveBeenCalled();
    expect(FakeSocket.instances).toHaveLength(6);
  });

  it('with nobody touching it, catches up by itself once the server answers again', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { hook, invalidate } = setup();
    act(giveUp);
    expect(hook.result.current.status).toBe('stopped');
    // The calm checks: not sooner than 10 s, not later than 20 s, each.
    act(() => vi.advanceTimersByTime(9_999));
    expect(FakeSocket.instances).toHaveLength(6);
    act(() => vi.advanceTimersByTime(10_001));
    expect(FakeSocket.instances).toHaveLength(7);
    act(() => FakeSocket.latest.drop());
    act(() => vi.advanceTimersByTime(20_000));
    expect(FakeSocket.instances).toHaveLength(8);
    expect(invalidate).not.toHaveBeenCalled();

    act(() => {
      FakeSocket.latest.open();
      FakeSocket.latest.receive({ type: 'ready' });
    });
    expect(hook.result.current.status).toBe('live');
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('tells the rest of the screen since when it is not live, until it is live again', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T07:35:00Z') });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { hook } = setup();
    act(() => {
      FakeSocket.latest.open();
      FakeSocket.latest.receive({ type: 'ready' });
    });
    expect(getLiveState().notLiveSince).toBeNull();
    act(giveUp);
    expect(getLiveState()).toMatchObject({
      status: 'stopped',
      notLiveSince: new Date('2026-11-25T07:35:00Z'),
    });
    act(() => hook.result.current.reconnect());
    act(() => {
      FakeSocket.latest.open();
      FakeSocket.latest.receive({ type: 'ready' });
    });
    expect(getLiveState()).toMatchObject({ status: 'live', notLiveSince: null });
    act(() => FakeSocket.latest.drop());
    hook.unmount();
    expect(getLiveState().notLiveSince).toBeNull();
  });

  it('does nothing on focus while live', () => {
    const { invalidate } = setup();
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    expect(invalidate).not.toHaveBeenCalled();
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reconnect() refetches and opens a new connection', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { hook, invalidate } = setup();
    act(giveUp);
    act(() => hook.result.current.reconnect());
    expect(invalidate).toHaveBeenCalledWith();
    expect(FakeSocket.instances).toHaveLength(7);
    expect(hook.result.current.status).toBe('reconnecting');
  });

  it('stops listening for focus when unmounted', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { hook, invalidate } = setup();
    act(giveUp);
    hook.unmount();
    window.dispatchEvent(new Event('focus'));
    expect(invalidate).not.toHaveBeenCalled();
    expect(FakeSocket.instances).toHaveLength(6);
  });

  it('forgets the sign-in and goes to / when the token is refused', () => {
    window.localStorage.setItem('name', 'Hnin');
    window.localStorage.setItem('role', 'reception');
    window.localStorage.setItem('hotel', 'swe');
    setup();
    FakeSocket.latest.open();
    FakeSocket.latest.drop(4401);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('name')).toBeNull();
    expect(window.localStorage.getItem('role')).toBeNull();
    expect(window.localStorage.getItem('hotel')).toBe('swe');
    expect(reloadAt).toHaveBeenCalledWith('/');
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('closes the connection on unmount', () => {
    const { hook } = setup();
    FakeSocket.latest.open();
    hook.unmount();
    expect(FakeSocket.latest.closedByClient).toBe(1000);
  });
});
