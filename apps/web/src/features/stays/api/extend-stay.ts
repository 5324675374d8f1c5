import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  extendByDaysRequestSchema,
  extendByHoursRequestSchema,
  extendLongStayRequestSchema,
  extensionResponseSchema,
  idempotencyKeyHeader,
  type ExtendByDaysRequestInput,
  type ExtendByHoursRequestInput,
  type ExtendLongStayRequestInput,
  type ExtensionResponse,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { stayGuestKey } from './get-stay-guest.ts';

export type ExtensionCall = { guestId: number; idempotencyKey: string } & (
  | { kind: 'days'; request: ExtendByDaysRequestInput }
  | { kind: 'hours'; request: ExtendByHoursRequestInput }
  | { kind: 'long-stay'; request: ExtendLongStayRequestInput }
);

const pathOf = { days: 'extend-days', hours: 'extend-hours', 'long-stay': 'extend-long-stay' };

const bodyOf = (call: ExtensionCall) => {
  switch (call.kind) {
    case 'days':
      return extendByDaysRequestSchema.parse(call.request);
    case 'hours':
      return extendByHoursRequestSchema.parse(call.request);
    case 'long-stay':
      return extendLongStayRequestSchema.parse(call.request);
  }
};

/**
 * POST /api/{hotel}/reception/guests/{id}/extend-days | extend-hours | extend-long-stay: the
 * server prices the extension and writes the guest, the income and the receipt number at once;
 * a retry with the same key is done once.
 */
export const extendStay = (call: ExtensionCall): Promise<ExtensionResponse> =>
  api.post(`/reception/guests/${call.guestId}/${pathOf[call.kind]}`, bodyOf(call), {
    schema: extensionResponseSchema,
    headers: { [idempotencyKeyHeader]: call.idempotencyKey },
    roomState: true,
  });

export const useExtendStay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendStay,
    onSuccess: (answer) => {
      queryClient.setQueryData(stayGuestKey(answer.guest.RoomNumber), answer.guest);
      return Promise.all(
        [queryKeys.stats, queryKeys.roomRevenue, queryKeys.incomes].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
};
