import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { roomSchema, type Room, type RoomStatusCode } from '@frontdesk/domain';
import { idempotencyHeaders, type KeyedWrite } from '../../../lib/idempotency-key.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Why a room goes to maintenance and when it is expected back (ADR 085). */
export interface MaintenanceSpellInput {
  reason: string | null;
  expectedEnd: string | null;
}

/**
 * PUT /api/{hotel}/reception/rooms/{roomNumber} { status }, with a maintenance's reason and
 * expected end when given: answers the room.
 */
export const updateRoomStatus = (
  roomNumber: string,
  status: RoomStatusCode,
  idempotencyKey?: string,
  maintenance?: MaintenanceSpellInput,
): Promise<Room> =>
  api.put(
    `/reception/rooms/${encodeURIComponent(roomNumber)}`,
    // SPEC's body, with what the desk gave of the maintenance only.
    {
      status,
      ...(maintenance?.reason ? { reason: maintenance.reason } : {}),
      ...(maintenance?.expectedEnd ? { expectedEnd: maintenance.expectedEnd } : {}),
    },
    { schema: roomSchema, roomState: true, headers: idempotencyHeaders(idempotencyKey) },
  );

/** Shows a room's new state at once; the refetch that follows confirms it. */
export const patchCachedRoom = (queryClient: QueryClient, room: Room) => {
  queryClient.setQueryData<Room[]>(queryKeys.rooms, (rooms) =>
    rooms?.map((cached) => (cached.Room === room.Room ? room : cached)),
  );
};

/** After a room changes, the grid and the room counts are stale. */
export const refreshRoomViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.rooms }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
  ]);

/** The status change and the key of the question or menu that asked for it (ADR 070). */
export interface StatusChange extends KeyedWrite {
  roomNumber: string;
  status: RoomStatusCode;
  maintenance?: MaintenanceSpellInput | undefined;
}

export const useUpdateRoomStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomNumber, status, idempotencyKey, maintenance }: StatusChange) =>
      updateRoomStatus(roomNumber, status, idempotencyKey, maintenance),
    onSuccess: (room) => patchCachedRoom(queryClient, room),
    onSettled: () => refreshRoomViews(queryClient),
  });
};
