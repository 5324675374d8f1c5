import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addStaffRequestSchema,
  resetStaffPasswordRequestSchema,
  staffListSchema,
  staffMemberSchema,
  staffPasswordAnswerSchema,
  staffPermissionsSchema,
  updateStaffRequestSchema,
  type AddStaffRequest,
  type StaffPermissions,
  type UpdateStaffRequest,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders, type KeyedWrite } from '../../../lib/idempotency-key.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The owner's staff calls (ADR 035), all under /api/{hotel}/reception. */
export const useStaffList = () =>
  useQuery({
    queryKey: queryKeys.staff,
    queryFn: ({ signal }) => api.get('/reception/staff', { schema: staffListSchema, signal }),
    retry: false,
  });

/** Every staff write answers the member; the list is read again after it. */
const useStaffWrite = <Input, Output>(send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
  });
};

export const useAddStaff = () =>
  useStaffWrite((body: AddStaffRequest) =>
    api.post('/reception/staff', addStaffRequestSchema.parse(body), {
      schema: staffPasswordAnswerSchema,
    }),
  );

export const useUpdateStaff = () =>
  useStaffWrite(({ id, ...body }: UpdateStaffRequest & { id: number }) =>
    api.patch(`/reception/staff/${id}`, updateStaffRequestSchema.parse(body), {
      schema: staffMemberSchema,
    }),
  );

export const useResetStaffPassword = () =>
  useStaffWrite(({ id, password }: { id: number; password?: string }) =>
    api.post(
      `/reception/staff/${id}/reset-password`,
      resetStaffPasswordRequestSchema.parse({ password }),
      { schema: staffPasswordAnswerSchema },
    ),
  );

export const useSetStaffActive = () =>
  useStaffWrite(({ id, active, idempotencyKey }: { id: number; active: boolean } & KeyedWrite) =>
    api.post(`/reception/staff/${id}/${active ? 'reactivate' : 'deactivate'}`, undefined, {
      schema: staffMemberSchema,
      headers: idempotencyHeaders(idempotencyKey),
    }),
  );

export const useSaveStaffPermissions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StaffPermissions) =>
      api.put('/reception/staff-permissions', values, { schema: staffPermissionsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.staffPermissions, saved),
  });
};
