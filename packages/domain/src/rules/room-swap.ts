import { RoomStatus, type RoomStatusCode } from './room-status.ts';
import { roomStatusAfterCheckin } from './room-transitions.ts';
import type { StayType } from './stay-types.ts';

export const selectNewRoomMessage = 'Please select a new room.';
export const sameRoomSwapMessage = 'The new room must be another room.';

/**
 * Whether a guest may move to a room: it must be another room, available (status 1) and held by
 * no guest; undefined when the move is fine.
 */
export const roomSwapProblem = (input: {
  currentRoom: string;
  newRoom: string | null | undefined;
  /** The new room's status now; undefined when it is not known yet. */
  newRoomStatus?: number | undefined;
  newRoomHeld?: boolean | undefined;
}): string | undefined => {
  if (!input.newRoom) return selectNewRoomMessage;
  if (input.newRoom === input.currentRoom) return sameRoomSwapMessage;
  if (
    (input.newRoomStatus !== undefined && input.newRoomStatus !== RoomStatus.Available) ||
    input.newRoomHeld
  ) {
    return `Room ${input.newRoom} is not available.`;
  }
  return undefined;
};

/** The room a guest leaves is available again. */
export const roomStatusVacatedBySwap: RoomStatusCode = RoomStatus.Available;

/**
 * The room a guest moves to takes the status of the guest's stay. A long-stay guest keeps 7
 * (ADR 016: the original client fell to 2, which priced and counted them as a full night).
 */
export const roomStatusAfterSwap = (stayType: StayType): RoomStatusCode =>
  roomStatusAfterCheckin(stayType);

/** The rooms a guest can be moved to: available ones other than the current room. */
export const swapCandidates = <T extends { Room: string; Status: number }>(
  rooms: readonly T[],
  currentRoom: string,
): T[] => rooms.filter((room) => room.Status === RoomStatus.Available && room.Room !== currentRoom);
