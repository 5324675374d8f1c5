import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  immigrationDueListSchema,
  immigrationReportedSchema,
  overnightGuestListSchema,
  type IsoDate,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardFirstCalls } from '../../../lib/dashboard-first-calls.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/{hotel}/admin/register?date: the Overnight Guest List (owner only). */
export const useOvernightGuestList = (date: IsoDate) =>
  useQuery({
    queryKey: [...queryKeys.register, 'night', date],
    queryFn: ({ signal }) =>
      api.get('/admin/register', { query: { date }, schema: overnightGuestListSchema, signal }),
  });

/** GET /api/{hotel}/reception/immigration-reports: foreign guests to report; refetched hourly. */
export const useImmigrationDue = () =>
  useQuery({
    queryKey: [...queryKeys.register, 'immigration'],
    queryFn: ({ signal }) =>
      api.get(dashboardFirstCalls.plain.immigrationDue, {
        schema: immigrationDueListSchema,
        signal,
      }),
    refetchInterval: 15 * 60_000,
  });

/** POST /api/{hotel}/reception/guests/{id}/immigration-report: the guest has been reported. */
export const useMarkReported = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: number) =>
      api.post(`/reception/guests/${guestId}/immigration-report`, undefined, {
        schema: immigrationReportedSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.register }),
  });
};
