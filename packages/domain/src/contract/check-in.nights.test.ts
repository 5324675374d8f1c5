import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, businessDate, zonedInstant } from '../rules/dates.ts';
import { checkoutAtNoon } from '../rules/stay-length.ts';
import { checkInStay, quoteCheckIn } from './check-in.ts';

const zone = 'Asia/Yangon';
const foreignPrices = {
  'full-night': 40000,
  extrabed: 10000,
  'foreigner-full-night': 60000,
  'foreigner-extrabed': 15000,
};

/** What the server charges a check-in: checkInStay's nights, priced by quoteCheckIn. */
const charged = (stay: ReturnType<typeof checkInStay>, early = 0) =>
  quoteCheckIn({
    stayType: 'full-night',
    nights: stay.nights,
    isForeigner: true,
    earlyCheckInCharge: stay.earlyArrival ? early : 0,
    taxRate: 0,
    serviceRate: 0,
    rooms: [{ roomNumber: '101', extraBed: true, prices: foreignPrices }],
  });

describe('one nights rule for walk-ins and reservation check-ins (issue 43)', () => {
  it('a walk-in at 07:55 leaving tomorrow at 12:00: one night, 75,000 for a foreigner with a bed', () => {
    const now = zonedInstant('2026-12-05', '07:55', zone);
    const walkIn = checkInStay({
      stayType: 'full-night',
      now,
      timeZone: zone,
      arrivalDayHour: 6,
      checkoutDate: '2026-12-06',
    });
    const reserved = checkInStay({
      stayType: 'full-night',
      now,
      timeZone: zone,
      arrivalDayHour: 6,
      reservation: {
        checkinAt: zonedInstant('2026-12-05', '14:00', zone),
        checkoutAt: checkoutAtNoon('2026-12-06', zone),
      },
    });
    expect(walkIn.nights).toBe(1);
    expect(reserved.nights).toBe(1);
    // 60,000 + 15,000 for the bed; the early arrival is not a second night
    expect(charged(walkIn).total).toBe(75000);
    // With an early check-in charge of 20,000 set by the owner: a part of its own
    expect(charged(walkIn, 20000)).toMatchObject({
      total: 95000,
      rooms: [{ roomCharges: 95000, extraBedCharges: 15000, earlyCheckInCharges: 20000 }],
    });
    expect(charged(reserved, 20000).total).toBe(95000);
  });

  it('a long stay 02/12 to 09/12 checked in at 07:55 is 7 nights on either path', () => {
    const now = zonedInstant('2026-12-02', '07:55', zone);
    const base = { stayType: 'long-stay' as const, now, timeZone: zone, arrivalDayHour: 6 };
    expect(checkInStay({ ...base, checkoutDate: '2026-12-09' }).nights).toBe(7);
    const reservation = { checkinAt: now, checkoutAt: checkoutAtNoon('2026-12-09', zone) };
    expect(checkInStay({ ...base, reservation }).nights).toBe(7);
  });

  it('a walk-in and a reservation check-in at the same times charge the same nights', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2034-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 366 }),
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 5000, 20000),
        (now, days, reservedOffset, arrivalDayHour, early) => {
          const checkout = addDays(businessDate(now, zone), days);
          const base = { stayType: 'full-night' as const, now, timeZone: zone, arrivalDayHour };
          const walkIn = checkInStay({ ...base, checkoutDate: `${checkout}T12:00:00.000Z` });
          // The reservation was made for any dates; the desk checks it in leaving the same day.
          const reservation = {
            checkinAt: zonedInstant(addDays(checkout, reservedOffset - days), '14:00', zone),
            checkoutAt: checkoutAtNoon(addDays(checkout, reservedOffset), zone),
          };
          const viaReservation = checkInStay({
            ...base,
            reservation,
            checkoutDate: `${checkout}T12:00:00.000Z`,
          });
          expect(viaReservation).toEqual(walkIn);
          expect(charged(viaReservation, early)).toEqual(charged(walkIn, early));
          // ... and a reservation keeping its own check-out date, when that is the same day
          if (reservedOffset === 0) {
            expect(checkInStay({ ...base, reservation }).nights).toBe(walkIn.nights);
          }
        },
      ),
    );
  });
});
