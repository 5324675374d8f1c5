import { and, asc, eq } from 'drizzle-orm';
import type { StaffMember, StaffPermissions } from '@frontdesk/domain';
import type { Executor } from '../db/client.ts';
import { hotels, users } from '../db/schema.ts';

export const usernameIndex = 'users_hotel_username_key';

const staffColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.role,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
};

export const listStaff = (db: Executor, hotelId: number): Promise<StaffMember[]> =>
  db
    .select(staffColumns)
    .from(users)
    .where(eq(users.hotelId, hotelId))
    .orderBy(asc(users.name), asc(users.id));

/** A staff member of the hotel, locked for the rest of the transaction. */
export const lockStaffMember = async (tx: Executor, hotelId: number, id: number) => {
  const [row] = await tx
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.hotelId, hotelId), eq(users.id, id)))
    .for('update');
  return row;
};

/** The ids of the hotel's active admins, locked: two owners demoting each other wait in turn. */
export const lockActiveAdmins = async (tx: Executor, hotelId: number): Promise<number[]> =>
  (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.hotelId, hotelId), eq(users.role, 'admin'), eq(users.active, true)))
      .orderBy(asc(users.id))
      .for('update')
  ).map((row) => row.id);

export const insertStaffMember = async (
  tx: Executor,
  values: typeof users.$inferInsert,
): Promise<StaffMember> => {
  const [row] = await tx.insert(users).values(values).returning(staffColumns);
  return row!;
};

export const updateStaffMember = async (
  tx: Executor,
  hotelId: number,
  id: number,
  values: Partial<Pick<typeof users.$inferInsert, 'name' | 'email' | 'role' | 'active'>> & {
    passwordHash?: string;
    mustChangePassword?: boolean;
  },
): Promise<StaffMember> => {
  const [row] = await tx
    .update(users)
    .set(values)
    .where(and(eq(users.hotelId, hotelId), eq(users.id, id)))
    .returning(staffColumns);
  return row!;
};

const permissionColumns = {
  receptionMayChangePrices: hotels.receptionMayChangePrices,
  receptionMayChangeMenu: hotels.receptionMayChangeMenu,
  receptionMayVoidAndRefund: hotels.receptionMayVoidAndRefund,
};

export const readPermissions = async (db: Executor, hotelId: number): Promise<StaffPermissions> => {
  const [row] = await db.select(permissionColumns).from(hotels).where(eq(hotels.id, hotelId));
  return row!;
};

export const writePermissions = async (
  db: Executor,
  hotelId: number,
  values: StaffPermissions,
): Promise<StaffPermissions> => {
  const [row] = await db
    .update(hotels)
    .set(values)
    .where(eq(hotels.id, hotelId))
    .returning(permissionColumns);
  return row!;
};
