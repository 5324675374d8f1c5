import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  guestSchema,
  guestUpdateSchema,
  type Guest,
  type GuestUpdateInput,
} from '@frontdesk/domain';
import { idempotencyHeaders, type KeyedWrite } from '../../../lib/idempotency-key.ts';
import { api } from '../../../lib/api-client.ts';
import { stayGuestKey } from './get-stay-guest.ts';

/** PUT /api/{hotel}/reception/guests/{id}: the guest corrected in Guest Details. */
export const updateGuest = (
  { id, update }: { id: number; update: GuestUpdateInput },
  idempotencyKey?: string,
) =>
  api.put(`/reception/guests/${id}`, guestUpdateSchema.parse(update), {
    schema: guestSchema,
    headers: idempotencyHeaders(idempotencyKey),
  });

export const useUpdateGuest = ({ idempotencyKey }: KeyedWrite = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; update: GuestUpdateInput }) =>
      updateGuest(variables, idempotencyKey),
    onSuccess: (guest: Guest) => queryClient.setQueryData(stayGuestKey(guest.RoomNumber), guest),
  });
};
