import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { idempotencyHeaders, type KeyedWrite } from '../../../lib/idempotency-key.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * DELETE /api/{hotel}/reception/reservations/{id}. A 404 means it is gone already (another desk,
 * or an earlier attempt whose answer was lost): what the desk wanted, so no failure.
 */
export const deleteReservation = async (id: number, idempotencyKey?: string): Promise<void> => {
  try {
    await api.delete(`/reception/reservations/${id}`, {
      headers: idempotencyHeaders(idempotencyKey),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
};

export const useDeleteReservation = ({ idempotencyKey }: KeyedWrite = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteReservation(id, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
  });
};
