import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import {
  authMessageSchema,
  tooManyUnauthenticatedCloseCode,
  unauthorizedCloseCode,
  type ServerMessage,
} from '@frontdesk/domain';
import type { AuthService } from '../auth/auth.service.ts';
import type { EventHub } from './event-hub.ts';

const authTimeoutMs = 10_000;
const defaultHeartbeatMs = 30_000;
export const maxSocketMessageBytes = 4096;
/**
 * Sockets one client address may hold open before they have sent a valid token. A desk needs one
 * (two while a reconnect overlaps); without a limit anyone could hold thousands for 10 s each.
 */
export const maxUnauthenticatedSocketsPerAddress = 5;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * The origins whose pages may open the socket besides the desk's own address (see
 * isAllowedOrigin): the app's public address (PUBLIC_URL) and those listed in ALLOWED_ORIGINS. A
 * loopback public address (the default http://localhost:PORT) also allows the other loopback
 * names of the same port.
 */
export const allowedSocketOrigins = (publicUrl: string, extra: readonly string[]): Set<string> => {
  const origins = new Set(extra.map((o) => o.replace(/\/+$/, '')));
  const url = new URL(publicUrl);
  origins.add(url.origin);
  if (loopbackHosts.has(url.hostname)) {
    for (const host of loopbackHosts) {
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return origins;
};

/**
 * Whether a page of `origin` was served by the address this request came to: a desk on the
 * hotel's network opens the server at its LAN address (http://192.168.1.20:3000) and its socket
 * names that same host. Host and port are compared, not the scheme (a TLS proxy in front
 * changes only that). A DNS-rebinding page passes this too, but it holds no token: the socket
 * still answers nothing until a valid token arrives (ADR 024).
 */
export const isSameHostOrigin = (origin: string, host: string | undefined): boolean => {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (sandboxed or file pages) and other non-URLs
  }
  const defaultPort = defaultPorts[url.protocol];
  if (!defaultPort) return false;
  const wanted = host.toLowerCase();
  return url.host === wanted || `${url.hostname}:${url.port || defaultPort}` === wanted;
};

/**
 * A browser may open the socket only from the desk's own address or an allowed origin; other
 * clients have only their token.
 */
export const isAllowedOrigin = (req: IncomingMessage, allowed: ReadonlySet<string>): boolean => {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: the token alone decides
  return allowed.has(origin) || isSameHostOrigin(origin, req.headers.host);
};

export const registerSocketRoutes = async (
  app: FastifyInstance,
  {
    auth,
    events,
    heartbeatMs = defaultHeartbeatMs,
  }: { auth: AuthService; events: EventHub; heartbeatMs?: number | undefined },
) => {
  // Per client address (request.ip: the proxy's X-Forwarded-For only under TRUST_PROXY).
  const unauthenticated = new Map<string, number>();
  app.get('/ws', { websocket: true }, (socket, request) => {
    const address = request.ip;
    const waiting = unauthenticated.get(address) ?? 0;
    if (waiting >= maxUnauthenticatedSocketsPerAddress) {
      socket.close(tooManyUnauthenticatedCloseCode, 'Too many unauthenticated sockets');
      return;
    }
    unauthenticated.set(address, waiting + 1);
    let counted = true;
    /** The socket authenticated or closed: it no longer counts against its address. */
    const uncount = () => {
      if (!counted) return;
      counted = false;
      const left = (unauthenticated.get(address) ?? 1) - 1;
      if (left > 0) unauthenticated.set(address, left);
      else unauthenticated.delete(address);
    };
    const send = (message: ServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    let unsubscribe: (() => void) | undefined;
    let stopWatchingRevocations: (() => void) | undefined;
    let token: string | undefined;
    let alive = true;
    const authTimer = setTimeout(
      () => socket.close(unauthorizedCloseCode, 'Unauthorized'),
      authTimeoutMs,
    );
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
      // A token revoked (logout, password reset) or expired since stops receiving events.
      if (token) {
        void auth.sessionOfToken(token).then(
          (session) => session === undefined && socket.close(unauthorizedCloseCode, 'Unauthorized'),
          () => undefined,
        );
      }
    }, heartbeatMs);
    socket.on('pong', () => {
      alive = true;
    });

    socket.once('message', async (data) => {
      clearTimeout(authTimer);
      let session: Awaited<ReturnType<AuthService['sessionOfToken']>>;
      try {
        const parsed = authMessageSchema.safeParse(JSON.parse(String(data)));
        if (parsed.success) {
          session = await auth.sessionOfToken(parsed.data.token);
          token = parsed.data.token;
        }
      } catch {
        session = undefined;
      }
      if (session === undefined || socket.readyState !== socket.OPEN) {
        socket.close(unauthorizedCloseCode, 'Unauthorized');
        return;
      }
      uncount();
      const { hotelId, sessionId, userId } = session;
      // Logout or a password reset ends the session: its sockets close now, not at a heartbeat.
      stopWatchingRevocations = events.onRevocation((revoked) => {
        if (
          revoked.hotelId === hotelId &&
          (revoked.sessionIds?.includes(sessionId) || revoked.userId === userId)
        ) {
          socket.close(unauthorizedCloseCode, 'Unauthorized');
        }
      });
      unsubscribe = events.subscribe(hotelId, send);
      send({ type: 'ready' });
    });

    socket.on('close', () => {
      uncount();
      clearTimeout(authTimer);
      clearInterval(heartbeat);
      unsubscribe?.();
      stopWatchingRevocations?.();
    });
  });
};
