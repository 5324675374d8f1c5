import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsSchema, type Stats } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardFirstCalls } from '../../../lib/dashboard-first-calls.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { warnStatsFailure } from './stats-failure.ts';

/** GET /api/{hotel}/reception/get-stats: the rooms counted by status, right now. */
export const getStats = (signal?: AbortSignal): Promise<Stats> =>
  api.get(dashboardFirstCalls.stats, { schema: statsSchema, signal });

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stats,
    queryFn: ({ signal }) => getStats(signal).catch(warnStatsFailure),
    // SPEC.md section 8: a failed statistics call stops the card's spinner; the next event or
    // change of date asks again.
    retry: false,
  });

export const useStats = () => useQuery(statsQueryOptions());
