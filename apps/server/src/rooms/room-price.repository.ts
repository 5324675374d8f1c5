import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { roomPrices, roomTypes } from '../db/schema.ts';

/** The hotel's price entries, locked until the transaction ends (two desks editing at once). */
export const lockRoomPrices = (tx: Executor, hotelId: number) =>
  tx
    .select({
      id: roomPrices.id,
      stayType: roomPrices.stayType,
      price: roomPrices.price,
      typeName: roomTypes.name,
    })
    .from(roomPrices)
    .innerJoin(roomTypes, eq(roomTypes.id, roomPrices.roomTypeId))
    .where(eq(roomPrices.hotelId, hotelId))
    .for('update', { of: roomPrices });

export const setRoomPrices = async (
  tx: Executor,
  hotelId: number,
  ids: number[],
  price: number,
): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .update(roomPrices)
    .set({ price })
    .where(and(eq(roomPrices.hotelId, hotelId), inArray(roomPrices.id, ids)));
};
