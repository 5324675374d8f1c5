/**
 * A foreign guest is reported to immigration within 24 hours of check-in (ADR 043). The desk is
 * reminded from 12 hours after check-in until the guest is marked reported: first with the time
 * left of the 24 hours, then, past them, with the time overdue.
 */
export const immigrationReportHours = { remindAfter: 12, deadline: 24 } as const;

const hourMs = 3_600_000;
const minuteMs = 60_000;

export type ImmigrationReportState =
  /** Not a foreigner, or already reported: nothing to do. */
  | { kind: 'none' }
  /** Less than 12 hours since check-in: not yet shown. */
  | { kind: 'not-yet' }
  /** Shown: whole minutes left until 24 hours after check-in (at least 1). */
  | { kind: 'due'; minutesLeft: number; deadline: Date }
  /** Past the 24 hours: whole minutes since the deadline. */
  | { kind: 'overdue'; minutesOver: number; deadline: Date };

export const immigrationDeadline = (checkinAt: Date): Date =>
  new Date(checkinAt.getTime() + immigrationReportHours.deadline * hourMs);

/** Where a guest stands with the immigration report at `now`. */
export const immigrationReportState = (
  guest: { isForeigner: boolean; checkinAt: Date; reportedAt: Date | null },
  now: Date,
): ImmigrationReportState => {
  if (!guest.isForeigner || guest.reportedAt !== null) return { kind: 'none' };
  const since = now.getTime() - guest.checkinAt.getTime();
  if (since < immigrationReportHours.remindAfter * hourMs) return { kind: 'not-yet' };
  const deadline = immigrationDeadline(guest.checkinAt);
  const left = deadline.getTime() - now.getTime();
  // A part minute left counts as a minute: '1 min left' until the deadline itself.
  if (left > 0) return { kind: 'due', minutesLeft: Math.ceil(left / minuteMs), deadline };
  return {
    kind: 'overdue',
    minutesOver: Math.floor((now.getTime() - deadline.getTime()) / minuteMs),
    deadline,
  };
};

/** Minutes as hours and minutes, for '5 h 30 min left'. */
export const hoursAndMinutes = (minutes: number): { hours: number; minutes: number } => ({
  hours: Math.floor(minutes / 60),
  minutes: minutes % 60,
});
