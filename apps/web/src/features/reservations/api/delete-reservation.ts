import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositChoice } from '@frontdesk/domain';
import { api, ApiError } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency-key.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * DELETE /api/{hotel}/reception/reservations/{id}. A 404 means it is gone already (another desk,
 * or an earlier attempt whose answer was lost): what the desk wanted, so no failure.
 */
export const deleteReservation = async ({
  id,
  deposit,
  idempotencyKey,
}: {
  id: number;
  /** A reservation holding a deposit: refund it or keep it (ADR 030). */
  deposit?: DepositChoice | undefined;
  idempotencyKey?: string | undefined;
}): Promise<void> => {
  try {
    await api.delete(`/reception/reservations/${id}${deposit ? `?deposit=${deposit}` : ''}`, {
      headers: idempotencyHeaders(idempotencyKey),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
};

export const useDeleteReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
  });
};
