import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { activityPageSchema, activityUsersSchema, type ActivityPage } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import type { ActivityFilters } from '../../../lib/activity-link.ts';

export type { ActivityFilters };

const pageSize = 50;

/** GET /api/{hotel}/reception/admin/activity: one page, older than `before` when given. */
export const getActivityPage = (
  filters: ActivityFilters,
  before: string | null,
  signal?: AbortSignal,
): Promise<ActivityPage> =>
  api.get('/reception/admin/activity', {
    query: { ...filters, before, limit: pageSize },
    schema: activityPageSchema,
    signal,
  }) as Promise<ActivityPage>;

export const activityQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: ['activity', filters],
    queryFn: ({ pageParam, signal }) => getActivityPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    retry: false,
  });

export const useActivity = (filters: ActivityFilters) =>
  useInfiniteQuery(activityQueryOptions(filters));

/** The hotel's users, for the user filter. */
export const useActivityUsers = () =>
  useQuery(
    queryOptions({
      queryKey: ['activity-users'],
      queryFn: ({ signal }) =>
        api.get('/reception/admin/activity/users', { schema: activityUsersSchema, signal }),
      retry: false,
    }),
  );
