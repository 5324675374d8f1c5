import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  swapRoomRequestSchema,
  swapRoomResponseSchema,
  type SwapRoomRequestInput,
  type SwapRoomResponse,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/{hotel}/reception/swap-room: the guest and both rooms change together. */
export const swapRoom = ({
  request,
  idempotencyKey,
}: {
  request: SwapRoomRequestInput;
  idempotencyKey: string;
}): Promise<SwapRoomResponse> => {
  // Checked here, sent as SPEC.md section 7 writes it: three strings.
  swapRoomRequestSchema.parse(request);
  return api.post('/reception/swap-room', request, {
    schema: swapRoomResponseSchema,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
    roomState: true,
  });
};

export const useSwapRoom = () => {
  const queryClient = useQueryClient();
  // Success or refusal, the grid must show both rooms as they are now, even with no live link.
  const refetchRooms = () =>
    Promise.all(
      [queryKeys.rooms, queryKeys.stats].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({ mutationFn: swapRoom, onSuccess: refetchRooms, onError: refetchRooms });
};
