import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  correctionSchema,
  idempotencyKeyHeader,
  voidPaymentSchema,
  type Correction,
  type VoidPayment,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface VoidPaymentCall {
  /** An income's ID, or a food revenue record's. */
  id: number;
  foodRecord: boolean;
  body: VoidPayment;
  /** One per opening of the dialog: a retry voids once. */
  idempotencyKey: string;
}

/** POST /reception/incomes/{id}/void or /reception/food-revenues/{id}/void (owner only). */
export const voidPayment = ({
  id,
  foodRecord,
  body,
  idempotencyKey,
}: VoidPaymentCall): Promise<Correction> =>
  api.post(
    `/reception/${foodRecord ? 'food-revenues' : 'incomes'}/${id}/void`,
    voidPaymentSchema.parse(body),
    { schema: correctionSchema, headers: { [idempotencyKeyHeader]: idempotencyKey } },
  );

/** Voids a payment; this desk's lists, totals and folios refetch (others on payment_updated). */
export const useVoidPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidPayment,
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.incomes,
          queryKeys.roomRevenue,
          queryKeys.foodRevenue,
          queryKeys.stats,
          queryKeys.adminRevenue,
          queryKeys.folio,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
};
