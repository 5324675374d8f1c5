import { RoomStatus, type RoomStatusCode } from './room-status.ts';
import type { StayType } from './stay-types.ts';

/** The status a room takes when a guest of this stay type checks in. */
export const roomStatusAfterCheckin = (stayType: StayType): RoomStatusCode =>
  ({
    'full-night': RoomStatus.FullNight,
    daycation: RoomStatus.Daycation,
    session: RoomStatus.Session,
    'long-stay': RoomStatus.LongStay,
  })[stayType];

/** After checkout the room waits for housekeeping. */
export const roomStatusAfterCheckout: RoomStatusCode = RoomStatus.Housekeeping;

/**
 * Whether a room's status may be set directly (PUT /rooms/{room}), so the grid stays true:
 * housekeeping and maintenance only for an empty room, available only when no guest holds it,
 * an occupied status only to match the guest who holds it.
 */
export const roomStatusChangeProblem = (
  target: RoomStatusCode,
  activeGuestStayType: StayType | undefined,
): string | undefined => {
  if (
    target === RoomStatus.Available ||
    target === RoomStatus.Housekeeping ||
    target === RoomStatus.Maintenance
  ) {
    return activeGuestStayType
      ? 'A guest is checked in to this room. Check the guest out first.'
      : undefined;
  }
  if (!activeGuestStayType) return 'No guest is checked in to this room. Check a guest in first.';
  return roomStatusAfterCheckin(activeGuestStayType) === target
    ? undefined
    : "That status does not match the checked-in guest's stay.";
};
