import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  arrivalNight,
  nightsFromDates,
  RoomStatus,
  zonedInstant,
  type CheckInResponse,
} from '@frontdesk/domain';
import { guests, rooms } from '../db/schema.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// The clock moves forward a day per run, to an arrival at any minute of the day at the hotel
// (Asia/Yangon, arrival-day hour 06:00).
let now = new Date('2026-12-31T07:30:00.000Z');
const fx = useCheckInFixture(() => now);
const { walkIn, checkIn, reserve } = fx;
const zone = 'Asia/Yangon';
const times = { timeZone: zone, arrivalDayHour: 6 };

/** Rooms 101 and 102 (one type, 40,000 a night) empty again, their guests gone. */
const emptyRooms = async () => {
  await fx
    .db()
    .update(guests)
    .set({ status: 'checked-out' })
    .where(and(eq(guests.hotelId, fx.aureoId), eq(guests.status, 'active')));
  await fx
    .db()
    .update(rooms)
    .set({ status: RoomStatus.Available })
    .where(eq(rooms.hotelId, fx.aureoId));
};

describe('a walk-in and a reservation check-in at the same times pay the same nights (ADR 068, 075)', () => {
  it('whatever the hour of arrival and the check-out date, on the database', async () => {
    let day = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        async (hour, minute, daysAfterEarliest, reservationSendsDate) => {
          day += 1;
          const date = addDays('2027-01-01', day);
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          now = zonedInstant(date, time, zone);
          fx.aureo = await fx.t.login('aureo'); // a day later: the desk signs in again
          await emptyRooms();
          const night = arrivalNight(now, times);
          // The earliest check-out: the day after the night charged (today before 06:00).
          const earliest = hour < 6 ? date : addDays(date, 1);
          // A reservation keeping its own check-out leaves tomorrow at the earliest (SPEC).
          const checkout = addDays(
            reservationSendsDate ? earliest : addDays(date, 1),
            daysAfterEarliest,
          );
          const checkoutDate = `${checkout}T12:00:00.000Z`;
          // Booked from today (a reservation starts today at the earliest) to a later date; the
          // check-in sends the same check-out as the walk-in, or keeps the reservation's own.
          const bookedOut = checkout > date ? checkout : addDays(date, 1);
          const booked = await reserve({
            roomCount: 1,
            amountPaid: 0,
            checkinDate: `${date}T14:00:00.000Z`,
            checkoutDate: `${bookedOut}T12:00:00.000Z`,
          });
          const local = { taxRate: 0, serviceRate: 0 };
          const walked = await checkIn(
            walkIn({ ...local, checkoutDate, rooms: [{ roomNumber: '101', extraBed: false }] }),
          );
          const reserved = await checkIn(
            walkIn({
              ...local,
              reservationId: booked.ID,
              checkoutDate: reservationSendsDate ? checkoutDate : undefined,
              rooms: [{ roomNumber: '102', extraBed: false }],
            }),
          );
          expect(walked.statusCode, walked.body).toBe(201);
          expect(reserved.statusCode, reserved.body).toBe(201);
          const a = walked.json<CheckInResponse>();
          const b = reserved.json<CheckInResponse>();
          const nights = nightsFromDates(night, checkout);
          expect([a.nights, b.nights]).toEqual([nights, nights]);
          expect([a.roomCharges, b.roomCharges]).toEqual([40000 * nights, 40000 * nights]);
          expect(b.checkoutDate).toBe(a.checkoutDate);
        },
      ),
      { numRuns: 48 },
    );
  }, 60_000);
});
