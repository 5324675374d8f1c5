import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../rules/dates.ts';
import { bookedVsNew } from './check-in-change.ts';

const standard = { 'full-night': 45000, extrabed: 10000, daycation: 25000, session: 15000 };
const oneRoom = {
  isForeigner: false,
  taxRate: 0,
  serviceRate: 0,
  rooms: [{ roomNumber: '101', extraBed: false, prices: standard }],
};
const booked28to29 = {
  checkinDate: '2026-11-28' as IsoDate,
  checkoutDate: '2026-11-29' as IsoDate,
};

describe('bookedVsNew (hand-computed)', () => {
  it("issue 19's case: booked 28/11 for one night, checked in on 25/11: 4 nights, 180,000 Ks", () => {
    expect(
      bookedVsNew({
        stayType: 'full-night',
        booked: booked28to29,
        actual: { checkinDate: '2026-11-25', checkoutDate: '2026-11-29' },
        quote: oneRoom,
      }),
    ).toEqual({
      booked: { ...booked28to29, nights: 1, total: 45000 },
      new: { checkinDate: '2026-11-25', checkoutDate: '2026-11-29', nights: 4, total: 180000 },
      nightsChange: 3,
      totalChange: 135000,
    });
  });

  it('a late arrival keeping the check-out pays fewer nights; rates and an extra bed count', () => {
    // Booked 22 to 25 Nov (3 nights), arrives 23 Nov: 2 nights. Per night 45,000 + 10,000 bed;
    // 3 nights 165,000 + 5% 8,250 + 10% 16,500 = 189,750; 2 nights 110,000 + 5,500 + 11,000.
    expect(
      bookedVsNew({
        stayType: 'full-night',
        booked: { checkinDate: '2026-11-22', checkoutDate: '2026-11-25' },
        actual: { checkinDate: '2026-11-23', checkoutDate: '2026-11-25' },
        quote: {
          ...oneRoom,
          taxRate: 5,
          serviceRate: 10,
          rooms: [{ roomNumber: '101', extraBed: true, prices: standard }],
        },
      }),
    ).toMatchObject({
      booked: { nights: 3, total: 189750 },
      new: { nights: 2, total: 126500 },
      nightsChange: -1,
      totalChange: -63250,
    });
  });

  it('two rooms, a later check-out on the booked day of arrival', () => {
    // 2 rooms x 45,000 x 2 nights = 180,000; x 3 nights = 270,000.
    expect(
      bookedVsNew({
        stayType: 'full-night',
        booked: { checkinDate: '2026-11-22', checkoutDate: '2026-11-24' },
        actual: { checkinDate: '2026-11-22', checkoutDate: '2026-11-25' },
        quote: {
          ...oneRoom,
          rooms: [...oneRoom.rooms, { roomNumber: '102', extraBed: false, prices: standard }],
        },
      }),
    ).toMatchObject({
      booked: { nights: 2, total: 180000 },
      new: { nights: 3, total: 270000 },
      totalChange: 90000,
    });
  });

  it('a long stay is priced by its own price per night', () => {
    // 7 nights x 30,000 = 210,000; 9 nights = 270,000.
    expect(
      bookedVsNew({
        stayType: 'long-stay',
        booked: { checkinDate: '2026-12-01', checkoutDate: '2026-12-08' },
        actual: { checkinDate: '2026-11-29', checkoutDate: '2026-12-08' },
        quote: { ...oneRoom, pricePerNight: 30000 },
      }),
    ).toMatchObject({
      booked: { nights: 7, total: 210000 },
      new: { nights: 9, total: 270000 },
      nightsChange: 2,
    });
  });

  it('nothing to show on the booked dates, or for a daycation or session', () => {
    const same = { checkinDate: '2026-11-22' as IsoDate, checkoutDate: '2026-11-24' as IsoDate };
    expect(
      bookedVsNew({ stayType: 'full-night', booked: same, actual: same, quote: oneRoom }),
    ).toBeUndefined();
    for (const stayType of ['daycation', 'session'] as const) {
      expect(
        bookedVsNew({
          stayType,
          booked: same,
          actual: { ...same, checkinDate: '2026-11-20' },
          quote: oneRoom,
        }),
      ).toBeUndefined();
    }
  });
});

describe('bookedVsNew (properties)', () => {
  it('the change is the difference, and each side is its nights times the price', () => {
    const day = fc.integer({ min: 0, max: 60 });
    const date = (n: number) =>
      new Date(Date.UTC(2026, 10, 1 + n)).toISOString().slice(0, 10) as IsoDate;
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 20 }),
        day,
        fc.integer({ min: 1, max: 20 }),
        (a, an, b, bn) => {
          const result = bookedVsNew({
            stayType: 'full-night',
            booked: { checkinDate: date(a), checkoutDate: date(a + an) },
            actual: { checkinDate: date(b), checkoutDate: date(b + bn) },
            quote: oneRoom,
          });
          if (a === b && an === bn) return result === undefined;
          return (
            result !== undefined &&
            result.booked.nights === an &&
            result.new.nights === bn &&
            result.booked.total === an * 45000 &&
            result.new.total === bn * 45000 &&
            result.nightsChange === bn - an &&
            result.totalChange === (bn - an) * 45000
          );
        },
      ),
    );
  });
});
