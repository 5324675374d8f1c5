import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotelSchema, type Hotel } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const hotelListSchema = hotelSchema.array();

/** GET /api/hotels: the hotels this deployment serves (public). */
export const getHotels = (signal?: AbortSignal): Promise<Hotel[]> =>
  api.get('/hotels', { scope: 'root', schema: hotelListSchema, signal });

export const hotelsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.hotels,
    queryFn: ({ signal }) => getHotels(signal),
    // Hotel names and addresses change rarely; one load per page view is plenty.
    staleTime: Infinity,
  });

export const useHotels = () => useQuery(hotelsQueryOptions());
