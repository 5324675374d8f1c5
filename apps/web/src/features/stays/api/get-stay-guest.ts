import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestSchema, type Guest } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// Under the root key the live events invalidate: another desk's extension or move shows at once.
export const stayGuestKey = (roomNumber: string) => [...queryKeys.stayGuest, roomNumber] as const;

/**
 * GET /api/{hotel}/reception/guests/current/{room}: the guest an in-stay dialog is about, read
 * fresh each time a dialog opens and again on every room or payment event.
 */
export const getStayGuest = (roomNumber: string, signal?: AbortSignal): Promise<Guest> =>
  api.get(`/reception/guests/current/${encodeURIComponent(roomNumber)}`, {
    schema: guestSchema,
    signal,
  });

export const stayGuestQueryOptions = (roomNumber: string) =>
  queryOptions({
    queryKey: stayGuestKey(roomNumber),
    queryFn: ({ signal }) => getStayGuest(roomNumber, signal),
    staleTime: 0,
  });

export const useStayGuest = (roomNumber: string, enabled = true) =>
  useQuery({ ...stayGuestQueryOptions(roomNumber), enabled });
