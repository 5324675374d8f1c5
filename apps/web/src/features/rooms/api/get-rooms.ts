import { queryOptions, useQuery } from '@tanstack/react-query';
import { roomListSchema, type Room } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardFirstCalls } from '../../../lib/dashboard-first-calls.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/{hotel}/reception/rooms: every room with its status and its type's prices. */
export const getRooms = (signal?: AbortSignal): Promise<Room[]> =>
  api.get(dashboardFirstCalls.plain.rooms, { schema: roomListSchema, signal });

export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.rooms,
    queryFn: ({ signal }) => getRooms(signal),
  });

export const useRooms = () => useQuery(roomsQueryOptions());
