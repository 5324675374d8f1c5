import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reservationDeletedSchema,
  type DepositChoice,
  type ReceiptDocument,
} from '@frontdesk/domain';
import { api, ApiError } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency-key.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * DELETE /api/{hotel}/reception/reservations/{id}. A 404 means it is gone already (another desk,
 * or an earlier attempt whose answer was lost): what the desk wanted, so no failure. Answers the
 * receipt of a deposit refunded (ADR 079), to print.
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
}): Promise<ReceiptDocument | undefined> => {
  try {
    const answer = await api.delete(
      `/reception/reservations/${id}${deposit ? `?deposit=${deposit}` : ''}`,
      { headers: idempotencyHeaders(idempotencyKey), schema: reservationDeletedSchema },
    );
    return answer.receipt;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
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
