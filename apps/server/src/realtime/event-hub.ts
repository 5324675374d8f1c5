import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { HotelEvent } from '@frontdesk/domain';

type Listener = (event: HotelEvent) => void;

/** Sessions ended (logout, password reset): their sockets close at once, in every process. */
export interface Revocation {
  hotelId: number;
  sessionIds?: number[];
  userId?: number;
}
type RevocationListener = (revocation: Revocation) => void;
const channel = 'frontdesk_events';

/**
 * Per-hotel broadcast. On PostgreSQL, events go through LISTEN/NOTIFY so every server process
 * on the database delivers them to its own sockets; on the embedded database there is one process.
 */
export const createEventHub = async (log: FastifyBaseLogger, pool?: pg.Pool) => {
  const listeners = new Map<number, Set<Listener>>();
  const revocationListeners = new Set<RevocationListener>();

  const deliver = (hotelId: number, event: HotelEvent) => {
    for (const listener of listeners.get(hotelId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error }, 'event listener failed');
      }
    }
  };

  const deliverRevocation = (revocation: Revocation) => {
    for (const listener of revocationListeners) {
      try {
        listener(revocation);
      } catch (error) {
        log.warn({ err: error }, 'revocation listener failed');
      }
    }
  };

  let listenClient: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      const payload = JSON.parse(message.payload) as
        { hotelId: number; event: HotelEvent } | { revocation: Revocation };
      if ('revocation' in payload) deliverRevocation(payload.revocation);
      else deliver(payload.hotelId, payload.event);
    } catch (error) {
      log.warn({ err: error }, 'malformed event notification');
    }
  };
  const scheduleListen = () => {
    if (closed) return;
    retry = setTimeout(() => {
      listen().catch((error: unknown) => {
        log.warn({ err: String(error) }, 'could not listen for events; retrying');
        scheduleListen();
      });
    }, 1000);
  };
  /** Listens on a dedicated connection, and listens again when that connection is lost. */
  const listen = async (): Promise<void> => {
    if (!pool || closed) return;
    const client = await pool.connect();
    client.on('notification', onNotification);
    let lost = false;
    // A dropped connection reports more than one error; act on the first.
    client.on('error', (error) => {
      // After close() the client is back in the pool (or ended): nothing left to do.
      if (lost || closed) return;
      lost = true;
      log.warn({ err: error.message }, 'event listener connection lost; reconnecting');
      if (listenClient === client) listenClient = undefined;
      client.release(error);
      scheduleListen();
    });
    await client.query(`LISTEN ${channel}`);
    listenClient = client;
  };
  await listen();

  return {
    subscribe(hotelId: number, listener: Listener): () => void {
      let set = listeners.get(hotelId);
      if (!set) listeners.set(hotelId, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    async publish(hotelId: number, event: HotelEvent): Promise<void> {
      if (pool) {
        await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify({ hotelId, event })]);
      } else {
        deliver(hotelId, event);
      }
    },
    onRevocation(listener: RevocationListener): () => void {
      revocationListeners.add(listener);
      return () => revocationListeners.delete(listener);
    },
    async publishRevocation(revocation: Revocation): Promise<void> {
      if (pool) {
        await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify({ revocation })]);
      } else {
        deliverRevocation(revocation);
      }
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      revocationListeners.clear();
      if (listenClient) {
        await listenClient.query(`UNLISTEN ${channel}`).catch(() => {});
        listenClient.release();
      }
    },
  };
};
export type EventHub = Awaited<ReturnType<typeof createEventHub>>;
