import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  roomRevenueSchema,
  type IsoDate,
  type RevenuePaymentType,
  type RoomRevenue,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardFirstCalls } from '../../../lib/dashboard-first-calls.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { statsQueryOptions } from './get-stats.ts';
import { warnStatsFailure } from './stats-failure.ts';

/**
 * GET /api/{hotel}/reception/room-revenue?date&paymentType: the room revenue of a business date,
 * cash only or every other method (online).
 */
export const getRoomRevenue = (
  date: IsoDate,
  paymentType: RevenuePaymentType,
  signal?: AbortSignal,
): Promise<RoomRevenue> =>
  api.get(dashboardFirstCalls.revenue.room, {
    query: { date, paymentType },
    schema: roomRevenueSchema,
    signal,
  });

/**
 * Statistics calls run in sequence (SPEC.md section 4): the revenue is asked for once the room
 * counts have answered (a count already being fetched is waited for, not asked twice).
 */
export const roomRevenueQueryOptions = (
  queryClient: QueryClient,
  date: IsoDate,
  paymentType: RevenuePaymentType,
) =>
  queryOptions({
    queryKey: [...queryKeys.roomRevenue, date, paymentType],
    queryFn: async ({ signal }) => {
      await queryClient.fetchQuery(statsQueryOptions()).catch(() => undefined);
      return getRoomRevenue(date, paymentType, signal).catch(warnStatsFailure);
    },
    retry: false,
  });

export const useRoomRevenue = (date: IsoDate, paymentType: RevenuePaymentType) => {
  const queryClient = useQueryClient();
  return useQuery(roomRevenueQueryOptions(queryClient, date, paymentType));
};
