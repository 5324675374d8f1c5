import { useQuery } from '@tanstack/react-query';
import { foodOrderListSchema, type FoodOrder } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

export const guestFoodOrdersQueryKey = ['guest-food-orders'] as const;

/**
 * GET /api/{hotel}/reception/guest-food-orders?roomNumber&guestID. SPEC.md section 7: a failed
 * call is an empty list.
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
    queryKey: [...guestFoodOrdersQueryKey, roomNumber, guestId],
    queryFn: ({ signal }) => getGuestFoodOrders(roomNumber, guestId!, signal),
    enabled: guestId !== undefined,
  });
