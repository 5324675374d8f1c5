import type { Hotel } from '@frontdesk/domain';
import { useStoredHotel } from '../../../lib/use-stored-values.ts';
import { useHotels } from '../api/get-hotels.ts';

/** The stored hotel's details (name, time zone, ...), once the hotel list has loaded. */
export const useCurrentHotel = (): Hotel | undefined => {
  const key = useStoredHotel();
  const { data } = useHotels();
  return data?.find((hotel) => hotel.key === key);
};
