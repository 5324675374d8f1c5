import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedReservationSchema } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency-key.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/{hotel}/reception/reservations/{id}/no-show (ADR 086): its deposit is kept. */
export const useMarkNoShow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      api.post(`/reception/reservations/${id}/no-show`, undefined, {
        headers: idempotencyHeaders(idempotencyKey),
        schema: savedReservationSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
  });
};
