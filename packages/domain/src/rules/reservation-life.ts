import { businessDate } from './dates.ts';

/**
 * Where a reservation came from (issue 46 item 3, ADR 086). 'desk' is a booking typed at the
 * desk whose channel was not recorded: every reservation made before sources were kept, and any
 * SPEC client that does not send one. The imported channels are named for the iCal feeds to come.
 */
export const reservationSources = [
  'desk',
  'walk-in',
  'phone',
  'messenger',
  'booking-page',
  'agoda',
  'booking-com',
  'airbnb',
] as const;
export type ReservationSource = (typeof reservationSources)[number];
export const defaultReservationSource: ReservationSource = 'desk';

export const noShowBeforeArrivalDayMessage =
  'The guest can be marked as a no-show only after the arrival day has passed.';

/**
 * Whether a confirmed reservation may be marked as a no-show at `now`: only once its arrival day
 * (the hotel's calendar date of its check-in) is over on the hotel clock; the morning after is
 * the first time the desk is offered it. Answers the refusal, or null when allowed.
 */
export const noShowRefusal = (checkinAt: Date, now: Date, timeZone: string): string | null =>
  businessDate(now, timeZone) > businessDate(checkinAt, timeZone)
    ? null
    : noShowBeforeArrivalDayMessage;

/** A source's reservations arriving in a report's range, and what became of them. */
export interface SourceCount {
  source: ReservationSource;
  reservations: number;
  checkedIn: number;
  noShows: number;
  cancelled: number;
}

/**
 * The report's reservations by source (ADR 086), from the count of each source and status: the
 * sources with a reservation, in the list's order.
 */
export const reservationsBySource = (
  counted: readonly { source: string; status: string; n: number }[],
): SourceCount[] =>
  reservationSources.flatMap((source) => {
    const of = (status?: string) =>
      counted
        .filter((c) => c.source === source && (status === undefined || c.status === status))
        .reduce((sum, c) => sum + c.n, 0);
    const reservations = of();
    if (reservations === 0) return [];
    return [
      {
        source,
        reservations,
        checkedIn: of('checked-in'),
        noShows: of('no-show'),
        cancelled: of('cancelled'),
      },
    ];
  });
