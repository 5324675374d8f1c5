import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RoomStatus } from '@frontdesk/domain';
import { api, ApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { patchCachedRoom, refreshRoomViews, updateRoomStatus } from './update-room-status.ts';

/** PUT /api/{hotel}/reception/guests/checkout/{room}: the room's guest checked out (empty body). */
export const checkOutGuest = (roomNumber: string): Promise<unknown> =>
  api.put(`/reception/guests/checkout/${encodeURIComponent(roomNumber)}`);

/**
 * Checkout as SPEC.md section 4 has it: the guest checkout first, its failure ignored, then the
 * room to 5 Housekeeping. The server's checkout already moves the room, so a 409 for the status
 * means the room is where it should be (the refetch shows it).
 */
export const checkOutRoom = async (roomNumber: string) => {
  try {
    await checkOutGuest(roomNumber);
  } catch {
    // SPEC.md section 4: ignored; the status change below says whether the room is free.
  }
  try {
    return await updateRoomStatus(roomNumber, RoomStatus.Housekeeping);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    throw error;
  }
};

export const useCheckOutRoom = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOutRoom,
    onSuccess: (room) => {
      if (room) patchCachedRoom(queryClient, room);
    },
    onSettled: () =>
      Promise.all([
        refreshRoomViews(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
      ]),
  });
};
