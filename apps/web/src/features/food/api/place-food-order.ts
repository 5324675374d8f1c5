import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  placedFoodOrderSchema,
  placeFoodOrderSchema,
  type PlacedFoodOrder,
  type PlaceFoodOrderInput,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PlaceFoodOrderCall {
  request: PlaceFoodOrderInput;
  /** The same key for a retry of the same order: the server records it once. */
  idempotencyKey: string;
}

/**
 * POST /api/{hotel}/reception/food-orders: the whole order (lines, food revenue record, the
 * guest's food charges, a FOOD receipt number) in one operation; the server prices it.
 */
export const placeFoodOrder = ({
  request,
  idempotencyKey,
}: PlaceFoodOrderCall): Promise<PlacedFoodOrder> =>
  api.post('/reception/food-orders', placeFoodOrderSchema.parse(request), {
    schema: placedFoodOrderSchema,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

export const usePlaceFoodOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeFoodOrder,
    onSuccess: () =>
      Promise.all(
        [queryKeys.foodRevenue, queryKeys.stats, queryKeys.guestFoodOrders].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
