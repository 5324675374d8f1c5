import type { Role } from '../contract/auth.ts';

/**
 * Days a shift opened in the hotel keeps it "working in shifts" (ADR 077): a hotel that tried
 * shifts once and stopped is not asked about them for ever.
 */
export const recentShiftDays = 30;

/** What the server knows of the shifts around the signed-in user (GET /me `shifts`). */
export interface ShiftStanding {
  /** The user works in shifts: cash taken outside a shift is worth a question first. */
  worksInShifts: boolean;
  /** The user has a shift open now. */
  hasOpenShift: boolean;
}

/**
 * Whether a user works in shifts: one who opened a shift of their own in the last 30 days (an
 * owner too), and every receptionist of a hotel where anyone did (a new receptionist included).
 * An owner who never opens shifts is not asked at each payment they take.
 */
export const worksInShifts = (user: {
  role: Role;
  /** Anyone of the hotel opened a shift in the last 30 days, or has one open. */
  hotelHasRecentShift: boolean;
  /** This user opened one in the last 30 days, or has one open. */
  userHasRecentShift: boolean;
}): boolean => user.userHasRecentShift || (user.role === 'reception' && user.hotelHasRecentShift);

/**
 * Whether the desk asks before taking money (ADR 077): cash, more than nothing (an amount not
 * known yet, such as a check-in the server prices, counts as some), by a user who works in shifts
 * and has none open. Wallets, money paid out and food put on the bill are never asked about.
 */
export const warnsBeforeTakingCash = (
  shifts: ShiftStanding | undefined,
  method: string | null | undefined,
  amount?: number,
): boolean =>
  method === 'cash' &&
  (amount === undefined || amount > 0) &&
  shifts?.worksInShifts === true &&
  !shifts.hasOpenShift;
