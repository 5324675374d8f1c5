import { queryOptions, useQuery } from '@tanstack/react-query';
import { incomeListSchema, type Income, type IsoDate } from '@frontdesk/domain';
import { api, ApiError, isNoAnswer } from '../../../lib/api-client.ts';
import { dashboardFirstCalls } from '../../../lib/dashboard-first-calls.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/{hotel}/reception/incomes/date/{date}: the day's incomes, newest first. */
export const getIncomes = (date: IsoDate, signal?: AbortSignal): Promise<Income[]> =>
  api.get(`${dashboardFirstCalls.ofTheDay.incomes}${date}`, { schema: incomeListSchema, signal });

/**
 * SPEC.md section 8: a dashboard revenue load failure is logged and shows an empty list. A
 * warning, not an error: the page itself is fine. Aborts and 401s are not failures to log.
 * Through an outage (no answer from the server) a list that showed lines keeps them: the
 * failure is thrown, so the query keeps its data, and the panel says it is not live (issue 43).
 */
export const emptyOnFailure =
  <T>(what: string, shown?: readonly T[]) =>
  (error: unknown): T[] => {
    if (shown !== undefined && isNoAnswer(error)) throw error;
    const unauthorized = error instanceof ApiError && error.status === 401;
    const superseded = error instanceof Error && error.name === 'AbortError';
    if (!unauthorized && !superseded) console.warn(`Error loading ${what}:`, error);
    return [];
  };

export const incomesQueryOptions = (date: IsoDate) =>
  queryOptions({
    queryKey: [...queryKeys.incomes, date],
    queryFn: ({ signal, client, queryKey }) =>
      getIncomes(date, signal).catch(
        emptyOnFailure<Income>('the incomes', client.getQueryData<Income[]>(queryKey)),
      ),
    retry: false,
  });

export const useIncomes = (date: IsoDate) => useQuery(incomesQueryOptions(date));
