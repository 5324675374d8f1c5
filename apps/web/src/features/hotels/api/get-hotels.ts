import type { Hotel } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/hotels: the hotels this deployment serves (public). The first screen's one call, read
 * without a zod check so that the picker does not load zod: the server answers it through the
 * contract's `z.array(hotelSchema)` (hotel.routes.ts), and the picker only shows the names.
 */
export const getHotels = (signal?: AbortSignal): Promise<Hotel[]> =>
  api.get<Hotel[]>('/hotels', { scope: 'root', signal });
