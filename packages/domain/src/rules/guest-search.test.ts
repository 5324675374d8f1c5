import { describe, expect, it } from 'vitest';
import {
  escapeLike,
  guestHistoryTotals,
  guestSearchPatterns,
  phoneDigits,
  phoneDisplay,
  stayNights,
  type StayForHistory,
} from './guest-search.ts';

describe('guestSearchPatterns', () => {
  it.each([
    ['Aye', { text: '%aye%', nationalId: '%aye%', phone: undefined, room: 'Aye' }],
    ['  KO ', { text: 'ko%', nationalId: 'ko%', phone: undefined, room: 'KO' }],
    [
      '09 420 111',
      { text: '%09 420 111%', nationalId: '%09420111%', phone: '%09420111%', room: '09 420 111' },
    ],
    [
      '12/PaBaTa(N)',
      {
        text: '%12/pabata(n)%',
        nationalId: '%12/pabata(n)%',
        phone: undefined,
        room: '12/PaBaTa(N)',
      },
    ],
    [
      '၁၂/ပဘတ(နိုင်)',
      { text: '%၁၂/ပဘတ(နိုင်)%', nationalId: '%12/pabata(n)%', phone: undefined, room: '၁၂/ပဘတ(နိုင်)' },
    ],
    [
      '50%_off\\',
      {
        text: '%50\\%\\_off\\\\%',
        nationalId: '%50\\%\\_off\\\\%',
        phone: undefined,
        room: '50%_off\\',
      },
    ],
    [
      '+95 9-420',
      { text: '%+95 9-420%', nationalId: '%+959-420%', phone: '%09420%', room: '+95 9-420' },
    ],
    ['၀၉ ၄၂၀', { text: '%၀၉ ၄၂၀%', nationalId: '%09420%', phone: '%09420%', room: '၀၉ ၄၂၀' }],
    ['101', { text: '%101%', nationalId: '%101%', phone: '%101%', room: '101' }],
  ])('%s', (query, patterns) => {
    expect(guestSearchPatterns(query)).toEqual(patterns);
  });

  it('escapes every wildcard and the escape character itself', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });
});

describe('phones in either digits, national or international', () => {
  it.each([
    ['09 420-111 222', '09420111222', '09 420 111 222'],
    ['09420111222', '09420111222', '09 420 111 222'],
    ['+95 9 420 111 222', '09420111222', '09 420 111 222'],
    ['+95 (9) 420-111', '09420111', '+95 (9) 420-111'],
    ['959420111222', '09420111222', '09 420 111 222'],
    ['၀၉ ၄၂၀ ၁၁၁ ၂၂၂', '09420111222', '09 420 111 222'],
    ['+၉၅၉၄၂၀၁၁၁၂၂၂', '09420111222', '09 420 111 222'],
    ['0942011122', '0942011122', '09 4201 1122'],
    ['01 234 567', '01234567', '01 234 567'],
    ['+66 81 234 5678', '66812345678', '+66 81 234 5678'],
  ])('%s: digits %s, shown %s', (typed, digits, shown) => {
    expect(phoneDigits(typed)).toBe(digits);
    expect(phoneDisplay(typed)).toBe(shown);
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
