import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { authMessageSchema, unauthorizedCloseCode, type ServerMessage } from '@frontdesk/domain';
import type { AuthService } from '../auth/auth.service.ts';
import type { EventHub } from './event-hub.ts';

const authTimeoutMs = 10_000;
const defaultHeartbeatMs = 30_000;
export const maxSocketMessageBytes = 4096;

/** A browser may open the socket only from the app's own origin (or one listed in ALLOWED_ORIGINS). */
export const isAllowedOrigin = (req: IncomingMessage, allowed: readonly string[]): boolean => {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: the token alone decides
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
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
        void auth.hotelIdOfToken(token).then(
          (hotelId) => hotelId === undefined && socket.close(unauthorizedCloseCode, 'Unauthorized'),
          () => undefined,
        );
      }
    }, heartbeatMs);
    socket.on('pong', () => {
      alive = true;
    });

    socket.once('message', async (data) => {
      clearTimeout(authTimer);
      let hotelId: number | undefined;
      try {
        const parsed = authMessageSchema.safeParse(JSON.parse(String(data)));
        if (parsed.success) {
          hotelId = await auth.hotelIdOfToken(parsed.data.token);
          token = parsed.data.token;
        }
      } catch {
        hotelId = undefined;
      }
      if (hotelId === undefined) {
        socket.close(unauthorizedCloseCode, 'Unauthorized');
        return;
      }
      unsubscribe = events.subscribe(hotelId, send);
      send({ type: 'ready' });
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(heartbeat);
      unsubscribe?.();
    });
  });
};
