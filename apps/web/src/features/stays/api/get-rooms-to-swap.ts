import { useQuery } from '@tanstack/react-query';
import { roomListSchema, swapCandidates } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardFirstCalls } from '../../../lib/dashboard-first-calls.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The rooms a guest can move to (SPEC.md section 7: GET /rooms, kept with status 1, not the
 * current room). Shares the grid's query key, so it is the grid's list and refreshes with it.
 */
export const useRoomsToSwap = (currentRoom: string) =>
  useQuery({
    queryKey: queryKeys.rooms,
    queryFn: ({ signal }) =>
      api.get(dashboardFirstCalls.plain.rooms, { schema: roomListSchema, signal }),
    select: (rooms) => swapCandidates(rooms, currentRoom),
  });
