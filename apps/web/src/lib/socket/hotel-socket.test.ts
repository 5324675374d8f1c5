import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, FakeSocket } from '../../test/fake-socket.ts';
import { createHotelSocket, hotelSocketUrl, type HotelSocketOptions } from './hotel-socket.ts';

const start = (options: Partial<HotelSocketOptions> = {}) =>
  createHotelSocket({
    url: 'ws://desk.test/ws',
    token: 'tok-1',
    onEvent: vi.fn(),
    createSocket: createFakeSocket,
    ...options,
  });

/** Advances time until just before `ms`, checks nothing happened, then to `ms`. */
const expectReconnectAfter = (ms: number) => {
  const before = FakeSocket.instances.length;
  vi.advanceTimersByTime(ms - 1);
  expect(FakeSocket.instances.length).toBe(before);
  vi.advanceTimersByTime(1);
  expect(FakeSocket.instances.length).toBe(before + 1);
};

describe('createHotelSocket', () => {
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the token first, then reports events', () => {
    const onEvent = vi.fn();
    start({ onEvent });
    const socket = FakeSocket.latest;
    expect(socket.url).toBe('ws://desk.test/ws');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'tok-1' }]);

    socket.receive({ type: 'ready' });
    socket.receive({ type: 'room_updated', room: '101', status: 5, refreshStats: true });
    socket.receive({ type: 'payment_updated' });
    expect(onEvent.mock.calls).toEqual([
      [{ type: 'room_updated', room: '101', status: 5, refreshStats: true }],
      [{ type: 'payment_updated' }],
    ]);
  });

  it('retries after 1, 2, 4, 8 and 16 seconds, then says it stopped', () => {
    const onStatusChange = vi.fn();
    start({ onStatusChange });
    expect(FakeSocket.instances).toHaveLength(1);
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      FakeSocket.latest.drop();
      expectReconnectAfter(delay);
    }
    FakeSocket.latest.drop();
    expect(onStatusChange).toHaveBeenLastCalledWith('stopped');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('after the five attempts keeps checking calmly, every 10 to 20 s as chance spreads it', () => {
    const draws = [0, 0.5, 0.999];
    const onStatusChange = vi.fn();
    start({ onStatusChange, random: () => draws.shift() ?? 0 });
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      FakeSocket.latest.drop();
      vi.advanceTimersByTime(delay);
    }
    for (const delay of [10_000, 15_000, 19_990]) {
      FakeSocket.latest.drop();
      expectReconnectAfter(delay);
    }
    // Still stopped while it checks: the banner and its Reconnect button stay (SPEC.md).
    expect(onStatusChange.mock.calls.map(([status]) => status)).toEqual([
      'reconnecting',
      'stopped',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is live again, and asks for a refetch, when a calm check finds the server', () => {
    const onReconnected = vi.fn();
    const onStatusChange = vi.fn();
    start({ onReconnected, onStatusChange, random: () => 0 });
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    for (const delay of [1000, 2000, 4000, 8000, 16000, 10_000, 10_000]) {
      FakeSocket.latest.drop();
      vi.advanceTimersByTime(delay);
    }
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    expect(onStatusChange).toHaveBeenLastCalledWith('live');
    expect(onReconnected).toHaveBeenCalledTimes(1);
    // Dropped again later: SPEC.md's five quick attempts come first again.
    FakeSocket.latest.drop();
    expectReconnectAfter(1000);
  });

  it('starts counting again after a successful open', () => {
    start();
    FakeSocket.latest.drop();
    expectReconnectAfter(1000);
    FakeSocket.latest.drop();
    expectReconnectAfter(2000);

    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    FakeSocket.latest.drop();
    expectReconnectAfter(1000);
    FakeSocket.latest.drop();
    expectReconnectAfter(2000);
  });

  it('reports when it is live, retrying and when it gave up', () => {
    const onStatusChange = vi.fn();
    start({ onStatusChange });
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    expect(onStatusChange.mock.calls).toEqual([['live']]);
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      FakeSocket.latest.drop();
      vi.advanceTimersByTime(delay);
    }
    expect(onStatusChange.mock.calls).toEqual([['live'], ['reconnecting']]);
    FakeSocket.latest.drop();
    expect(onStatusChange.mock.lastCall).toEqual(['stopped']);
  });

  it('after giving up, reconnect() tries at once with the full count of retries again', () => {
    const onReconnected = vi.fn();
    const onStatusChange = vi.fn();
    const socket = start({ onReconnected, onStatusChange });
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      FakeSocket.latest.drop();
      vi.advanceTimersByTime(delay);
    }
    FakeSocket.latest.drop();
    expect(FakeSocket.instances).toHaveLength(6);

    socket.reconnect();
    expect(FakeSocket.instances).toHaveLength(7);
    expect(onStatusChange.mock.lastCall).toEqual(['reconnecting']);
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      FakeSocket.latest.drop();
      expectReconnectAfter(delay);
    }
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(onStatusChange.mock.lastCall).toEqual(['live']);
  });

  it('reconnect() replaces a pending retry and leaves an open connection alone', () => {
    const socket = start();
    FakeSocket.latest.open();
    socket.reconnect();
    expect(FakeSocket.instances).toHaveLength(1);

    FakeSocket.latest.drop();
    socket.reconnect();
    expect(FakeSocket.instances).toHaveLength(2);
    // The retry that was waiting (1 s) does not open a second connection.
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    // Nor does another press while this one is opening.
    socket.reconnect();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('does not retry when the server refuses the token (4401)', () => {
    const onUnauthorized = vi.fn();
    start({ onUnauthorized });
    FakeSocket.latest.open();
    FakeSocket.latest.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('asks for a refetch when ready again after a reconnect, not on the first ready', () => {
    const onReconnected = vi.fn();
    start({ onReconnected });
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    expect(onReconnected).not.toHaveBeenCalled();

    FakeSocket.latest.drop();
    vi.advanceTimersByTime(1000);
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 'ready' });
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('sends only while open, otherwise warns', () => {
    const socket = start();
    expect(socket.send({ type: 'ping' })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);

    FakeSocket.latest.open();
    expect(socket.send({ type: 'ping' })).toBe(true);
    expect(FakeSocket.latest.sent.at(-1)).toEqual({ type: 'ping' });
  });

  it('ignores messages it does not know', () => {
    const onEvent = vi.fn();
    start({ onEvent });
    FakeSocket.latest.open();
    FakeSocket.latest.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    FakeSocket.latest.receive({ type: 'something_else' });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('stays closed after close()', () => {
    const socket = start();
    FakeSocket.latest.open();
    socket.close();
    expect(FakeSocket.latest.closedByClient).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('also stops a pending retry on close()', () => {
    const socket = start();
    FakeSocket.latest.drop();
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('uses wss on https pages', () => {
    expect(hotelSocketUrl({ protocol: 'https:', host: 'desk.example' })).toBe(
      'wss://desk.example/ws',
    );
    expect(hotelSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/ws',
    );
  });
});
