import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  correctionSchema,
  idempotencyKeyHeader,
  refundSchema,
  type Correction,
  type RefundForm,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface RefundStayCall {
  guestId: number;
  refund: RefundForm;
  /** One per opening of the dialog: a retry refunds once. */
  idempotencyKey: string;
}

/** POST /reception/guests/{id}/refunds (owner only): money given back to the guest. */
export const refundStay = ({
  guestId,
  refund,
  idempotencyKey,
}: RefundStayCall): Promise<Correction> =>
  api.post(`/reception/guests/${guestId}/refunds`, refundSchema.parse(refund), {
    schema: correctionSchema,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

export const useRefundStay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundStay,
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.folio,
          queryKeys.stayGuest,
          queryKeys.incomes,
          queryKeys.roomRevenue,
          queryKeys.stats,
          queryKeys.adminRevenue,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
};
