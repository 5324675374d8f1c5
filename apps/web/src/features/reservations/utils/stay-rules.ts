import {
  addDays,
  checkoutTime,
  daycationHours,
  sessionHours,
  type ReservationRoomType,
} from '@frontdesk/domain';
import { halfHourTimes, type ReservationDraft } from './reservation-draft.ts';

/** Daycation and session guests leave on the day they arrive (SPEC.md section 5). */
export const isSameDayStay = (roomType: ReservationRoomType | null): boolean =>
  roomType === 'daycation' || roomType === 'session';

const stayHours = (roomType: ReservationRoomType): number =>
  roomType === 'daycation' ? daycationHours : sessionHours;

const lastTime = halfHourTimes[halfHourTimes.length - 1] ?? '23:30';

/** When a daycation (12 h) or session (3 h) ends, kept within its day. */
const sameDayEnd = (roomType: ReservationRoomType, checkinTime: string): string => {
  const [hour = 0, minute = 0] = checkinTime.split(':').map(Number);
  const endMinutes = (hour + stayHours(roomType)) * 60 + minute;
  if (endMinutes >= 24 * 60) return lastTime;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(endMinutes / 60))}:${pad(endMinutes % 60)}`;
};

/**
 * The draft after a change, with the stay's dates kept sensible: a daycation or session checks
 * out on its check-in date (forced), after its 12 or 3 hours; a full night that would end on or
 * before its first day moves its check-out to the next day at 12:00. Whether the result is valid
 * is still the schema's call.
 */
export const applyStayRules = (
  previous: ReservationDraft,
  next: ReservationDraft,
): ReservationDraft => {
  const { roomType, checkinDate } = next;
  if (!roomType || !checkinDate) return next;
  const typeChanged = roomType !== previous.roomType;
  const checkinChanged =
    checkinDate !== previous.checkinDate || next.checkinTime !== previous.checkinTime;

  if (isSameDayStay(roomType)) {
    const retime = typeChanged || checkinChanged;
    return {
      ...next,
      checkoutDate: checkinDate,
      checkoutTime: retime ? sameDayEnd(roomType, next.checkinTime) : next.checkoutTime,
    };
  }
  const endsTooEarly = next.checkoutDate === null || next.checkoutDate <= checkinDate;
  if ((typeChanged || checkinChanged) && endsTooEarly) {
    return { ...next, checkoutDate: addDays(checkinDate, 1), checkoutTime };
  }
  return next;
};
