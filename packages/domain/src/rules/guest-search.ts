import { sumKyat } from './money.ts';
import { nationalIdKey, westernDigits } from './nrc.ts';
import { countNights, type NightTimes } from './stay-length.ts';
import type { StayType } from './stay-types.ts';

/** At most this many stays answer a search (the newest first); the desk types more to narrow. */
export const guestSearchLimit = 20;
export const guestSearchMinLength = 2;
export const guestSearchMaxLength = 60;

/** LIKE's wildcards and its escape character, written literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A phone as digits only, in the national form (ADR 084): '09 420-111 222', '09420111222',
 * '+95 9 420 111 222' and '၀၉၄၂၀၁၁၁၂၂၂' are one number, 09420111222. The server's
 * `phoneDigitsOf` computes the same in SQL.
 */
export const phoneDigits = (phone: string): string =>
  westernDigits(phone)
    .replace(/[^0-9]/g, '')
    .replace(/^959/, '09');

/**
 * A phone as the desk shows it: a Myanmar mobile number as 09 and groups of digits
 * ('09 420 111 222', '09 420 1112'), Western digits; anything else as typed.
 */
export const phoneDisplay = (phone: string): string => {
  const digits = phoneDigits(phone);
  const mobile = /^09([0-9]{7,9})$/.exec(digits);
  if (!mobile) return phone;
  const rest = mobile[1]!;
  const groups = rest.length === 9 ? rest.match(/.../g)! : [rest.slice(0, -4), rest.slice(-4)];
  return ['09', ...groups].join(' ');
};

export interface GuestSearchPatterns {
  /** For lower(name): a word of 3 or more anywhere, 2 at the start. */
  text: string;
  /** The same for the national ID's search key (`nationalIdKey`: either script and digits). */
  nationalId: string;
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
  const key = escapeLike(nationalIdKey(q));
  return {
    text: q.length >= 3 ? `%${escaped}%` : `${escaped}%`,
    nationalId: q.length >= 3 ? `%${key}%` : `${key}%`,
    phone: /^[0-9\u1040-\u1049 +()-]+$/.test(q) && digits.length >= 3 ? `%${digits}%` : undefined,
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
