import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reservationUpdateSchemaOf,
  savedReservationSchema,
  type SavedReservation,
  type ReservationFormInput,
  type ReservationStatusChange,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders, type KeyedWrite } from '../../../lib/idempotency-key.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UpdateReservationVariables {
  id: number;
  /** The full edit form, or only a new status (after a check-in). */
  update: ReservationFormInput | ReservationStatusChange;
  /** This save's key (the reservation modal's opening), else the hook's. */
  idempotencyKey?: string | undefined;
}

/** PUT /api/{hotel}/reception/reservations/{id}: the edit form or `{ status }`. */
export const updateReservation = (
  { id, update }: UpdateReservationVariables,
  idempotencyKey?: string,
): Promise<SavedReservation> =>
  api.put(`/reception/reservations/${id}`, reservationUpdateSchemaOf(update).parse(update), {
    schema: savedReservationSchema,
    headers: idempotencyHeaders(idempotencyKey),
  });

export const useUpdateReservation = ({ idempotencyKey }: KeyedWrite = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey: saveKey, ...variables }: UpdateReservationVariables) =>
      updateReservation(variables, saveKey ?? idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
  });
};
