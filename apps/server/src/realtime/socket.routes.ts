import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { authMessageSchema, unauthorizedCloseCode, type ServerMessage } from '@frontdesk/domain';
import type { AuthService } from '../auth/auth.service.ts';
import type { EventHub } from './event-hub.ts';

const authTimeoutMs = 10_000;
const defaultHeartbeatMs = 30_000;
export const maxSocketMessageBytes = 4096;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins whose pages may open the socket: the app's public address (PUBLIC_URL) and those
 * listed in ALLOWED_ORIGINS. Never the request's own Host header, which a DNS-rebinding page
 * names freely. A loopback public address (the default http://localhost:PORT) also allows the
 * other loopback names of the same port; a desk on the hotel's network needs PUBLIC_URL set.
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

/** A browser may open the socket only from an allowed origin; other clients have only their token. */
export const isAllowedOrigin = (req: IncomingMessage, allowed: ReadonlySet<string>): boolean => {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: the token alone decides
  return allowed.has(origin);
};

export const registerSocketRoutes = async (
  app: FastifyInstance,
  {
    auth,
    events,
    heartbeatMs = defaultHeartbeatMs,
  }: { auth: AuthService; events: EventHub; heartbeatMs?: number | undefined },
) => {
  app.get('/ws', { websocket: true }, (socket) => {
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
      clearTimeout(authTimer);
      clearInterval(heartbeat);
      unsubscribe?.();
      stopWatchingRevocations?.();
    });
  });
};
