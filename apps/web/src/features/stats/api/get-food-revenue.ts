import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { foodRevenueSchema, type IsoDate, type RevenuePaymentType } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardFirstCalls } from '../../../lib/dashboard-first-calls.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { roomRevenueQueryOptions } from './get-room-revenue.ts';
import { warnStatsFailure } from './stats-failure.ts';

/**
 * The Food Revenue card's figure: GET /food-revenue?date&paymentType, which already adds the
 * incomes of RevenueType food-revenue to the food revenue records (SPEC.md section 9). Asked for
 * after the room revenue: statistics calls run in sequence.
 */
export const foodRevenueQueryOptions = (
  queryClient: QueryClient,
  date: IsoDate,
  paymentType: RevenuePaymentType,
) =>
  queryOptions({
    queryKey: [...queryKeys.foodRevenue, 'total', date, paymentType],
    queryFn: async ({ signal }) => {
      await queryClient
        .fetchQuery(roomRevenueQueryOptions(queryClient, date, paymentType))
        .catch(() => undefined);
      return api
        .get(dashboardFirstCalls.revenue.food, {
          query: { date, paymentType },
          schema: foodRevenueSchema,
          signal,
        })
        .catch(warnStatsFailure);
    },
    retry: false,
  });

export const useFoodRevenueTotal = (date: IsoDate, paymentType: RevenuePaymentType) => {
  const queryClient = useQueryClient();
  return useQuery(foodRevenueQueryOptions(queryClient, date, paymentType));
};
