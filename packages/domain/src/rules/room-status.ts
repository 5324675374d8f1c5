/** Room status numbers (SPEC.md section 4). */
export const RoomStatus = {
  Available: 1,
  FullNight: 2,
  Daycation: 3,
  Session: 4,
  Housekeeping: 5,
  Maintenance: 6,
  LongStay: 7,
} as const;
export type RoomStatusCode = (typeof RoomStatus)[keyof typeof RoomStatus];

export const roomStatusCodes: readonly RoomStatusCode[] = [1, 2, 3, 4, 5, 6, 7];

const labels: Record<RoomStatusCode, string> = {
  1: 'Available',
  2: 'Full Night',
  3: 'Daycation',
  4: 'Session',
  5: 'Housekeeping',
  6: 'Maintenance',
  7: 'Long Stay',
};

export const isRoomStatusCode = (value: unknown): value is RoomStatusCode =>
  typeof value === 'number' && (roomStatusCodes as readonly number[]).includes(value);

/** An unknown status is shown as Available. */
export const roomStatusLabel = (status: number): string =>
  isRoomStatusCode(status) ? labels[status] : labels[1];

export const isOccupied = (status: number): boolean =>
  status === 2 || status === 3 || status === 4 || status === 7;
