import { sumKyat } from './money.ts';
import { countNights, type NightTimes } from './stay-length.ts';
import type { StayType } from './stay-types.ts';

/** At most this many stays answer a search (the newest first); the desk types more to narrow. */
export const guestSearchLimit = 20;
export const guestSearchMinLength = 2;
export const guestSearchMaxLength = 60;

/** LIKE's wildcards and its escape character, written literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A phone as digits only: '09 420-111 222' and '09420111222' are one number. */
export const phoneDigits = (phone: string): string => phone.replace(/[^0-9]/g, '');

export interface GuestSearchPatterns {
  /** For lower(name) and lower(national_id): a word of 3 or more anywhere, 2 at the start. */
  text: string;
  /** For the phone's digits; undefined unless the query looks like a phone (3 digits or more). */
  phone: string | undefined;
  /** Matched whole against the room number, as typed (trimmed). */
  room: string;
}

/**
 * What a search box query matches (issue 19): name or national ID containing it (from the start
 * when it has only 2 characters), the phone's digits containing the digits of a query that looks like a phone (3 digits or more), or the
 * room number. Wildcards typed are matched literally; case is ignored but in room numbers.
 */
export const guestSearchPatterns = (query: string): GuestSearchPatterns => {
  const q = query.trim().toLowerCase();
  const escaped = escapeLike(q);
  const digits = phoneDigits(q);
  return {
    text: q.length >= 3 ? `%${escaped}%` : `${escaped}%`,
    phone: /^[0-9 +()-]+$/.test(q) && digits.length >= 3 ? `%${digits}%` : undefined,
    room: query.trim(),
  };
};

export interface StayForHistory {
  stayType: StayType;
  checkinAt: Date;
  checkoutAt: Date;
  roomCharges: number;
  foodCharges: number;
  taxCharges: number;
  serviceCharges: number;
}

/**
 * The nights a stay held its room: full night and long stay, by the nights rule its check-in
 * was charged by (countNights, ADR 068: from the arrival's night to the check-out date; an
 * extension by hours adds none); a daycation or session holds no night.
 */
export const stayNights = (stay: StayForHistory, times: NightTimes): number =>
  stay.stayType === 'full-night' || stay.stayType === 'long-stay'
    ? countNights({ arrival: stay.checkinAt, departure: stay.checkoutAt }, times).nights
    : 0;

/** What a stay cost the guest: room, food, tax and service charges. */
export const staySpent = (stay: StayForHistory): number =>
  sumKyat([stay.roomCharges, stay.foodCharges, stay.taxCharges, stay.serviceCharges]);

/** A returning guest's totals over their stays. */
export const guestHistoryTotals = (stays: readonly StayForHistory[], times: NightTimes) => ({
  stays: stays.length,
  nights: stays.reduce((sum, stay) => sum + stayNights(stay, times), 0),
  spent: sumKyat(stays.map(staySpent)),
});
