import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { guests, rooms } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export type GuestRow = typeof guests.$inferSelect;
export type NewGuest = Omit<typeof guests.$inferInsert, 'id' | 'hotelId'>;

const oneActiveGuestIndex = 'guests_one_active_per_room';

/** True for the database refusing a second active guest in one room (the partial unique index). */
export const isOneActiveGuestViolation = (error: unknown): boolean =>
  isUniqueViolation(error, oneActiveGuestIndex);

export const insertGuests = async (
  tx: Executor,
  hotelId: number,
  values: NewGuest[],
): Promise<GuestRow[]> => {
  if (values.length === 0) return [];
  return tx
    .insert(guests)
    .values(values.map((v) => ({ ...v, hotelId })))
    .returning();
};

/** The active guests holding any of these rooms, with their stay type. */
export const activeGuestsOfRooms = (tx: Executor, hotelId: number, roomIds: number[]) =>
  roomIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: guests.id, roomId: guests.roomId, stayType: guests.roomType })
        .from(guests)
        .where(
          and(
            eq(guests.hotelId, hotelId),
            inArray(guests.roomId, roomIds),
            eq(guests.status, 'active'),
          ),
        );

/** The guest holding a room (by the room's number) now, if any. */
export const findActiveGuestOfRoom = async (
  db: Executor,
  hotelId: number,
  roomNumber: string,
): Promise<GuestRow | undefined> => {
  const [row] = await db
    .select({ guest: guests })
    .from(guests)
    .innerJoin(rooms, eq(rooms.id, guests.roomId))
    .where(
      and(
        eq(guests.hotelId, hotelId),
        eq(rooms.hotelId, hotelId),
        eq(rooms.number, roomNumber),
        eq(guests.status, 'active'),
      ),
    )
    .limit(1);
  return row?.guest;
};

export const findGuest = async (
  db: Executor,
  hotelId: number,
  id: number,
): Promise<GuestRow | undefined> => {
  const [row] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)))
    .limit(1);
  return row;
};

export const markGuestCheckedOut = async (
  tx: Executor,
  hotelId: number,
  id: number,
  at: Date,
): Promise<GuestRow | undefined> => {
  const [row] = await tx
    .update(guests)
    .set({ status: 'checked-out', checkedOutAt: at })
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id), eq(guests.status, 'active')))
    .returning();
  return row;
};
