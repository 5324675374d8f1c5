import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reservationFormSchema,
  reservationSchema,
  type Reservation,
  type ReservationFormInput,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/{hotel}/reception/create-reservation: the form; answers the new reservation. */
export const createReservation = (form: ReservationFormInput): Promise<Reservation> =>
  api.post('/reception/create-reservation', reservationFormSchema.parse(form), {
    schema: reservationSchema,
  });

export const useCreateReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
  });
};
