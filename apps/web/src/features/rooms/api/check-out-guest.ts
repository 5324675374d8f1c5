import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkoutAnswerSchema,
  RoomStatus,
  type CheckoutAnswer,
  type CheckoutCollect,
} from '@frontdesk/domain';
import { api, ApiError, NotLiveError } from '../../../lib/api-client.ts';
import { idempotencyHeaders, type KeyedWrite } from '../../../lib/idempotency-key.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { patchCachedRoom, refreshRoomViews, updateRoomStatus } from './update-room-status.ts';

/**
 * PUT /api/{hotel}/reception/guests/checkout/{room}: the room's guest checked out. With the ID of
 * the guest the desk confirmed, the server refuses (409) when the room now holds another guest;
 * without one (no guest was found) the body is empty, as SPEC.md section 7 has it.
 */
export const checkOutGuest = (
  roomNumber: string,
  guestId?: number,
  idempotencyKey?: string,
  collect?: CheckoutCollect,
): Promise<CheckoutAnswer> =>
  api.put(
    `/reception/guests/checkout/${encodeURIComponent(roomNumber)}`,
    guestId === undefined ? undefined : { guestId, ...(collect ? { collect } : {}) },
    { roomState: true, headers: idempotencyHeaders(idempotencyKey), schema: checkoutAnswerSchema },
  );

/** The room's guest is not the one the desk confirmed: nothing was changed. */
export class GuestChangedError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'The guest in the room has changed.');
    this.name = 'GuestChangedError';
  }
}

export interface CheckOut extends KeyedWrite {
  roomNumber: string;
  /** The guest named in the confirmation; undefined when the room showed none. */
  guestId?: number | undefined;
  /** The balance due the bill showed, collected with the checkout (ADR 033). */
  collect?: CheckoutCollect | undefined;
}

/** The room after checkout, and the checkout's answer (the final bill) when it was given. */
export interface CheckedOut {
  room: Awaited<ReturnType<typeof updateRoomStatus>> | null;
  answer: CheckoutAnswer | null;
}

/**
 * Checkout as SPEC.md section 4 has it: the guest checkout first, its failure ignored, then the
 * room to 5 Housekeeping. The server's checkout already moves the room, so a 409 for the status
 * means the room is where it should be (the refetch shows it). One exception: the server says
 * the confirmed guest is no longer the room's (409), so the room is someone else's stay and is
 * left alone.
 */
export const checkOutRoom = async ({
  roomNumber,
  guestId,
  collect,
  idempotencyKey,
}: CheckOut): Promise<CheckedOut> => {
  let answer: CheckoutAnswer | null = null;
  try {
    answer = await checkOutGuest(
      roomNumber,
      guestId,
      idempotencyKey && `${idempotencyKey}-checkout`,
      collect,
    );
  } catch (error) {
    // Refused unsent by a desk that is not live: the status change would be refused too.
    if (error instanceof NotLiveError) throw error;
    // A guest who changed, or a bill that is due or changed: nothing was written; the message
    // says which.
    if (guestId !== undefined && error instanceof ApiError && error.status === 409) {
      throw new GuestChangedError(error.serverMessage);
    }
    // Money was to be taken: the desk must know it was not.
    if (collect) throw error;
    // SPEC.md section 4: ignored; the status change below says whether the room is free.
  }
  try {
    const room = await updateRoomStatus(
      roomNumber,
      RoomStatus.Housekeeping,
      idempotencyKey && `${idempotencyKey}-status`,
    );
    return { room, answer };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { room: null, answer };
    throw error;
  }
};

/** The checkout question's key (one per opening) comes with each checkout (ADR 070). */
export const useCheckOutRoom = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOutRoom,
    onSuccess: ({ room }) => {
      if (room) patchCachedRoom(queryClient, room);
    },
    onSettled: () =>
      Promise.all([
        refreshRoomViews(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.reservations }),
        queryClient.invalidateQueries({ queryKey: queryKeys.folio }),
      ]),
  });
};
