import { useEffect } from 'react';
import type { Hotel } from '@frontdesk/domain';
import { setHotel } from '../../../lib/storage.ts';
import { useStoredHotel } from '../../../lib/use-stored-values.ts';
import { useHotels } from '../../../lib/hotel-list.tsx';

/**
 * The stored hotel's details (name, time zone, ...), once the hotel list has loaded. Hotels come
 * from the database: when the deployment has no hotel of the stored (or default) key, its first
 * hotel (GET /api/hotels lists them in the order they were added) is chosen and stored.
 */
export const useCurrentHotel = (): Hotel | undefined => {
  const key = useStoredHotel();
  const { data } = useHotels();
  const found = data?.find((hotel) => hotel.key === key);
  const fallback = found ? undefined : data?.[0];
  useEffect(() => {
    if (fallback) setHotel(fallback.key);
  }, [fallback]);
  return found ?? fallback;
};
