import { useMutation, useQueryClient } from '@tanstack/react-query';
import { folioSchema, type Folio, type StayCharge } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency-key.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/{hotel}/reception/guests/{id}/charges: an extra charge on the stay's account. */
export const addStayCharge = (
  guestId: number,
  charge: StayCharge,
  idempotencyKey: string,
): Promise<Folio> =>
  api.post(`/reception/guests/${guestId}/charges`, charge, {
    schema: folioSchema,
    headers: idempotencyHeaders(idempotencyKey),
  });

export const useAddStayCharge = (guestId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ charge, idempotencyKey }: { charge: StayCharge; idempotencyKey: string }) =>
      addStayCharge(guestId, charge, idempotencyKey),
    onSuccess: (folio) => queryClient.setQueryData([...queryKeys.folio, guestId], folio),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.folio }),
  });
};
