import { describe, expect, it } from 'vitest';
import type { AdminHotel, CheckInResponse, Folio } from '@frontdesk/domain';
import { bearer } from '../../test/test-app.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 07:55 on 5 December at the hotel (Asia/Yangon, UTC+06:30): the morning walk-in of issue 43.
const now = new Date('2026-12-05T01:25:00.000Z');

const fx = useCheckInFixture(() => now);
const { walkIn, checkIn, reserve, guestsOf } = fx;

const tomorrowNoon = '2026-12-06T12:00:00.000Z';
const local = { taxRate: 0, serviceRate: 0, checkoutDate: tomorrowNoon };

const setHotel = async (change: Record<string, unknown>) => {
  const admin = await fx.t.login('aureo', 'admin');
  const current = (await fx.call('GET', '/api/aureo/admin/hotel', undefined, admin)).json<
    AdminHotel & { key: string; timeZone: string }
  >();
  const { key: _key, timeZone: _zone, ...details } = current;
  const response = await fx.call('PUT', '/api/aureo/admin/hotel', { ...details, ...change }, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminHotel>();
};

const reservationAtTheSameTimes = async () =>
  reserve({
    roomCount: 1,
    amountPaid: 0,
    checkinDate: '2026-12-05T14:00:00.000Z',
    checkoutDate: tomorrowNoon,
  });

const fromReservation = (id: number, roomNumber: string) =>
  walkIn({
    ...local,
    reservationId: id,
    rooms: [{ roomNumber, extraBed: false }],
    checkoutDate: undefined,
  });

describe('one nights rule on every check-in path (issue 43, ADR 068)', () => {
  it('a walk-in at 07:55 leaving tomorrow at 12:00 is charged one night (40,000), not two', async () => {
    const response = await checkIn(walkIn(local));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<CheckInResponse>();
    expect(answer).toMatchObject({ nights: 1, roomCharges: 40000, total: 40000 });
    const [guest] = await guestsOf(answer.receiptNumber);
    expect(guest).toMatchObject({ nights: 1, nightsCharges: 40000, earlyCheckInCharges: null });
  });

  it('a reservation checked in at the same time for the same dates: the same night', async () => {
    const reservation = await reservationAtTheSameTimes();
    const response = await checkIn(fromReservation(reservation.ID, '102'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CheckInResponse>()).toMatchObject({
      nights: 1,
      roomCharges: 40000,
      total: 40000,
      checkoutDate: '2026-12-06T05:30:00.000Z',
    });
  });

  it('the owner sets the arrival-day hour and an early check-in charge; it is a line of its own', async () => {
    expect(await setHotel({ earlyCheckInCharge: 15000 })).toMatchObject({
      arrivalDayHour: 6,
      earlyCheckInCharge: 15000,
    });
    const walked = await checkIn(
      walkIn({ ...local, rooms: [{ roomNumber: '103', extraBed: false }] }),
    );
    expect(walked.statusCode, walked.body).toBe(201);
    const answer = walked.json<CheckInResponse>();
    // one night 40,000 + the early check-in 15,000
    expect(answer).toMatchObject({ nights: 1, roomCharges: 55000, total: 55000 });
    const [guest] = await guestsOf(answer.receiptNumber);
    expect(guest).toMatchObject({ nightsCharges: 40000, earlyCheckInCharges: 15000 });
    const folio = (
      await fx.t.app.inject({
        method: 'GET',
        url: `/api/aureo/reception/guests/${guest!.id}/folio`,
        headers: bearer(fx.aureo),
      })
    ).json<Folio>();
    expect(folio.Charges.map((l) => [l.Type, l.Amount])).toEqual(
      expect.arrayContaining([
        ['nights', 40000],
        ['early-check-in', 15000],
      ]),
    );

    // The same for the reservation checked in at the same time.
    const reservation = await reservationAtTheSameTimes();
    const reserved = await checkIn(fromReservation(reservation.ID, '104'));
    expect(reserved.json<CheckInResponse>()).toMatchObject({ nights: 1, total: 55000 });
  });

  it('with the arrival-day hour at 09:00, the 07:55 arrival pays the night before too', async () => {
    await setHotel({ arrivalDayHour: 9 });
    const response = await checkIn(
      walkIn({ ...local, rooms: [{ roomNumber: '105', extraBed: false }] }),
    );
    // two nights at room 105's 65,000, no early check-in: the night before counts instead
    expect(response.json<CheckInResponse>()).toMatchObject({ nights: 2, roomCharges: 130000 });
  });

  it('refuses an arrival-day hour past 23 and a negative charge, changing nothing', async () => {
    const admin = await fx.t.login('aureo', 'admin');
    const before = (await fx.call('GET', '/api/aureo/admin/hotel', undefined, admin)).json();
    for (const [change, message] of [
      [{ arrivalDayHour: 24 }, 'Arrival-day hour must be at most 23'],
      [{ earlyCheckInCharge: -1 }, 'Early check-in charge cannot be negative'],
    ] as const) {
      const { key: _k, timeZone: _t, ...details } = before as Record<string, unknown>;
      const response = await fx.call(
        'PUT',
        '/api/aureo/admin/hotel',
        { ...details, ...change },
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect((await fx.call('GET', '/api/aureo/admin/hotel', undefined, admin)).json()).toEqual(
      before,
    );
  });
});
