import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { passwordResets, sessions, users } from '../db/schema.ts';

export const findUserByUsername = async (db: Executor, hotelId: number, username: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.hotelId, hotelId), eq(users.username, username)))
    .limit(1);
  return row;
};

export const findUserByEmail = async (db: Executor, hotelId: number, email: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.hotelId, hotelId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row;
};

export const insertSession = async (
  db: Executor,
  values: {
    hotelId: number;
    userId: number;
    role: Role;
    tokenHash: string;
    lastSeenAt: Date;
    idleExpiresAt: Date;
    expiresAt: Date;
  },
) => {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
};

/** The session of a token, if neither revoked nor expired. */
export const findLiveSession = async (db: Executor, tokenHash: string, now: Date) => {
  const [row] = await db
    .select({
      id: sessions.id,
      hotelId: sessions.hotelId,
      role: sessions.role,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      userName: users.name,
      mustChangePassword: users.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        eq(users.active, true),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
      ),
    )
    .limit(1);
  return row;
};

export const touchSession = async (db: Executor, id: number, now: Date, idleExpiresAt: Date) => {
  await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, id));
};

export const revokeSession = async (db: Executor, id: number, now: Date) => {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
};

export const revokeUserSessions = async (db: Executor, userId: number, now: Date) => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
};

/** Ends a user's sessions but one (the desk that changed the password); answers the ended ids. */
export const revokeOtherSessions = async (
  db: Executor,
  userId: number,
  keepSessionId: number,
  now: Date,
) =>
  (
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          ne(sessions.id, keepSessionId),
        ),
      )
      .returning({ id: sessions.id })
  ).map((row) => row.id);

export const findUserById = async (db: Executor, hotelId: number, userId: number) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.hotelId, hotelId), eq(users.id, userId)))
    .limit(1);
  return row;
};

/** The user a live reset token belongs to, without using the token up. */
export const findPasswordResetUser = async (
  db: Executor,
  hotelId: number,
  tokenHash: string,
  now: Date,
) => {
  const [row] = await db
    .select({ username: users.username })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.hotelId, hotelId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
};

export const insertPasswordReset = async (
  db: Executor,
  values: { hotelId: number; userId: number; tokenHash: string; expiresAt: Date },
) => {
  await db.insert(passwordResets).values(values);
};

/** Marks a live reset token used and answers its user; undefined when unknown, used or expired. */
export const consumePasswordReset = async (
  db: Executor,
  hotelId: number,
  tokenHash: string,
  now: Date,
) => {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.hotelId, hotelId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row;
};

/** A password the user chose: the first-sign-in step is done. */
export const updatePasswordHash = async (db: Executor, userId: number, passwordHash: string) => {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false })
    .where(eq(users.id, userId));
};
