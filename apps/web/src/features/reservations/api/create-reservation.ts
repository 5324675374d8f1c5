import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reservationFormSchema,
  reservationSchema,
  type Reservation,
  type ReservationFormInput,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders, type KeyedWrite } from '../../../lib/idempotency-key.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/{hotel}/reception/create-reservation: the form; answers the new reservation. */
export const createReservation = (
  form: ReservationFormInput,
  idempotencyKey?: string,
): Promise<Reservation> =>
  api.post('/reception/create-reservation', reservationFormSchema.parse(form), {
    schema: reservationSchema,
    headers: idempotencyHeaders(idempotencyKey),
  });

/** `idempotencyKey`: the dialog's key per opening; a retry of the same form is made once. */
export const useCreateReservation = ({ idempotencyKey }: KeyedWrite = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ReservationFormInput) => createReservation(form, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
  });
};
