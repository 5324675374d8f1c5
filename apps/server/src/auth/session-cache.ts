import type { Revocation } from '../realtime/event-hub.ts';

export interface LiveSession {
  id: number;
  hotelId: number;
  role: 'reception' | 'admin';
  userId: number;
  userName: string;
  mustChangePassword: boolean;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
}

/**
 * Live sessions held in memory by token hash, so a call costs its own query and not a session
 * lookup too. An entry is dropped at once when its session ends (logout or password reset: the
 * revocation reaches every process through the event hub), is never served past its expiry, and
 * is read again from the database after `maxAgeMs` at the latest, which bounds what a missed
 * notification (a dropped LISTEN connection) or a session ended by hand in SQL can cost.
 */
export const createSessionCache = (options: { maxAgeMs: number; maxEntries: number }) => {
  const entries = new Map<string, { session: LiveSession; cachedAt: number }>();
  return {
    get(tokenHash: string, at: Date): LiveSession | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const { session, cachedAt } = entry;
      const now = at.getTime();
      if (
        now - cachedAt > options.maxAgeMs ||
        now < cachedAt ||
        session.expiresAt.getTime() <= now ||
        session.idleExpiresAt.getTime() <= now
      ) {
        entries.delete(tokenHash);
        return undefined;
      }
      return session;
    },
    set(tokenHash: string, session: LiveSession, at: Date): void {
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { session, cachedAt: at.getTime() });
    },
    /** Drops the sessions a revocation ended. */
    forget(revocation: Revocation): void {
      for (const [hash, { session }] of entries) {
        if (
          session.hotelId === revocation.hotelId &&
          (revocation.sessionIds?.includes(session.id) || revocation.userId === session.userId)
        ) {
          entries.delete(hash);
        }
      }
    },
  };
};
