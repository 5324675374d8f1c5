import { describe, expect, it } from 'vitest';
import { wallClockToInstant, type TodayAtGlance } from '@frontdesk/domain';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

/** An instant on the hotel's clock (aureo: Asia/Yangon, UTC+06:30). */
const at = (wallClock: string) => wallClockToInstant(wallClock, 'Asia/Yangon');
// Every step within a desk session's 12 idle hours of the one before.
let clock = at('2026-11-24T22:00');

const fx = useCheckInFixture(() => clock);
const { base, call, walkIn, checkIn, reserve } = fx;

const today = async (token?: string, hotel = 'aureo') => {
  const response = await call('GET', `/api/${hotel}/reception/today`, undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TodayAtGlance>();
};
const guestIn = async (change: Record<string, unknown>) => {
  const response = await checkIn(walkIn(change));
  expect(response.statusCode, response.body).toBe(201);
};
const rooms = (answer: TodayAtGlance) =>
  answer.InHouse.map((g) => [g.RoomNumber, g.Name, g.DueOutToday, g.Overdue]);

describe('GET /reception/today', () => {
  it('answers arrivals, departures and overdue guests on the hotel clock', async () => {
    // The night before: two full nights, one leaving on the 25th, one on the 27th.
    const guest = (name: string) => ({ name, nationalId: 'N-1', phone: '09 1' });
    await guestIn({ guest: guest('Leaving 25th'), checkoutDate: '2026-11-25T12:00:00.000Z' });
    await guestIn({
      guest: guest('Leaving 27th'),
      rooms: [{ roomNumber: '102', extraBed: false }],
      checkoutDate: '2026-11-27T12:00:00.000Z',
    });

    clock = at('2026-11-25T09:00');
    await guestIn({
      guest: guest('Session 9-12'),
      stayType: 'session',
      rooms: [{ roomNumber: '103', extraBed: false }],
    });
    const day = { checkinDate: '2026-11-25T14:00:00.000Z', checkoutDate: '2026-11-26T12:00' };
    const arriving = await reserve({ ...day, name: 'Arriving', phone: '09 777' });
    await reserve({ ...day, name: 'Cancelled', status: 'cancelled' });
    await reserve({
      name: 'Tomorrow',
      checkinDate: '2026-11-26T14:00:00.000Z',
      checkoutDate: '2026-11-27T12:00',
    });
    const early = await reserve({ ...day, name: 'Came early', roomCount: 1 });
    await guestIn({
      guest: guest('Came early'),
      reservationId: early.ID,
      rooms: [{ roomNumber: '104', extraBed: false }],
      checkoutDate: '2026-11-26T12:00:00.000Z',
      paymentMethod: 'cash',
      prepaidConfirmed: true,
    });

    clock = at('2026-11-25T10:00');
    const morning = await today();
    expect(morning.Date).toBe('2026-11-25');
    expect(morning.Arrivals).toEqual([
      {
        ID: arriving.ID,
        Name: 'Arriving',
        Phone: '09 777',
        RoomType: 'full-night',
        RoomCount: 2,
        RoomsToCheckIn: 2,
        CheckinDate: at('2026-11-25T14:00').toISOString(),
        CheckoutDate: at('2026-11-26T12:00').toISOString(),
      },
    ]);
    // Earliest check-out first; nobody is past their time at 10:00.
    expect(rooms(morning)).toEqual([
      ['101', 'Leaving 25th', true, false],
      ['103', 'Session 9-12', true, false],
      ['104', 'Came early', false, false],
      ['102', 'Leaving 27th', false, false],
    ]);
    expect(morning.InHouse[0]!.CheckoutDate).toBe(at('2026-11-25T12:00').toISOString());

    // 12:30: the full night and the session (3 h from 09:00) are past their check-out time.
    clock = at('2026-11-25T12:30');
    expect(rooms(await today())).toEqual([
      ['101', 'Leaving 25th', true, true],
      ['103', 'Session 9-12', true, true],
      ['104', 'Came early', false, false],
      ['102', 'Leaving 27th', false, false],
    ]);

    // Checked out: gone from the lists.
    expect((await call('PUT', `${base}/guests/checkout/101`)).statusCode).toBe(200);
    expect(rooms(await today()).map(([room]) => room)).toEqual(['103', '104', '102']);

    // Past the hotel's midnight (17:30 UTC) the 26th's reservation arrives, and 104 is due out.
    clock = at('2026-11-26T00:05');
    const next = await today();
    expect(next.Date).toBe('2026-11-26');
    expect(next.Arrivals.map((a) => a.Name)).toEqual(['Tomorrow']);
    expect(rooms(next).find(([room]) => room === '104')).toEqual([
      '104',
      'Came early',
      true,
      false,
    ]);
  });

  it('shows a hotel only its own day, and only to a signed-in desk', async () => {
    const sweToken = await fx.t.login('swe');
    const swe = await today(sweToken, 'swe');
    expect(swe.InHouse).toEqual([]);
    expect(swe.Arrivals).toEqual([]);
    expect((await call('GET', `/api/swe/reception/today`, undefined, fx.aureo)).statusCode).toBe(
      401,
    );
    const anonymous = await fx.t.app.inject({ method: 'GET', url: `${base}/today` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('message');
  });
});
