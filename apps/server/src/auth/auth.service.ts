import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  ResetPasswordRequest,
  Role,
} from '@frontdesk/domain';
import { recordActivity } from '../activity/record-activity.ts';
import type { Database } from '../db/client.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import type { Revocation } from '../realtime/event-hub.ts';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../http/errors.ts';
import {
  consumePasswordReset,
  findLiveSession,
  findPasswordResetUser,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertPasswordReset,
  insertSession,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
  updatePasswordHash,
} from './auth.repository.ts';
import type { Mailer } from './mailer.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password.ts';
import { assertPasswordRules } from './password-rules.ts';
import { addressKey } from './address-key.ts';
import { createKnownDevices } from './known-devices.ts';
import { createSharedLimits, slotOf, type Limit } from './shared-limits.ts';
import { sharedSecret } from './server-secrets.repository.ts';
import { createSessionCache, type LiveSession } from './session-cache.ts';
import { hashToken, newToken } from './tokens.ts';

const minute = 60_000;
const hour = 60 * minute;
/** A desk that sits unused for a shift signs in again; no token lives longer than a week. */
export const sessionIdleMs = 12 * hour;
export const sessionAbsoluteMs = 7 * 24 * hour;
const touchEveryMs = 5 * minute;
export const passwordResetMs = 30 * minute;

// Every sign-in attempt takes a slot before its password is checked; a success gives it back
// (ADR 020; kept in the database, ADR 027). Per username from one address, so nobody elsewhere
// can lock the front desk out...
const signInsPerUserAndAddress: Limit = {
  name: 'sign-in:user-address',
  limit: 10,
  windowMs: 15 * minute,
};
// ...a ceiling per username across all addresses against a spread-out guessing attack...
const signInsPerUser: Limit = { name: 'sign-in:user', limit: 100, windowMs: 15 * minute };
// ...and per address, which stops only unknown usernames and users who failed from there.
const signInsPerAddress: Limit = { name: 'sign-in:address', limit: 20, windowMs: 15 * minute };
// A browser that signed the user in before counts against itself alone.
const signInsPerDevice: Limit = { name: 'sign-in:device', limit: 10, windowMs: 15 * minute };
const resetMailsPerAddress: Limit = {
  name: 'reset-mail:address',
  limit: 10,
  windowMs: 15 * minute,
};
const resetMailsPerEmail: Limit = { name: 'reset-mail:email', limit: 3, windowMs: 15 * minute };
// A new password costs an argon2 hash: bogus tokens never reach it, and even a real one is
// tried a few times only.
const resetsPerAddress: Limit = { name: 'reset:address', limit: 10, windowMs: 15 * minute };
const resetsPerToken: Limit = { name: 'reset:token', limit: 5, windowMs: 15 * minute };
// Changing one's own password checks the current one: a stolen desk cannot guess it for long.
const passwordChangesPerUser: Limit = {
  name: 'password-change:user',
  limit: 10,
  windowMs: 15 * minute,
};

export interface Caller {
  hotel: HotelRow;
  sessionId: number;
  userId: number;
  userName: string;
  role: Role;
  /** The owner gave this user's password: only choosing their own is allowed (ADR 035). */
  mustChangePassword: boolean;
}

export interface AuthServiceOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Signs known-device cookies; shared by every process on the database (ADR 027). */
  deviceCookieKey: Buffer;
  now?: () => Date;
  /** Told of every ended session, so its live sockets close at once. */
  onRevoked?: (revocation: Revocation) => Promise<void>;
}

const tooManyAttempts = () =>
  tooManyRequests('Too many sign-in attempts. Please wait 15 minutes and try again.');
const tooManyResets = () =>
  tooManyRequests('Too many requests. Please wait 15 minutes and try again.');

export const createAuthService = ({
  db,
  mailer,
  log,
  deviceCookieKey,
  now = () => new Date(),
  onRevoked = async () => {},
}: AuthServiceOptions) => {
  const announceRevoked = async (revocation: Revocation) => {
    liveSessions.forget(revocation);
    await onRevoked(revocation).catch((error: unknown) =>
      log.warn({ err: error }, 'could not announce ended sessions'),
    );
  };
  const limits = createSharedLimits(db);
  const knownDevices = createKnownDevices(deviceCookieKey);
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

  /** A failed sign-in is logged with the username tried (never the password), by nobody. */
  const recordFailedSignIn = (hotel: HotelRow, username: string) =>
    recordActivity(
      db,
      { hotelId: hotel.id, userId: null, sessionId: null },
      { kind: 'sign-in-failed', params: { username: username.slice(0, 100) } },
    );

  const startSession = async (hotel: HotelRow, userId: number, role: Role) => {
    const token = newToken();
    const at = now();
    await db.transaction(async (tx) => {
      const sessionId = await insertSession(tx, {
        hotelId: hotel.id,
        userId,
        role,
        tokenHash: hashToken(token),
        lastSeenAt: at,
        idleExpiresAt: new Date(at.getTime() + sessionIdleMs),
        expiresAt: new Date(at.getTime() + sessionAbsoluteMs),
      });
      await recordActivity(
        tx,
        { hotelId: hotel.id, userId, sessionId },
        { kind: 'sign-in', params: { admin: role === 'admin' } },
      );
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
      const address = addressKey(ip);
      const userAtAddress = slotOf(signInsPerUserAndAddress, `${userKey}:${address}`);
      const atAddress = slotOf(signInsPerAddress, address);
      const device = knownDevices.read(hotel.id, deviceCookie);
      const slots =
        device?.username === username
          ? [slotOf(signInsPerDevice, `${hotel.id}:${device.id}`)]
          : [userAtAddress, slotOf(signInsPerUser, userKey), atAddress];

      // The slots are taken before the password is checked, in one statement: parallel
      // attempts (of any process) cannot all pass.
      const at = now();
      const [user, counts] = await Promise.all([
        findUserByUsername(db, hotel.id, username),
        limits.take(slots, at),
      ]);
      const countOf = (slot: (typeof slots)[number]) => counts[slots.indexOf(slot)] ?? 0;
      // The address's window stops only unknown usernames and users who failed from there
      // (this attempt is already counted: "failed there before" is a count above one).
      const blocked = slots.some((slot) =>
        slot === atAddress
          ? countOf(slot) > slot.limit && (!user || countOf(userAtAddress) > 1)
          : countOf(slot) > slot.limit,
      );
      if (blocked) {
        await limits.giveBack(slots, at);
        throw tooManyAttempts();
      }

      const valid = user
        ? await verifyPassword(user.passwordHash, credentials.password)
        : (await verifyAgainstDecoy(credentials.password), false);
      if (!user || !valid) {
        await recordFailedSignIn(hotel, credentials.username);
        throw unauthorized('Invalid username or password');
      }
      await limits.giveBack(slots, at);
      if (!user.active) {
        throw forbidden('This account has been deactivated. Please ask the owner.');
      }
      if (adminOnly && user.role !== 'admin') {
        await recordFailedSignIn(hotel, credentials.username);
        throw forbidden('This account cannot sign in as admin.');
      }
      await limits.clear(userAtAddress);
      const token = await startSession(hotel, user.id, user.role);
      return {
        token,
        user: { name: user.name, role: user.role },
        ...(user.mustChangePassword && { mustChangePassword: true }),
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
        mustChangePassword: session.mustChangePassword,
      };
    },

    /** The live session of a token (the websocket learns its hotel from the token alone). */
    async sessionOfToken(
      token: string,
    ): Promise<{ hotelId: number; sessionId: number; userId: number } | undefined> {
      const session = await liveSession(token, now());
      return session && { hotelId: session.hotelId, sessionId: session.id, userId: session.userId };
    },

    /**
     * Tells every process and desk of sessions ended by a write of the caller's (a deactivated
     * user, a reset password, a changed role): sockets close and desks go to the sign-in page.
     */
    announceRevoked,

    /**
     * A signed-in user sets their own password: the current one is checked (10 tries in 15
     * minutes), the new one must pass the rules and differ from it (the first one chosen at
     * sign-in so differs from what the owner typed), the first-sign-in step is done, and every
     * other session of the user ends; this desk stays signed in.
     */
    async changeOwnPassword(caller: Caller, request: ChangePasswordRequest): Promise<void> {
      const slot = slotOf(passwordChangesPerUser, `${caller.hotel.id}:${caller.userId}`);
      const at = now();
      const [count] = await limits.take([slot], at);
      if ((count ?? 0) > slot.limit) {
        await limits.giveBack([slot], at);
        throw tooManyResets();
      }
      const user = await findUserById(db, caller.hotel.id, caller.userId);
      if (!user || !(await verifyPassword(user.passwordHash, request.currentPassword))) {
        const message = 'The current password is not right.';
        throw badRequest(message, [{ field: 'currentPassword', message }]);
      }
      await limits.giveBack([slot], at);
      assertPasswordRules(
        request.newPassword,
        user.username,
        'newPassword',
        request.currentPassword,
      );
      const passwordHash = await hashPassword(request.newPassword);
      const ended = await db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash);
        await recordActivity(
          tx,
          { hotelId: caller.hotel.id, userId: caller.userId, sessionId: caller.sessionId },
          { kind: 'own-password', subject: `user:${user.id}`, params: {} },
        );
        return revokeOtherSessions(tx, user.id, caller.sessionId, now());
      });
      // This desk's session is read again (its first-sign-in step is over).
      liveSessions.forget({ hotelId: caller.hotel.id, sessionIds: [caller.sessionId] });
      if (ended.length > 0) await announceRevoked({ hotelId: caller.hotel.id, sessionIds: ended });
    },

    /** Ended sessions, told by the event hub (this process or another): out of memory at once. */
    forgetSessions(revocation: Revocation): void {
      liveSessions.forget(revocation);
    },

    async logout(caller: Caller): Promise<void> {
      await db.transaction(async (tx) => {
        await revokeSession(tx, caller.sessionId, now());
        await recordActivity(
          tx,
          { hotelId: caller.hotel.id, userId: caller.userId, sessionId: caller.sessionId },
          { kind: 'sign-out', params: {} },
        );
      });
      await announceRevoked({ hotelId: caller.hotel.id, sessionIds: [caller.sessionId] });
    },

    /**
     * Answers the same whether or not the email is known; the link is sent in the background so
     * timing does not tell either.
     */
    async requestPasswordReset(hotel: HotelRow, email: string, ip: string, baseUrl: string) {
      const slots = [
        slotOf(resetMailsPerAddress, addressKey(ip)),
        slotOf(resetMailsPerEmail, `${hotel.id}:${email.toLowerCase()}`),
      ];
      if (await limits.overLimit(slots, now())) throw tooManyResets();
      const user = await findUserByEmail(db, hotel.id, email);
      if (!user?.email || !user.active) return;
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

    /**
     * Sets a new password with a reset token. The token is checked and used up (one statement,
     * so it works once) BEFORE the new password is hashed: a bogus token costs no argon2 time
     * (ADR 027). Attempts are limited per address and per token.
     */
    async resetPassword(hotel: HotelRow, request: ResetPasswordRequest, ip: string) {
      const tokenHash = hashToken(request.token);
      const slots = [slotOf(resetsPerAddress, addressKey(ip)), slotOf(resetsPerToken, tokenHash)];
      if (await limits.overLimit(slots, now())) throw tooManyResets();
      // The rules need the username: a weak password leaves the link unused, to try again.
      const owner = await findPasswordResetUser(db, hotel.id, tokenHash, now());
      if (owner) assertPasswordRules(request.password, owner.username, 'password');
      const reset = await consumePasswordReset(db, hotel.id, tokenHash, now());
      if (!reset) {
        throw badRequest('This reset link is invalid or has expired. Please request a new one.');
      }
      const passwordHash = await hashPassword(request.password);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, reset.userId, passwordHash);
        await revokeUserSessions(tx, reset.userId, now());
      });
      await announceRevoked({ hotelId: hotel.id, userId: reset.userId });
    },
  };
};
export type AuthService = ReturnType<typeof createAuthService>;

/** The key of known-device cookies: made once, then the same for every process (ADR 027). */
export const knownDeviceKey = async (db: Database): Promise<Buffer> =>
  Buffer.from(
    await sharedSecret(db, 'known-device-cookie-key', randomBytes(32).toString('base64')),
    'base64',
  );
