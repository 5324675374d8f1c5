import { queryOptions } from '@tanstack/react-query';
import { hotelSchema, type Hotel } from '@frontdesk/domain';
import { api } from '../../lib/api-client.ts';

/** GET /api/{hotel}/details: the hotel's name, address, city, phone and time zone (receipts). */
export const getHotelDetails = (signal?: AbortSignal): Promise<Hotel> =>
  api.get('/details', { schema: hotelSchema, signal });

export const hotelDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['hotel-details'],
    queryFn: ({ signal }) => getHotelDetails(signal),
    staleTime: 60 * 60_000,
  });
