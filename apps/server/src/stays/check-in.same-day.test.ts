import { describe, expect, it } from 'vitest';
import type { CheckInResponse } from '@frontdesk/domain';
import { bookingForm } from '../../test/booking-form.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// The hotel is Asia/Yangon (UTC+06:30), its arrival-day hour 06:00. The clock starts at 14:00 on
// 4 December (reservations are made), then moves to 02:10 on the 5th: that arrival slept in the
// night of the 4th, which it is charged for (ADR 068), so it may leave at 12:00 on the 5th.
let now = new Date('2026-12-04T07:30:00.000Z');
const at0210 = new Date('2026-12-04T19:40:00.000Z');

const fx = useCheckInFixture(() => now);
const { walkIn, checkIn, reserve } = fx;

/** Moves the clock, and signs the desk in again (a session idle that long has ended). */
const moveClock = async (to: Date) => {
  now = to;
  fx.aureo = await fx.t.login('aureo');
};
const on4th = new Date('2026-12-04T07:30:00.000Z');

const todayNoon = '2026-12-05T12:00:00.000Z';
const local = { taxRate: 0, serviceRate: 0, checkoutDate: todayNoon };
const room = (roomNumber: string) => ({ rooms: [{ roomNumber, extraBed: false }] });

const reserveNights = async (rooms: number, checkin: string, checkout: string) => {
  const response = await fx.call(
    'POST',
    `${fx.base}/create-reservation`,
    bookingForm(rooms, checkin, checkout),
  );
  expect(response.statusCode, response.body).toBe(201);
};

describe('an arrival before the arrival-day hour may leave the same day (ADR 075)', () => {
  it('at 02:10 a walk-in leaving today at 12:00 pays the one night it arrived in', async () => {
    // made at 14:00 on the 4th, before the clock moves: one room for 4 to 5 December
    const reservation = await reserve({
      roomCount: 1,
      amountPaid: 0,
      checkinDate: '2026-12-04T14:00:00.000Z',
      checkoutDate: todayNoon,
    });
    await moveClock(at0210);
    const response = await checkIn(walkIn({ ...local, ...room('101') }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CheckInResponse>()).toMatchObject({
      nights: 1,
      roomCharges: 40000,
      total: 40000,
      checkoutDate: '2026-12-05T05:30:00.000Z',
    });

    // The reservation of the night of the 4th, checked in now for the same date: the same.
    const reserved = await checkIn(
      walkIn({ ...local, ...room('102'), reservationId: reservation.ID }),
    );
    expect(reserved.statusCode, reserved.body).toBe(201);
    expect(reserved.json<CheckInResponse>()).toMatchObject({ nights: 1, total: 40000 });
  });

  it('a long stay at 02:10 may leave today too, charged one night at its price', async () => {
    const response = await checkIn(
      walkIn({ ...local, ...room('103'), stayType: 'long-stay', pricePerNight: 30000 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CheckInResponse>()).toMatchObject({ nights: 1, total: 30000 });
  });

  it('refuses the day before with "Check-out date must be today or later", writing nothing', async () => {
    const before = await fx.counts();
    for (const stayType of ['full-night', 'long-stay']) {
      const response = await checkIn(
        walkIn({
          ...local,
          ...room('104'),
          stayType,
          pricePerNight: 30000,
          checkoutDate: '2026-12-04T12:00:00.000Z',
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Check-out date must be today or later',
        errors: [{ field: 'checkoutDate', message: 'Check-out date must be today or later' }],
      });
    }
    expect(await fx.counts()).toEqual(before);
  });

  it("from 06:00 today is refused again with SPEC's minimum, tomorrow", async () => {
    await moveClock(new Date('2026-12-04T23:30:00.000Z')); // 06:00 on the 5th
    const response = await checkIn(walkIn({ ...local, ...room('104') }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Check-out date must be tomorrow or later',
    );
  });
});

describe('the overbooking check starts from the night charged (ADR 075)', () => {
  it('at 02:10 leaving today holds the night of the 4th, not of the 5th', async () => {
    // All 17 rooms are promised on the night of the 5th (the guests in 101 to 103 leave at
    // 12:00 on the 5th): leaving then takes none of that night. Counted from today's date, the
    // stay would ask for the night of the 5th and be refused.
    await moveClock(on4th);
    await reserveNights(17, '2026-12-05', '2026-12-06');
    await moveClock(at0210);
    const leavingToday = await checkIn(walkIn({ ...local, ...room('105') }));
    expect(leavingToday.statusCode, leavingToday.body).toBe(201);
  });

  it('is refused naming 04/12/2026 when the night of the 4th is promised', async () => {
    await moveClock(on4th);
    // The rest of the rooms promised on the night of the 4th.
    await reserveNights(17 - 4, '2026-12-04', '2026-12-05'); // 101, 102, 103 and 105 in use
    await moveClock(at0210);
    const response = await checkIn(walkIn({ ...local, ...room('201') }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Rooms promised to reservations would be short on 04/12/2026',
      overbookedNights: [{ date: '2026-12-04' }],
    });
  });
});
