import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  roomPriceListSchema,
  roomTypeListSchema,
  updateRoomPriceSchema,
  type RoomPrice,
  type RoomType,
} from '@frontdesk/domain';
import { idempotencyHeaders, type KeyedWrite } from '../../../lib/idempotency-key.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET room-types and room-prices together: the settings show prices grouped by room type. */
const getRoomPriceTable = async (
  signal?: AbortSignal,
): Promise<{ types: RoomType[]; prices: RoomPrice[] }> => {
  const [types, prices] = await Promise.all([
    api.get('/reception/room-types', { schema: roomTypeListSchema, signal }),
    api.get('/reception/room-prices', { schema: roomPriceListSchema, signal }),
  ]);
  return { types, prices };
};

export const useRoomPriceTable = () =>
  useQuery({
    queryKey: queryKeys.roomPrices,
    queryFn: ({ signal }) => getRoomPriceTable(signal),
    retry: false,
  });

/** PUT /room-prices/{id} of every changed entry, in parallel (SPEC.md section 7). */
export const saveRoomPrices = (
  changes: readonly { id: number; price: number }[],
  idempotencyKey?: string,
) =>
  Promise.all(
    changes.map(({ id, price }) =>
      api.put(`/reception/room-prices/${id}`, updateRoomPriceSchema.parse({ Price: price }), {
        schema: roomPriceListSchema,
        // One key per entry: each PUT is its own operation of the one save.
        headers: idempotencyHeaders(idempotencyKey, id),
      }),
    ),
  );

export const useSaveRoomPrices = ({ idempotencyKey }: KeyedWrite = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: readonly { id: number; price: number }[]) =>
      saveRoomPrices(changes, idempotencyKey),
    // Prices are read by the check-in dialogs through the rooms list.
    onSettled: () =>
      Promise.all(
        [queryKeys.roomPrices, queryKeys.rooms].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
