import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

// The food engineer's contract (packages/domain/src/contract/food.ts) was not on main when this
// was written: this reads only the fields Guest Details shows. Replace with that schema on merge.
const guestFoodOrderSchema = z.looseObject({
  ID: z.number(),
  FoodName: z.string(),
  Price: z.number(),
  Quantity: z.number(),
  OrderTime: z.string().optional(),
});
export type GuestFoodOrder = z.infer<typeof guestFoodOrderSchema>;

/**
 * GET /api/{hotel}/reception/guest-food-orders?roomNumber&guestID: the guest's food orders. SPEC.md
 * section 7 treats a non-OK answer as an empty list.
 */
export const getGuestFoodOrders = async (
  roomNumber: string,
  guestId: number,
  signal?: AbortSignal,
): Promise<GuestFoodOrder[]> => {
  try {
    return await api.get('/reception/guest-food-orders', {
      query: { roomNumber, guestID: guestId },
      schema: z.array(guestFoodOrderSchema),
      signal,
    });
  } catch {
    return [];
  }
};

export const useGuestFoodOrders = (roomNumber: string, guestId: number | undefined) =>
  useQuery({
    queryKey: ['guest-food-orders', roomNumber, guestId],
    queryFn: ({ signal }) => getGuestFoodOrders(roomNumber, guestId ?? 0, signal),
    enabled: guestId !== undefined,
  });
