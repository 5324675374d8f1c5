import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  reservationFormSchema,
  savedReservationSchema,
  type ReservationFormInput,
  type SavedReservation,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/{hotel}/reception/create-reservation: the form; answers the new reservation and its
 * deposit's receipt (ADR 079). The modal sends one Idempotency-Key per opening.
 */
export const createReservation = ({
  form,
  idempotencyKey,
}: {
  form: ReservationFormInput;
  idempotencyKey: string;
}): Promise<SavedReservation> =>
  api.post('/reception/create-reservation', reservationFormSchema.parse(form), {
    schema: savedReservationSchema,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

export const useCreateReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
  });
};
