import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  guestSchema,
  guestUpdateSchema,
  type Guest,
  type GuestUpdateInput,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { stayGuestKey } from './get-stay-guest.ts';

/** PUT /api/{hotel}/reception/guests/{id}: the guest corrected in Guest Details. */
export const updateGuest = ({ id, update }: { id: number; update: GuestUpdateInput }) =>
  api.put(`/reception/guests/${id}`, guestUpdateSchema.parse(update), { schema: guestSchema });

export const useUpdateGuest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuest,
    onSuccess: (guest: Guest) => queryClient.setQueryData(stayGuestKey(guest.RoomNumber), guest),
  });
};
