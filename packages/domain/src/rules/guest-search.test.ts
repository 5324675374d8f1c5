import { describe, expect, it } from 'vitest';
import {
  escapeLike,
  guestHistoryTotals,
  guestSearchPatterns,
  phoneDigits,
  stayNights,
  type StayForHistory,
} from './guest-search.ts';

describe('guestSearchPatterns', () => {
  it.each([
    ['Aye', { text: '%aye%', phone: undefined, room: 'Aye' }],
    ['  KO ', { text: 'ko%', phone: undefined, room: 'KO' }],
    ['09 420 111', { text: '%09 420 111%', phone: '%09420111%', room: '09 420 111' }],
    ['12/PaBaTa(N)', { text: '%12/pabata(n)%', phone: undefined, room: '12/PaBaTa(N)' }],
    ['50%_off\\', { text: '%50\\%\\_off\\\\%', phone: undefined, room: '50%_off\\' }],
    ['+95 9-420', { text: '%+95 9-420%', phone: '%959420%', room: '+95 9-420' }],
    ['101', { text: '%101%', phone: '%101%', room: '101' }],
  ])('%s', (query, patterns) => {
    expect(guestSearchPatterns(query)).toEqual(patterns);
  });

  it('escapes every wildcard and the escape character itself', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(phoneDigits('+95 (9) 420-111')).toBe('959420111');
  });
});

const stay = (change: Partial<StayForHistory>): StayForHistory => ({
  stayType: 'full-night',
  // 14:00 on 22 Nov to 12:00 on 24 Nov at the hotel (UTC+06:30).
  checkinAt: new Date('2026-11-22T07:30:00.000Z'),
  checkoutAt: new Date('2026-11-24T05:30:00.000Z'),
  roomCharges: 90000,
  foodCharges: 12500,
  taxCharges: 4500,
  serviceCharges: 9000,
  ...change,
});

const times = { timeZone: 'Asia/Yangon', arrivalDayHour: 6 };

describe('guest history', () => {
  it.each([
    ['full night, 22 to 24 Nov', stay({}), 2],
    // Arrived 01:00 on 23 Nov (18:30 UTC the day before): before 06:00, the night of the 22nd
    // counts; nights of the 22nd and 23rd.
    ['full night, arriving at 01:00', stay({ checkinAt: new Date('2026-11-22T18:30:00.000Z') }), 2],
    // Arrived 07:55 on the 23rd (01:25 UTC), leaving the 24th at 12:00: one night, as billed
    // (the old ceiling of 28 h counted 2; issue 43).
    ['full night, arriving at 07:55', stay({ checkinAt: new Date('2026-11-23T01:25:00.000Z') }), 1],
    // Extended by 3 hours to 15:00 on the 24th: no night more (the ceiling of 55.5 h counted 3).
    ['full night extended by hours', stay({ checkoutAt: new Date('2026-11-24T08:30:00.000Z') }), 2],
    [
      'long stay, 1 to 29 Dec',
      stay({
        stayType: 'long-stay',
        checkinAt: new Date('2026-12-01T07:30:00.000Z'),
        checkoutAt: new Date('2026-12-29T05:30:00.000Z'),
      }),
      28,
    ],
    ['daycation', stay({ stayType: 'daycation' }), 0],
    ['session', stay({ stayType: 'session' }), 0],
  ])('%s: %i nights', (_, s, nights) => {
    expect(stayNights(s, times)).toBe(nights);
  });

  it('totals: stays, nights and what they cost', () => {
    // 2 + 0 nights; 116,000 + (25,000 + 0 + 1,250 + 2,500) = 144,750.
    expect(
      guestHistoryTotals(
        [
          stay({}),
          stay({
            stayType: 'daycation',
            roomCharges: 25000,
            foodCharges: 0,
            taxCharges: 1250,
            serviceCharges: 2500,
          }),
        ],
        times,
      ),
    ).toEqual({ stays: 2, nights: 2, spent: 144750 });
    expect(guestHistoryTotals([], times)).toEqual({ stays: 0, nights: 0, spent: 0 });
  });
});
