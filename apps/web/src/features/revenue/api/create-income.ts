import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createIncomeSchema,
  idempotencyKeyHeader,
  incomeSchema,
  type CreateIncomeInput,
  type Income,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface CreateIncomeCall {
  body: CreateIncomeInput;
  /** The same key for a retry of the same submission: the server records it once. */
  idempotencyKey: string;
}

/** POST /api/{hotel}/reception/create-income. */
export const createIncome = ({ body, idempotencyKey }: CreateIncomeCall): Promise<Income> =>
  api.post('/reception/create-income', createIncomeSchema.parse(body), {
    schema: incomeSchema,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

/** Records a payment; this desk's lists and cards refetch at once (others on payment_updated). */
export const useCreateIncome = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncome,
    onSuccess: () =>
      Promise.all(
        [queryKeys.incomes, queryKeys.roomRevenue, queryKeys.foodRevenue, queryKeys.stats].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
