import { randomBytes } from 'node:crypto';
import {
  changedFields,
  type Role,
  type StaffMember,
  type StaffPasswordAnswer,
  type StaffPermissionsChange,
  type addStaffRequestSchema,
  type updateStaffRequestSchema,
} from '@frontdesk/domain';
import type { z } from 'zod';
import { actingAs, recordActivity } from '../activity/record-activity.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { revokeUserSessions } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/password.ts';
import { assertPasswordRules } from '../auth/password-rules.ts';
import type { Database, Transaction } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { retryOnLockConflict } from '../db/lock-conflict-retry.ts';
import { runIdempotent } from '../idempotency/idempotent-operation.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import {
  insertStaffMember,
  listStaff,
  lockActiveAdmins,
  lockStaffMember,
  readPermissions,
  updateStaffMember,
  usernameIndex,
  writePermissions,
} from './staff.repository.ts';

export interface StaffServiceOptions {
  db: Database;
  auth: AuthService;
  now: () => Date;
}

/** 12 characters from a large alphabet: never common, never a username (usernames are shorter). */
export const generatePassword = (): string => randomBytes(9).toString('base64url');

const lastAdminMessage = 'A hotel needs at least one active admin: make another admin first.';
const takenMessage = (username: string) =>
  `The username '${username}' is already taken in this hotel.`;

/**
 * The owner's staff accounts (ADR 035). A write that changes who may sign in or as what (a
 * reset password, a new role, a deactivation) ends the user's sessions in the same transaction,
 * then tells every desk: theirs go to the sign-in page.
 */
export const createStaffService = ({ db, auth, now }: StaffServiceOptions) => {
  /** The password the owner gives: checked against the rules, or generated. */
  const ownerGivenPassword = async (given: string | undefined, username: string) => {
    if (given !== undefined) assertPasswordRules(given, username, 'password');
    const password = given ?? generatePassword();
    return { passwordHash: await hashPassword(password), generated: given ? undefined : password };
  };

  /**
   * A member of the hotel, locked; 404 for an unknown id or another hotel's. The hotel's active
   * admins are locked first, in id order, as keepAnAdmin locks them: two owners demoting or
   * deactivating each other wait in turn instead of deadlocking (ADR 071).
   */
  const memberOf = async (tx: Transaction, hotel: HotelRow, id: number) => {
    await lockActiveAdmins(tx, hotel.id);
    const member = await lockStaffMember(tx, hotel.id, id);
    if (!member) throw notFound('No such staff member in this hotel.');
    return member;
  };

  /** 409 when the change would leave the hotel without an active admin. */
  const keepAnAdmin = async (
    tx: Transaction,
    hotel: HotelRow,
    member: StaffMember,
    after: { role: Role; active: boolean },
  ) => {
    if (member.role !== 'admin' || !member.active) return;
    if (after.role === 'admin' && after.active) return;
    const admins = await lockActiveAdmins(tx, hotel.id);
    if (admins.every((id) => id === member.id)) throw conflict(lastAdminMessage);
  };

  /**
   * Runs a write that may end the member's sessions; tells the desks after it commits. With an
   * Idempotency-Key (`once`), a retry under it answers the first result and does nothing again.
   */
  const changeMember = async (
    hotel: HotelRow,
    id: number,
    write: (tx: Transaction, member: StaffMember) => Promise<{ user: StaffMember; end: boolean }>,
    once?: { operation: string; key: string | undefined },
  ) => {
    const work = async (tx: Transaction) => {
      const result = await write(tx, await memberOf(tx, hotel, id));
      if (result.end) await revokeUserSessions(tx, id, now());
      return result;
    };
    const { answer, replayed } = once
      ? await runIdempotent(db, { hotelId: hotel.id, ...once, request: { id }, at: now() }, work)
      : { answer: await retryOnLockConflict(() => db.transaction(work)), replayed: false };
    if (answer.end && !replayed) await auth.announceRevoked({ hotelId: hotel.id, userId: id });
    return answer.user;
  };

  return {
    list: (hotel: HotelRow) => listStaff(db, hotel.id),

    async add(
      hotel: HotelRow,
      body: z.output<typeof addStaffRequestSchema>,
    ): Promise<StaffPasswordAnswer> {
      const { passwordHash, generated } = await ownerGivenPassword(body.password, body.username);
      try {
        const user = await db.transaction(async (tx) => {
          const added = await insertStaffMember(tx, {
            hotelId: hotel.id,
            username: body.username,
            name: body.name,
            email: body.email,
            role: body.role,
            passwordHash,
            mustChangePassword: true,
          });
          await recordActivity(tx, actingAs(hotel), {
            kind: 'staff-add',
            subject: `user:${added.id}`,
            params: { name: added.name, username: added.username, role: added.role },
          });
          return added;
        });
        return { user, ...(generated && { generatedPassword: generated }) };
      } catch (error) {
        if (isUniqueViolation(error, usernameIndex)) throw conflict(takenMessage(body.username));
        throw error;
      }
    },

    /** Rename, change the e-mail or the role; a new role ends the sessions of the old one. */
    update: (hotel: HotelRow, id: number, body: z.output<typeof updateStaffRequestSchema>) =>
      changeMember(hotel, id, async (tx, member) => {
        const role = body.role ?? member.role;
        await keepAnAdmin(tx, hotel, member, { role, active: member.active });
        const user = await updateStaffMember(tx, hotel.id, id, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.email !== undefined && { email: body.email }),
          role,
        });
        await recordActivity(tx, actingAs(hotel), {
          kind: 'staff-edit',
          subject: `user:${id}`,
          params: {
            name: user.name,
            changes: changedFields(
              { name: member.name, email: member.email, role: member.role },
              { name: user.name, email: user.email, role: user.role },
            ),
          },
        });
        return { user, end: role !== member.role };
      }),

    async resetPassword(
      hotel: HotelRow,
      id: number,
      given: string | undefined,
    ): Promise<StaffPasswordAnswer> {
      let generated: string | undefined;
      const user = await changeMember(hotel, id, async (tx, member) => {
        const password = await ownerGivenPassword(given, member.username);
        generated = password.generated;
        const updated = await updateStaffMember(tx, hotel.id, id, {
          passwordHash: password.passwordHash,
          mustChangePassword: true,
        });
        await recordActivity(tx, actingAs(hotel), {
          kind: 'staff-password-reset',
          subject: `user:${id}`,
          params: { name: member.name },
        });
        return { user: updated, end: true };
      });
      return { user, ...(generated && { generatedPassword: generated }) };
    },

    /** Deactivate or reactivate; a retry under the same Idempotency-Key answers the first. */
    setActive: (hotel: HotelRow, id: number, active: boolean, idempotencyKey?: string) => {
      const kind = active ? 'staff-reactivate' : 'staff-deactivate';
      return changeMember(
        hotel,
        id,
        async (tx, member) => {
          await keepAnAdmin(tx, hotel, member, { role: member.role, active });
          const user = await updateStaffMember(tx, hotel.id, id, { active });
          await recordActivity(tx, actingAs(hotel), {
            kind,
            subject: `user:${id}`,
            params: { name: member.name },
          });
          return { user, end: !active };
        },
        { operation: kind, key: idempotencyKey },
      );
    },

    permissions: (hotel: HotelRow) => readPermissions(db, hotel.id),
    /** The owner's switches, recorded with their values before and after. */
    setPermissions: (hotel: HotelRow, values: StaffPermissionsChange) =>
      db.transaction(async (tx) => {
        const before = await readPermissions(tx, hotel.id);
        const after = await writePermissions(tx, hotel.id, { ...before, ...values });
        await recordActivity(tx, actingAs(hotel), {
          kind: 'staff-permissions',
          subject: `hotel:${hotel.id}`,
          params: { changes: changedFields(before, after) },
        });
        return after;
      }),
  };
};
