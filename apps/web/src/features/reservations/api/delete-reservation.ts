import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/{hotel}/reception/reservations/{id}. */
export const deleteReservation = async (id: number): Promise<void> => {
  await api.delete(`/reception/reservations/${id}`);
};

export const useDeleteReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
  });
};
