import { useQuery } from '@tanstack/react-query';
import { foodOrderListSchema, type FoodOrder } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/{hotel}/reception/guest-food-orders?roomNumber&guestID: the guest's food orders for
 * Guest Details. SPEC.md section 7 treats a non-OK answer as an empty list.
 */
export const getGuestFoodOrders = async (
  roomNumber: string,
  guestId: number,
  signal?: AbortSignal,
): Promise<FoodOrder[]> => {
  try {
    return await api.get('/reception/guest-food-orders', {
      query: { roomNumber, guestID: guestId },
      schema: foodOrderListSchema,
      signal,
    });
  } catch {
    return [];
  }
};

export const useGuestFoodOrders = (roomNumber: string, guestId: number | undefined) =>
  useQuery({
    queryKey: [...queryKeys.guestFoodOrders, roomNumber, guestId],
    queryFn: ({ signal }) => getGuestFoodOrders(roomNumber, guestId ?? 0, signal),
    enabled: guestId !== undefined,
  });
