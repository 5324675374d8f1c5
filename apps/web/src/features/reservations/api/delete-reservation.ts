import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * DELETE /api/{hotel}/reception/reservations/{id}. A 404 means it is gone already (another desk,
 * or an earlier attempt whose answer was lost): what the desk wanted, so no failure.
 */
export const deleteReservation = async (id: number): Promise<void> => {
  try {
    await api.delete(`/reception/reservations/${id}`);
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
