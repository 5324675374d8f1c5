import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  foodRecordEntry,
  foodRevenueRecordListSchema,
  type IsoDate,
  type RevenueEntry,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardFirstCalls } from '../../../lib/dashboard-first-calls.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { emptyOnFailure } from './get-incomes.ts';

/** GET /api/{hotel}/reception/food-revenue/date/{date}: the day's food orders as list lines. */
export const getFoodRevenueEntries = async (
  date: IsoDate,
  signal?: AbortSignal,
): Promise<RevenueEntry[]> =>
  (
    await api.get(`${dashboardFirstCalls.ofTheDay.foodRecords}${date}`, {
      schema: foodRevenueRecordListSchema,
      signal,
    })
  ).map(foodRecordEntry);

export const foodRevenueEntriesQueryOptions = (date: IsoDate) =>
  queryOptions({
    queryKey: [...queryKeys.foodRevenue, 'records', date],
    queryFn: ({ signal, client, queryKey }) =>
      getFoodRevenueEntries(date, signal).catch(
        emptyOnFailure<RevenueEntry>(
          'the food revenue records',
          client.getQueryData<RevenueEntry[]>(queryKey),
        ),
      ),
    retry: false,
  });

export const useFoodRevenueEntries = (date: IsoDate) =>
  useQuery(foodRevenueEntriesQueryOptions(date));
