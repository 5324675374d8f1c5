import { businessDate } from '@frontdesk/domain';
import { activityLink } from '../../../lib/activity-link.ts';

/**
 * The Activity page filtered to the shift's person over the shift's days at the hotel (issue
 * 44): from the day it opened to the day it closed (or today while open), by the hotel's dates.
 */
export const shiftActivityLink = (
  shift: { userId: number; openedAt: string; closedAt: string | null },
  timeZone: string,
) =>
  activityLink({
    userId: shift.userId,
    from: businessDate(new Date(shift.openedAt), timeZone),
    to: businessDate(shift.closedAt ? new Date(shift.closedAt) : new Date(), timeZone),
  });
