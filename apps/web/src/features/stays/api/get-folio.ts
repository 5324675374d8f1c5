import { useQuery } from '@tanstack/react-query';
import { folioSchema, type Folio } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/{hotel}/reception/guests/{id}/folio: the stay's charges, payments and balance. */
export const getFolio = (guestId: number, signal?: AbortSignal): Promise<Folio> =>
  api.get(`/reception/guests/${guestId}/folio`, { schema: folioSchema, signal });

export const useFolio = (guestId: number | undefined) =>
  useQuery({
    queryKey: [...queryKeys.folio, guestId],
    queryFn: ({ signal }) => getFolio(guestId ?? 0, signal),
    enabled: guestId !== undefined,
  });
