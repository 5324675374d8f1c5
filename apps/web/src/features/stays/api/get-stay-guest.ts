import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestSchema, type Guest } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

export const stayGuestKey = (roomNumber: string) => ['stay-guest', roomNumber] as const;

/**
 * GET /api/{hotel}/reception/guests/current/{room}: the guest an in-stay dialog is about, read
 * fresh each time a dialog opens (another desk may have extended or moved them).
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
