import { useState } from 'react';
import { useInterval } from '@mantine/hooks';
import type { IsoDate } from '@frontdesk/domain';
import { hotelToday } from './dates.ts';

/**
 * The hotel's date today, turning to the next day at the hotel's midnight (checked every minute;
 * the caller re-renders only when the date changes).
 */
export const useHotelToday = (timeZone: string): IsoDate => {
  const [now, setNow] = useState(() => new Date());
  useInterval(
    () =>
      setNow((shown) =>
        hotelToday(timeZone, shown) === hotelToday(timeZone) ? shown : new Date(),
      ),
    60_000,
    { autoInvoke: true },
  );
  return hotelToday(timeZone, now);
};
