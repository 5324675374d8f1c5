import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  closedShiftSchema,
  closeShiftSchema,
  currentShiftSchema,
  idempotencyKeyHeader,
  openShiftSchema,
  shiftDetailSchema,
  shiftListSchema,
  shiftReportDocumentSchema,
  shiftSchema,
  type ClosedShift,
  type CloseShift,
  type OpenShift,
  type Shift,
  type ShiftReportDocument,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /reception/shifts/current: the signed-in user's open shift and the float handed over. */
export const currentShiftQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.shifts, 'current'],
    queryFn: ({ signal }) =>
      api.get('/reception/shifts/current', { schema: currentShiftSchema, signal }),
    retry: false,
  });

export const useCurrentShift = () => useQuery(currentShiftQueryOptions());

/** The owner's list of every shift (admins only). */
export const useShiftList = () =>
  useQuery(
    queryOptions({
      queryKey: [...queryKeys.shifts, 'all'],
      queryFn: ({ signal }) =>
        api.get('/reception/admin/shifts', { schema: shiftListSchema, signal }),
      retry: false,
    }),
  );

/** GET /reception/admin/shifts/{id}: one shift as the owner reads it (admins only). */
export const useShiftDetail = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: [...queryKeys.shifts, 'detail', id],
      queryFn: ({ signal }) =>
        api.get(`/reception/admin/shifts/${id}`, { schema: shiftDetailSchema, signal }),
      retry: false,
    }),
  );

interface Keyed<T> {
  body: T;
  /** The same key for a retry of the same submission: the server records it once. */
  idempotencyKey: string;
}

const useShiftWrite = <T, A extends Shift>(send: (call: Keyed<T>) => Promise<A>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The session too: it says whether the user has a shift open (ADR 077).
    onSuccess: () =>
      Promise.all(
        [queryKeys.shifts, queryKeys.session].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

export const useOpenShift = () =>
  useShiftWrite<OpenShift, Shift>(({ body, idempotencyKey }) =>
    api.post('/reception/shifts', openShiftSchema.parse(body), {
      schema: shiftSchema,
      headers: { [idempotencyKeyHeader]: idempotencyKey },
    }),
  );

/** The close answers the closed shift and its report as printed (ADR 079). */
export const useCloseShift = () =>
  useShiftWrite<CloseShift, ClosedShift>(({ body, idempotencyKey }) =>
    api.post('/reception/shifts/current/close', closeShiftSchema.parse(body), {
      schema: closedShiftSchema,
      headers: { [idempotencyKeyHeader]: idempotencyKey },
    }),
  );

/** GET /reception/shifts/{id}/report: a closed shift's report as printed at its close. */
export const getShiftReport = (id: number): Promise<ShiftReportDocument> =>
  api.get(`/reception/shifts/${id}/report`, { schema: shiftReportDocumentSchema });
