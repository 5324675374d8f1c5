import { addDays, formatDisplayDate, type IsoDate } from './dates.ts';
import { roomsUnderMaintenanceOn, type MaintenanceSpell } from './maintenance.ts';
import type { StayType } from './stay-types.ts';

/**
 * Rooms free per night (issue 19, ADR 040). A night is a business date D: the hotel's night from
 * D to D + 1. Full-night stays and long stays hold a room for each night from their check-in
 * date up to (not including) their check-out date; daycations and sessions hold a room for their
 * hours only and never a night. A short stay's own check asks whether a room is free through its
 * hours: every stay (of either kind) that is in a room at the same time counts against it.
 */

/** What the hotel can sell: rooms in service, rooms under maintenance, and the owner's allowance. */
export interface Capacity {
  /** Rooms in service (rooms taken out of service by the owner are not counted). */
  roomsInService: number;
  /**
   * Rooms in service whose status is maintenance, one spell each: not sold on the nights the
   * spell covers (ADR 085; a spell without dates covers every night).
   */
  maintenance: readonly MaintenanceSpell[];
  /** How many rooms past the free ones the owner allows to be promised (default 0). */
  overbookAllowance: number;
}

/** A stay in a room, or a reservation's rooms not yet checked in. */
export interface Holding {
  stayType: StayType;
  /** Rooms held: 1 for a guest, the rooms still to check in for a reservation. */
  rooms: number;
  /** Business dates of check-in and check-out on the hotel's calendar. */
  checkinDate: IsoDate;
  checkoutDate: IsoDate;
  /** Check-in and check-out instants in ms, for the hours a short stay holds a room. */
  from: number;
  to: number;
}

/** A night (or, for a short stay, the date of its hours) with fewer rooms than a booking asks. */
export interface NightShort {
  date: IsoDate;
  /** Rooms that could still be promised that night (never below 0). */
  free: number;
}

/** True for the stay types that hold rooms by the night. */
export const holdsNights = (stayType: StayType): boolean =>
  stayType === 'full-night' || stayType === 'long-stay';

/**
 * The nights a holding covers: check-in date up to, not including, the check-out date (a
 * full-night stay dated in and out on one day holds that one night). None for a short stay.
 */
export const nightsHeld = (holding: Holding): IsoDate[] => {
  if (!holdsNights(holding.stayType)) return [];
  const nights: IsoDate[] = [holding.checkinDate];
  for (let night = addDays(holding.checkinDate, 1); night < holding.checkoutDate;) {
    nights.push(night);
    night = addDays(night, 1);
  }
  return nights;
};

const coversNight = (holding: Holding, night: IsoDate): boolean =>
  holdsNights(holding.stayType) &&
  holding.checkinDate <= night &&
  (night < holding.checkoutDate || night === holding.checkinDate);

/** Rooms a reservation still promises: its room count less the rooms already checked in. */
export const roomsPromised = (status: string, roomCount: number, roomsCheckedIn: number): number =>
  status === 'confirmed' ? Math.max(0, roomCount - roomsCheckedIn) : 0;

/** Rooms held on a night by the holdings. */
export const roomsHeldOnNight = (holdings: readonly Holding[], night: IsoDate): number =>
  holdings.reduce((sum, h) => (coversNight(h, night) ? sum + h.rooms : sum), 0);

/**
 * Rooms the hotel has left to sell on a night (before the allowance): in service, less those
 * under maintenance that night.
 */
const roomsToSell = (capacity: Capacity, night: IsoDate): number =>
  capacity.roomsInService - roomsUnderMaintenanceOn(capacity.maintenance, night);

/** Rooms free on a night: may be below 0 when the owner allowed overbooking. */
export const freeRoomsOnNight = (
  capacity: Capacity,
  holdings: readonly Holding[],
  night: IsoDate,
): number => roomsToSell(capacity, night) - roomsHeldOnNight(holdings, night);

/** Rooms free on each of `days` nights from `firstNight` (the calendar's row of free rooms). */
export const freeRoomsByNight = (
  capacity: Capacity,
  holdings: readonly Holding[],
  firstNight: IsoDate,
  days: number,
): { night: IsoDate; free: number }[] => {
  const nights = Array.from({ length: days }, (_, i) => addDays(firstNight, i));
  return nights.map((night) => ({ night, free: freeRoomsOnNight(capacity, holdings, night) }));
};

/**
 * The most rooms held at any moment of [from, to): every holding in a room then, of either kind
 * (a sweep over the start and end instants; a stay ending as another starts does not overlap it).
 */
export const roomsBusyDuring = (holdings: readonly Holding[], from: number, to: number): number => {
  const edges: [number, number][] = [];
  for (const h of holdings) {
    if (h.from < to && from < h.to) {
      edges.push([Math.max(h.from, from), h.rooms], [Math.min(h.to, to), -h.rooms]);
    }
  }
  // Ends before starts at the same instant.
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let busy = 0;
  let most = 0;
  for (const [, change] of edges) {
    busy += change;
    most = Math.max(most, busy);
  }
  return most;
};

/**
 * Every night (or, for a short stay, its date) on which `booking` asks for more rooms than are
 * free plus the owner's allowance; empty when it fits. `holdings` must not contain the booking
 * itself (an edited reservation is left out of them).
 */
export const nightsShort = (
  capacity: Capacity,
  holdings: readonly Holding[],
  booking: Holding,
): NightShort[] => {
  const canPromise = (free: number) => free + capacity.overbookAllowance;
  if (!holdsNights(booking.stayType)) {
    const free =
      roomsToSell(capacity, booking.checkinDate) -
      roomsBusyDuring(holdings, booking.from, booking.to);
    return booking.rooms > canPromise(free)
      ? [{ date: booking.checkinDate, free: Math.max(0, canPromise(free)) }]
      : [];
  }
  return nightsHeld(booking).flatMap((night) => {
    const free = freeRoomsOnNight(capacity, holdings, night);
    return booking.rooms > canPromise(free)
      ? [{ date: night, free: Math.max(0, canPromise(free)) }]
      : [];
  });
};

/**
 * The walk-in's 409 (ADR 040): checking in would leave fewer rooms than reservations are promised
 * on these nights: 'Rooms promised to reservations would be short on 30/11/2026, 01/12/2026'.
 */
export const overbookedNightsMessage = (nights: readonly NightShort[]): string =>
  `Rooms promised to reservations would be short on ${nights
    .map((n) => formatDisplayDate(n.date))
    .join(', ')}`;

/** 'Only 2 rooms are free on 30/11/2026', 'Only 1 room is free on ...', 'No rooms are free on ...'. */
export const roomsFreeMessage = ({ date, free }: NightShort): string => {
  const on = formatDisplayDate(date);
  if (free === 0) return `No rooms are free on ${on}`;
  return free === 1 ? `Only 1 room is free on ${on}` : `Only ${free} rooms are free on ${on}`;
};
