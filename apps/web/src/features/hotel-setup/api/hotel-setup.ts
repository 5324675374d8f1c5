import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminRoomSchema,
  adminRoomTypeSchema,
  adminHotelSchema,
  type HotelDetailsUpdate,
  type RoomChange,
  type RoomCreate,
  type RoomTypeCreate,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency-key.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reloadHotelLists } from '../../../lib/hotel-list.tsx';

/** The owner's setup calls (/api/{hotel}/admin/...), live on hotel_updated and rooms_updated. */
const hotelKey = [...queryKeys.hotelSetup, 'hotel'];
const roomsKey = [...queryKeys.hotelSetup, 'rooms'];
const typesKey = [...queryKeys.hotelSetup, 'room-types'];
const done = z.object({ ok: z.literal(true) });

export const useHotelSetup = () =>
  useQuery({
    queryKey: hotelKey,
    queryFn: ({ signal }) => api.get('/admin/hotel', { schema: adminHotelSchema, signal }),
    retry: false,
  });

export const useSetupRooms = () =>
  useQuery({
    queryKey: roomsKey,
    queryFn: ({ signal }) => api.get('/admin/rooms', { schema: z.array(adminRoomSchema), signal }),
    retry: false,
  });

export const useSetupRoomTypes = () =>
  useQuery({
    queryKey: typesKey,
    queryFn: ({ signal }) =>
      api.get('/admin/room-types', { schema: z.array(adminRoomTypeSchema), signal }),
    retry: false,
  });

/** A setup write with the Idempotency-Key of the form's opening or attempt (ADR 070). */
type Keyed<Input> = Input & { idempotencyKey: string };

/**
 * A setup write: it carries the key of the form or question that sent it (`useOnePress`), the
 * same for a second press or a retry of a lost answer, so the server does it once; on success
 * this desk refetches at once (the others hear the event).
 */
const useSetupWrite = <Input extends object>(
  send: (input: Input, headers: Record<string, string>) => Promise<unknown>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: Keyed<Input>) =>
      send(input as unknown as Input, idempotencyHeaders(idempotencyKey)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.hotelSetup }),
        queryClient.invalidateQueries({ queryKey: queryKeys.hotelDetails }),
        reloadHotelLists(),
      ]),
  });
};

export const useSaveHotel = () =>
  useSetupWrite((details: HotelDetailsUpdate, headers) =>
    api.put('/admin/hotel', details, { schema: adminHotelSchema, headers }),
  );

export const useAddRoom = () =>
  useSetupWrite((room: RoomCreate, headers) =>
    api.post('/admin/rooms', room, { schema: done, headers }),
  );

export const useChangeRoom = () =>
  useSetupWrite(({ id, change }: { id: number; change: RoomChange }, headers) =>
    api.put(`/admin/rooms/${id}`, change, { schema: done, headers }),
  );

export const useTakeOutOfService = () =>
  useSetupWrite(({ id }: { id: number }, headers) =>
    api.post(`/admin/rooms/${id}/out-of-service`, undefined, { schema: done, headers }),
  );

export const useAddRoomType = () =>
  useSetupWrite((type: RoomTypeCreate, headers) =>
    api.post('/admin/room-types', type, { schema: done, headers }),
  );

export const useRenameRoomType = () =>
  useSetupWrite(({ id, name }: { id: number; name: string }, headers) =>
    api.put(`/admin/room-types/${id}`, { name }, { schema: done, headers }),
  );

export const useRestoreRoom = () =>
  useSetupWrite(({ id }: { id: number }, headers) =>
    api.post(`/admin/rooms/${id}/back-in-service`, undefined, { schema: done, headers }),
  );

export const useDeleteRoomType = () =>
  useSetupWrite(({ id }: { id: number }, headers) =>
    api.delete(`/admin/room-types/${id}`, { schema: done, headers }),
  );
