import { queryOptions, useQuery } from '@tanstack/react-query';
import { todayAtGlanceSchema, type TodayAtGlance } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardFirstCalls } from '../../../lib/dashboard-first-calls.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/{hotel}/reception/today: arrivals and every guest in house, with due-out flags. */
export const getToday = (signal?: AbortSignal): Promise<TodayAtGlance> =>
  api.get(dashboardFirstCalls.plain.today, { schema: todayAtGlanceSchema, signal });

export const todayQueryOptions = () =>
  queryOptions({
    // Under the reservations' root key: every event that changes today's arrivals or guests
    // (reservation_updated, room_updated, payment_updated) invalidates it (lib/query-keys.ts),
    // and so these too, as do the desk's own reservation and check-in writes.
    queryKey: [...queryKeys.reservations, 'today'],
    queryFn: ({ signal }) => getToday(signal),
    // Guests become overdue with the clock, not with an event: asked again every minute.
    refetchInterval: 60_000,
  });

export const useToday = () => useQuery(todayQueryOptions());
