import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  menuItemInputSchema,
  menuItemListSchema,
  menuItemSchema,
  type MenuItem,
  type MenuItemInputValues,
} from '@frontdesk/domain';
import { idempotencyHeaders, type KeyedWrite } from '../../../lib/idempotency-key.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/{hotel}/reception/menus. */
export const getMenu = (signal?: AbortSignal): Promise<MenuItem[]> =>
  api.get('/reception/menus', { schema: menuItemListSchema, signal });

/** The hotel's menu; every menu change, this desk's or another's ('menu_updated'), refetches it. */
export const menuQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.menu, queryFn: ({ signal }) => getMenu(signal) });

export const useMenu = () => useQuery(menuQueryOptions());

const useMenuMutation = <T>(mutationFn: (input: T) => Promise<MenuItem>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.menu }),
  });
};

/** POST /create-menu {FoodName, FoodPrice}; one Idempotency-Key per item the desk adds. */
export const useAddMenuItem = () =>
  useMenuMutation(
    ({ item, idempotencyKey }: { item: MenuItemInputValues; idempotencyKey: string }) =>
      api.post('/reception/create-menu', menuItemInputSchema.parse(item), {
        schema: menuItemSchema,
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      }),
  );

/** PUT /menu/{id}: the menu item. */
export const useEditMenuItem = ({ idempotencyKey }: KeyedWrite = {}) =>
  useMenuMutation(({ ID, ...item }: MenuItemInputValues & { ID: number }) =>
    api.put(
      `/reception/menu/${ID}`,
      { ID, ...menuItemInputSchema.parse(item) },
      { schema: menuItemSchema, headers: idempotencyHeaders(idempotencyKey) },
    ),
  );

/** DELETE /menu/{id}, with the key of the question that confirmed it (ADR 070). */
export const useDeleteMenuItem = () =>
  useMenuMutation(({ id, idempotencyKey }: { id: number } & KeyedWrite) =>
    api.delete(`/reception/menu/${id}`, {
      schema: menuItemSchema,
      headers: idempotencyHeaders(idempotencyKey),
    }),
  );
