import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reservationSchema,
  reservationUpdateSchemaOf,
  type Reservation,
  type ReservationFormInput,
  type ReservationStatusChange,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UpdateReservationVariables {
  id: number;
  /** The full edit form, or only a new status (after a check-in). */
  update: ReservationFormInput | ReservationStatusChange;
}

/** PUT /api/{hotel}/reception/reservations/{id}: the edit form or `{ status }`. */
export const updateReservation = ({
  id,
  update,
}: UpdateReservationVariables): Promise<Reservation> =>
  api.put(`/reception/reservations/${id}`, reservationUpdateSchemaOf(update).parse(update), {
    schema: reservationSchema,
  });

export const useUpdateReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
  });
};
