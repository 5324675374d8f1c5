import { orderTimeProblem, wallClockToInstant } from '@frontdesk/domain';
import type { HotelRow } from '../hotels/hotel.repository.ts';
import { badRequest } from '../http/errors.ts';

/**
 * The instant of a client's OrderTime (the hotel's wall clock), bounded like a check-in's date
 * (400 for 1900-01-01 or a time ahead of now); absent means now.
 */
export const orderTimeOf = (
  hotel: Pick<HotelRow, 'timeZone'>,
  orderTime: string | undefined,
  now: Date,
): Date => {
  if (!orderTime) return now;
  const at = wallClockToInstant(orderTime, hotel.timeZone);
  const problem = orderTimeProblem(at, now, hotel.timeZone);
  if (problem) throw badRequest(problem, [{ field: 'OrderTime', message: problem }]);
  return at;
};
