import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultTimeZone, sessionInfoSchema, type SessionInfo } from '@frontdesk/domain';
import { api } from './api-client.ts';
import { dashboardFirstCalls } from './dashboard-first-calls.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/{hotel}/reception/me: the signed-in desk's hotel (name, time zone) and user. */
export const getSession = (signal?: AbortSignal): Promise<SessionInfo> =>
  api.get(dashboardFirstCalls.plain.session, { schema: sessionInfoSchema, signal });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
  });

/** Who is signed in where; every screen behind a token may use it. */
export const useSession = () => useQuery(sessionQueryOptions());

/** The hotel's time zone (business dates, 'Today'); Asia/Yangon until the session has loaded. */
export const useHotelTimeZone = (): string => useSession().data?.hotel.timeZone ?? defaultTimeZone;
