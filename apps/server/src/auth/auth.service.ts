import type { FastifyBaseLogger } from 'fastify';
import type { LoginRequest, LoginResponse, ResetPasswordRequest, Role } from '@frontdesk/domain';
import type { Database } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { Revocation } from '../realtime/event-hub.ts';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../http/errors.ts';
import {
  consumePasswordReset,
  findLiveSession,
  findUserByEmail,
  findUserByUsername,
  insertPasswordReset,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
  updatePasswordHash,
} from './auth.repository.ts';
import type { Mailer } from './mailer.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password.ts';
import { createKnownDevices } from './known-devices.ts';
import { createAttemptLimiter, type AttemptLimiter } from './rate-limit.ts';
import { createSessionCache, type LiveSession } from './session-cache.ts';
import { hashToken, newToken } from './tokens.ts';

const minute = 60_000;
const hour = 60 * minute;
/** A desk that sits unused for a shift signs in again; no token lives longer than a week. */
export const sessionIdleMs = 12 * hour;
export const sessionAbsoluteMs = 7 * 24 * hour;
const touchEveryMs = 5 * minute;
export const passwordResetMs = 30 * minute;

export interface Caller {
  hotel: HotelRow;
  sessionId: number;
  userId: number;
  userName: string;
  role: Role;
}

export interface AuthServiceOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Told of every ended session, so its live sockets close at once. */
  onRevoked?: (revocation: Revocation) => Promise<void>;
}

const tooManyAttempts = () =>
  tooManyRequests('Too many sign-in attempts. Please wait 15 minutes and try again.');

export const createAuthService = ({
  db,
  mailer,
  log,
  now = () => new Date(),
  onRevoked = async () => {},
}: AuthServiceOptions) => {
  const announceRevoked = async (revocation: Revocation) => {
    liveSessions.forget(revocation);
    await onRevoked(revocation).catch((error: unknown) =>
      log.warn({ err: error }, 'could not announce ended sessions'),
    );
  };
  // Every attempt takes a slot before its password is checked; a success gives it back
  // (ADR 020). Per username from one address, so nobody elsewhere can lock the front desk out...
  const failuresPerUserAndIp = createAttemptLimiter({ limit: 10, windowMs: 15 * minute });
  // ...a ceiling per username across all addresses against a spread-out guessing attack...
  const failuresPerUser = createAttemptLimiter({ limit: 100, windowMs: 15 * minute });
  // ...and per address, which stops only unknown usernames and users who failed from there.
  const failuresPerIp = createAttemptLimiter({ limit: 20, windowMs: 15 * minute });
  // A browser that signed the user in before counts against itself alone.
  const failuresPerDevice = createAttemptLimiter({ limit: 10, windowMs: 15 * minute });
  const knownDevices = createKnownDevices();
  const liveSessions = createSessionCache({ maxAgeMs: minute, maxEntries: 10_000 });

  /** The live session of a token, from memory when it was read in the last minute. */
  const liveSession = async (token: string, at: Date): Promise<LiveSession | undefined> => {
    const tokenHash = hashToken(token);
    const cached = liveSessions.get(tokenHash, at);
    if (cached) return cached;
    const row = await findLiveSession(db, tokenHash, at);
    if (!row) return undefined;
    const session = { ...row, role: row.role as Role };
    liveSessions.set(tokenHash, session, at);
    return session;
  };
  const resetsPerIp = createAttemptLimiter({ limit: 10, windowMs: 15 * minute });
  const resetsPerEmail = createAttemptLimiter({ limit: 3, windowMs: 15 * minute });

  const startSession = async (hotel: HotelRow, userId: number, role: Role) => {
    const token = newToken();
    const at = now();
    await insertSession(db, {
      hotelId: hotel.id,
      userId,
      role,
      tokenHash: hashToken(token),
      lastSeenAt: at,
      idleExpiresAt: new Date(at.getTime() + sessionIdleMs),
      expiresAt: new Date(at.getTime() + sessionAbsoluteMs),
    });
    return token;
  };

  return {
    /**
     * Signs a user in; `adminOnly` is the admin-login path, which accepts admins only.
     * `deviceCookie` is the known-device cookie the browser sent, if any; the answer carries
     * the cookie to keep (`device`).
     */
    async login(
      hotel: HotelRow,
      credentials: LoginRequest,
      ip: string,
      adminOnly: boolean,
      deviceCookie?: string,
    ): Promise<LoginResponse & { device: string }> {
      const username = credentials.username.toLowerCase();
      const userKey = `${hotel.id}:${username}`;
      const userIpKey = `${userKey}:${ip}`;
      const user = await findUserByUsername(db, hotel.id, credentials.username);

      const device = knownDevices.read(hotel.id, deviceCookie);
      const slots: [AttemptLimiter, string][] =
        device?.username === username
          ? [[failuresPerDevice, `${hotel.id}:${device.id}`]]
          : [
              [failuresPerUserAndIp, userIpKey],
              [failuresPerUser, userKey],
              [failuresPerIp, ip],
            ];
      // Synchronous from the check to the record: parallel attempts cannot all pass the check.
      // The address's window stops only unknown usernames and users who failed from there.
      const blocked = slots.some(([limiter, key]) =>
        limiter === failuresPerIp
          ? limiter.isBlocked(key) && (!user || failuresPerUserAndIp.count(userIpKey) > 0)
          : limiter.isBlocked(key),
      );
      if (blocked) throw tooManyAttempts();
      for (const [limiter, key] of slots) limiter.record(key);

      const valid = user
        ? await verifyPassword(user.passwordHash, credentials.password)
        : (await verifyAgainstDecoy(credentials.password), false);
      if (!user || !valid) throw unauthorized('Invalid username or password');
      for (const [limiter, key] of slots) limiter.release(key);
      if (adminOnly && user.role !== 'admin') {
        throw forbidden('This account cannot sign in as admin.');
      }
      failuresPerUserAndIp.clear(userIpKey);
      const token = await startSession(hotel, user.id, user.role);
      return {
        token,
        user: { name: user.name, role: user.role },
        device:
          device?.username === username ? deviceCookie! : knownDevices.issue(hotel.id, username),
      };
    },

    /** The Set-Cookie header that keeps a known-device cookie in the browser. */
    deviceCookieHeader(hotel: HotelRow, value: string, secure: boolean): string {
      return knownDevices.setCookieHeader(hotel.key, value, secure);
    },

    /** The caller behind a bearer token, or 401 for a missing, expired, revoked or other-hotel one. */
    async authenticate(hotel: HotelRow, token: string | undefined): Promise<Caller> {
      if (!token) throw unauthorized('Please sign in first.');
      const at = now();
      const session = await liveSession(token, at);
      if (!session || session.hotelId !== hotel.id) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      if (at.getTime() - session.lastSeenAt.getTime() > touchEveryMs) {
        const idleExpiresAt = new Date(at.getTime() + sessionIdleMs);
        await touchSession(db, session.id, at, idleExpiresAt);
        Object.assign(session, { lastSeenAt: at, idleExpiresAt });
      }
      return {
        hotel,
        sessionId: session.id,
        userId: session.userId,
        userName: session.userName,
        role: session.role,
      };
    },

    /** The live session of a token (the websocket learns its hotel from the token alone). */
    async sessionOfToken(
      token: string,
    ): Promise<{ hotelId: number; sessionId: number; userId: number } | undefined> {
      const session = await liveSession(token, now());
      return session && { hotelId: session.hotelId, sessionId: session.id, userId: session.userId };
    },

    /** Ended sessions, told by the event hub (this process or another): out of memory at once. */
    forgetSessions(revocation: Revocation): void {
      liveSessions.forget(revocation);
    },

    async logout(caller: Caller): Promise<void> {
      await revokeSession(db, caller.sessionId, now());
      await announceRevoked({ hotelId: caller.hotel.id, sessionIds: [caller.sessionId] });
    },

    /**
     * Answers the same whether or not the email is known; the link is sent in the background so
     * timing does not tell either.
     */
    async requestPasswordReset(hotel: HotelRow, email: string, ip: string, baseUrl: string) {
      const emailKey = `${hotel.id}:${email.toLowerCase()}`;
      if (resetsPerIp.isBlocked(ip) || resetsPerEmail.isBlocked(emailKey)) {
        throw tooManyRequests('Too many requests. Please wait 15 minutes and try again.');
      }
      resetsPerIp.record(ip);
      resetsPerEmail.record(emailKey);
      const user = await findUserByEmail(db, hotel.id, email);
      if (!user?.email) return;
      const token = newToken();
      await insertPasswordReset(db, {
        hotelId: hotel.id,
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + passwordResetMs),
      });
      const link = `${baseUrl}/reset-password?hotel=${encodeURIComponent(hotel.key)}&token=${token}`;
      void mailer({
        to: user.email,
        subject: `${hotel.name}: reset your password`,
        text:
          `Hello ${user.name},\n\nSomeone asked to reset the password of the account ` +
          `'${user.username}' at ${hotel.name}. Open this link within 30 minutes to choose a new ` +
          `password:\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this mail.\n`,
      }).catch((error: unknown) =>
        log.error({ err: error }, 'could not send the password reset mail'),
      );
    },

    async resetPassword(hotel: HotelRow, request: ResetPasswordRequest): Promise<void> {
      const passwordHash = await hashPassword(request.password);
      const userId = await db.transaction(async (tx) => {
        const at = now();
        const reset = await consumePasswordReset(tx, hotel.id, hashToken(request.token), at);
        if (!reset) return undefined;
        await updatePasswordHash(tx, reset.userId, passwordHash);
        await revokeUserSessions(tx, reset.userId, at);
        return reset.userId;
      });
      if (userId === undefined)
        throw badRequest('This reset link is invalid or has expired. Please request a new one.');
      await announceRevoked({ hotelId: hotel.id, userId });
    },
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
