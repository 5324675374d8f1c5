import {
  reconnectDelayMs,
  serverMessageSchema,
  socketReconnect,
  unauthorizedCloseCode,
  type HotelEvent,
} from '@frontdesk/domain';

/** The part of the browser's WebSocket this client uses (a fake one stands in for it in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

const openState = 1;
const normalClosure = 1000;

/**
 * After SPEC.md's five attempts the desk goes on checking, calmly: one attempt every 10 to 20 s,
 * spread at random so that the desks of a hotel do not all knock at the same moment when its
 * server comes back (ADR 024). A desk is back within about 20 s of its server.
 */
export const calmCheck = { minMs: 10_000, maxMs: 20_000 } as const;
export const calmCheckDelayMs = (random: number): number =>
  Math.round(calmCheck.minMs + random * (calmCheck.maxMs - calmCheck.minMs));

/**
 * Whether the desk is live: `connecting` until the first ready, `live` after a ready,
 * `reconnecting` while SPEC.md's retries are pending, `stopped` once they are used up (calm
 * checks go on) or the token was refused. Anything but `live` after the first ready means events
 * may have been missed.
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface HotelSocketOptions {
  url: string;
  token: string;
  /** A hotel event arrived (after the server said ready). */
  onEvent: (event: HotelEvent) => void;
  /** The server said ready on a connection other than the first: refetch what is shown. */
  onReconnected?: () => void;
  /** The server refused the token (close code 4401); no retry follows. */
  onUnauthorized?: () => void;
  /** The connection became live, started retrying or gave up. */
  onStatusChange?: (status: LiveStatus) => void;
  createSocket?: SocketFactory;
  /** Spreads the calm checks (tests fix it); a number in [0, 1). */
  random?: () => number;
}

export interface HotelSocket {
  /** Sends JSON while the connection is open; otherwise warns and answers false. */
  send: (message: unknown) => boolean;
  /**
   * A fresh attempt now, with the full count of retries, unless a connection is open or opening
   * (the desk regained focus or the network, or someone pressed Reconnect).
   */
  reconnect: () => void;
  /** Closes for good: no reconnect follows. */
  close: () => void;
}

const browserSocket: SocketFactory = (url) => new WebSocket(url);

/** ws://host/ws or wss://host/ws on the page's own host. */
export const hotelSocketUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

/**
 * The live connection of SPEC.md section 4: authenticates first, then reports events. When the
 * connection drops it retries after 1000 ms x 2^attempt, at most `socketReconnect.maxAttempts`
 * times in a row, then says it stopped; an open connection (and the server's ready) resets the
 * count. After that it keeps checking at the calm pace, so that a desk nobody touches catches up
 * by itself once the server is back; `reconnect()` tries at once.
 */
export const createHotelSocket = ({
  url,
  token,
  onEvent,
  onReconnected,
  onUnauthorized,
  onStatusChange,
  createSocket = browserSocket,
  random = Math.random,
}: HotelSocketOptions): HotelSocket => {
  let current: SocketLike | undefined;
  let attempt = 0;
  let connections = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  let status: LiveStatus = 'connecting';

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatusChange?.(next);
  };

  const handleMessage = (raw: unknown) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(raw));
    } catch {
      console.warn('Ignoring a socket message that is not JSON');
      return;
    }
    const message = serverMessageSchema.safeParse(parsed);
    if (!message.success) {
      console.warn('Ignoring an unknown socket message', parsed);
      return;
    }
    if (message.data.type === 'ready') {
      attempt = 0;
      setStatus('live');
      if (connections > 1) onReconnected?.();
      return;
    }
    onEvent(message.data);
  };

  const retryAfter = (delay: number) => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, delay);
  };

  const scheduleReconnect = () => {
    if (attempt >= socketReconnect.maxAttempts) {
      if (status !== 'stopped') {
        console.warn(
          `Live updates stopped after ${socketReconnect.maxAttempts} reconnect attempts`,
        );
        setStatus('stopped');
      }
      retryAfter(calmCheckDelayMs(random()));
      return;
    }
    setStatus('reconnecting');
    const delay = reconnectDelayMs(attempt);
    attempt += 1;
    retryAfter(delay);
  };

  const connect = () => {
    if (ended) return;
    connections += 1;
    let socket: SocketLike;
    try {
      socket = createSocket(url);
    } catch (error) {
      console.warn('Could not open the live connection', error);
      scheduleReconnect();
      return;
    }
    current = socket;
    socket.onopen = () => {
      attempt = 0;
      socket.send(JSON.stringify({ type: 'auth', token }));
    };
    socket.onmessage = (event) => handleMessage(event.data);
    socket.onerror = () => console.warn('Live connection error');
    socket.onclose = (event) => {
      if (current === socket) current = undefined;
      if (ended) return;
      if (event.code === unauthorizedCloseCode) {
        ended = true;
        setStatus('stopped');
        onUnauthorized?.();
        return;
      }
      scheduleReconnect();
    };
  };

  connect();

  return {
    send: (message) => {
      if (!current || current.readyState !== openState) {
        console.warn('Live connection is not open; message not sent', message);
        return false;
      }
      current.send(JSON.stringify(message));
      return true;
    },
    reconnect: () => {
      if (ended || current) return;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      retryTimer = undefined;
      attempt = 0;
      setStatus('reconnecting');
      connect();
    },
    close: () => {
      ended = true;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      retryTimer = undefined;
      const socket = current;
      current = undefined;
      socket?.close(normalClosure, 'Leaving');
    },
  };
};
