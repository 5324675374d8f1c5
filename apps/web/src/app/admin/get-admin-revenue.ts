import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Income, IsoDate, RevenueEntry, Stats } from '@frontdesk/domain';
import { queryKeys } from '../../lib/query-keys.ts';
import { getFoodRevenueEntries } from '../../features/revenue/api/get-food-revenue-records.ts';
import { getIncomes } from '../../features/revenue/api/get-incomes.ts';
import { getStats } from '../../features/stats/api/get-stats.ts';

export interface AdminRevenue {
  incomes: Income[];
  foodRecords: RevenueEntry[];
  stats: Stats;
}

/**
 * What /admin shows for a date (ADR 019: the reception reads, no admin call): the day's incomes,
 * food orders and the room counts. One query, so the page fails or shows as a whole; it is
 * refetched on payment_updated (queryKeys.adminRevenue).
 */
export const adminRevenueQueryOptions = (date: IsoDate) =>
  queryOptions({
    queryKey: [...queryKeys.adminRevenue, date],
    queryFn: async ({ signal }): Promise<AdminRevenue> => {
      const [incomes, foodRecords, stats] = await Promise.all([
        getIncomes(date, signal),
        getFoodRevenueEntries(date, signal),
        getStats(signal),
      ]);
      return { incomes, foodRecords, stats };
    },
    retry: false,
  });

export const useAdminRevenue = (date: IsoDate) => useQuery(adminRevenueQueryOptions(date));
