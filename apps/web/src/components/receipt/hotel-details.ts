import { queryOptions } from '@tanstack/react-query';
import { hotelSchema, type Hotel } from '@frontdesk/domain';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * GET /api/{hotel}/details: the hotel's name, address, city, phone and time zone (receipts) and
 * default rates. Kept an hour; 'hotel_updated' makes the next receipt read it again.
 */
export const getHotelDetails = (signal?: AbortSignal): Promise<Hotel> =>
  api.get('/details', { schema: hotelSchema, signal });

export const hotelDetailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.hotelDetails,
    queryFn: ({ signal }) => getHotelDetails(signal),
    staleTime: 60 * 60_000,
  });
