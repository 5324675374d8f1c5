import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkInRequestSchema,
  checkInResponseSchema,
  idempotencyKeyHeader,
  type CheckInRequestInput,
  type CheckInResponse,
} from '@frontdesk/domain';
import { api, ApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface CheckInCall {
  request: CheckInRequestInput;
  /** The same key for a retry of the same submission: the server does it once. */
  idempotencyKey: string;
}

/**
 * POST /api/{hotel}/reception/check-in: the whole check-in (every room, its guests, statuses,
 * incomes, receipt number and the reservation) in one operation; the server prices it.
 */
export const checkIn = ({ request, idempotencyKey }: CheckInCall): Promise<CheckInResponse> =>
  api.post('/reception/check-in', checkInRequestSchema.parse(request), {
    schema: checkInResponseSchema,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
    roomState: true,
  });

export const useCheckIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.rooms,
          queryKeys.stats,
          queryKeys.roomRevenue,
          queryKeys.reservations,
          queryKeys.incomes,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    // 409: another desk took a room first. The grid must show the truth even when the live
    // connection that would have said so is down.
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return undefined;
      return Promise.all(
        [queryKeys.rooms, queryKeys.stats].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
};
