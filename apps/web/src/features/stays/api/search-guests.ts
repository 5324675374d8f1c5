import { useQuery } from '@tanstack/react-query';
import {
  guestHistorySchema,
  guestSearchAnswerSchema,
  guestSearchMinLength,
  type GuestHistory,
  type GuestSearchAnswer,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// Under the stay guest's root key: every room or payment event refetches them (a check-in or
// checkout on another desk shows in an open search).
const searchKey = (q: string) => [...queryKeys.stayGuest, 'search', q] as const;
const historyKey = (guestId: number) => [...queryKeys.stayGuest, 'history', guestId] as const;

/** GET /api/{hotel}/reception/guests/search?q=: stays, current and past (issue 19). */
export const searchGuests = (q: string, signal?: AbortSignal): Promise<GuestSearchAnswer> =>
  api.get('/reception/guests/search', { query: { q }, schema: guestSearchAnswerSchema, signal });

/** The stays matching what is typed (trimmed); idle below 2 characters. */
export const useGuestSearch = (typed: string) => {
  const q = typed.trim();
  return useQuery({
    queryKey: searchKey(q),
    queryFn: ({ signal }) => searchGuests(q, signal),
    enabled: q.length >= guestSearchMinLength,
    // The last answer stays on screen while the next is on its way.
    placeholderData: (previous) => previous,
  });
};

/** GET /api/{hotel}/reception/guests/{id}/history: the guest's stays and totals. */
export const getGuestHistory = (guestId: number, signal?: AbortSignal): Promise<GuestHistory> =>
  api.get(`/reception/guests/${guestId}/history`, { schema: guestHistorySchema, signal });

export const useGuestHistory = (guestId: number) =>
  useQuery({
    queryKey: historyKey(guestId),
    queryFn: ({ signal }) => getGuestHistory(guestId, signal),
  });
