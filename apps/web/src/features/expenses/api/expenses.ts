import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  createExpenseSchema,
  expenseListSchema,
  expenseSchema,
  idempotencyKeyHeader,
  type CreateExpenseInput,
  type Expense,
  type ReportRange,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/{hotel}/admin/expenses?from&to: the range's expenses, newest first. */
export const expensesQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: [...queryKeys.expenses, range.from, range.to],
    queryFn: ({ signal }) =>
      api.get('/admin/expenses', {
        query: { ...range },
        schema: expenseListSchema,
        signal,
      }) as Promise<Expense[]>,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useExpenses = (range: ReportRange) => useQuery(expensesQueryOptions(range));

export interface AddExpenseCall {
  body: CreateExpenseInput;
  /** The same key for a retry of the same submission: the server records it once. */
  idempotencyKey: string;
}

/** POST /api/{hotel}/admin/expenses; this page's list refetches at once (desks on the event). */
export const useAddExpense = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: AddExpenseCall) =>
      api.post('/admin/expenses', createExpenseSchema.parse(body), {
        schema: expenseSchema,
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.expenses }),
  });
};
