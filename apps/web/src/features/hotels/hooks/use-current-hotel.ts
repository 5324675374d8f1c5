import { useEffect } from 'react';
import type { Hotel } from '@frontdesk/domain';
import { setHotel } from '../../../lib/storage.ts';
import { useStoredHotel } from '../../../lib/use-stored-values.ts';
import { useHotels } from '../api/get-hotels.ts';

/**
 * The stored hotel's details (name, time zone, ...), once the hotel list has loaded. Before a
 * hotel is chosen the default is the deployment's first hotel (GET /api/hotels lists them in
 * the order they were added), which is then stored: hotels come from the database, not code.
 */
export const useCurrentHotel = (): Hotel | undefined => {
  const key = useStoredHotel();
  const { data } = useHotels();
  const fallback = key === '' ? data?.[0] : undefined;
  useEffect(() => {
    if (fallback) setHotel(fallback.key);
  }, [fallback]);
  return data?.find((hotel) => hotel.key === key) ?? fallback;
};
