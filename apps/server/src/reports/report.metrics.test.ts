import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckInResponse, Report } from '@frontdesk/domain';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// A month at the Aureo (Asia/Yangon, UTC+06:30; 17 rooms, a standard room 40,000 Ks a night, a
// family room 65,000, a daycation 25,000, a session 15,000), counted by hand (ADR 081).
let now = new Date('2026-11-03T07:30:00.000Z');
const fx = useCheckInFixture(() => now);
let admin = '';
/** The hotel's wall clock: `yyyy-mm-dd hh:mm` at +06:30. */
const atHotel = async (dateTime: string) => {
  now = new Date(`${dateTime.replace(' ', 'T')}:00.000+06:30`);
  fx.aureo = await fx.t.login('aureo');
};
const checkIn = async (change: Record<string, unknown>) => {
  const response = await fx.checkIn(fx.walkIn({ taxRate: 0, serviceRate: 0, ...change }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckInResponse>();
};
const room = (roomNumber: string) => ({ rooms: [{ roomNumber, extraBed: false }] });
const ok = async (method: 'POST' | 'PUT', url: string, body: object) => {
  const response = await fx.call(method, `${fx.base}${url}`, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
};
const report = async (from: string, to: string) => {
  const response = await fx.call(
    'GET',
    `/api/aureo/admin/reports?from=${from}&to=${to}`,
    undefined,
    admin,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report>();
};

beforeAll(async () => {
  // 3 Nov 14:00, room 101: 3 nights (3, 4, 5 Nov) at 40,000 = 120,000, tax 5 % = 6,000,
  // service 10 % = 12,000; checked out on the 6th at 10:30.
  await atHotel('2026-11-03 14:00');
  await checkIn({
    ...room('101'),
    checkoutDate: '2026-11-06T12:00:00.000Z',
    taxRate: 5,
    serviceRate: 10,
  });
  await atHotel('2026-11-06 10:30');
  await ok('PUT', '/guests/checkout/101', {});
  // 10 Nov 14:00, room 102: 2 nights to the 12th (80,000), extended on the 11th by a day to the
  // 13th (+40,000): 3 nights (10, 11, 12 Nov), 120,000 of room revenue.
  await atHotel('2026-11-10 14:00');
  const extended = await checkIn({ ...room('102'), checkoutDate: '2026-11-12T12:00:00.000Z' });
  await atHotel('2026-11-11 10:00');
  await ok('POST', `/guests/${extended.guests[0]!.ID}/extend-days`, {
    checkoutDate: '2026-11-13T12:00:00.000Z',
    paymentMethod: 'cash',
  });
  // Laundry (5,000) put on its account: not a room sale, left out of room revenue.
  await ok('POST', `/guests/${extended.guests[0]!.ID}/charges`, {
    description: 'Laundry',
    amount: 5000,
  });
  // 15 Nov: a daycation in 103 at 09:00 (25,000, tax 5 % = 1,250, service 10 % = 2,500) and a
  // session in 104 at 16:00 (15,000): day use, no room-night.
  await atHotel('2026-11-15 09:00');
  await checkIn({ ...room('103'), stayType: 'daycation', taxRate: 5, serviceRate: 10 });
  await atHotel('2026-11-15 16:00');
  await checkIn({ ...room('104'), stayType: 'session' });
  // 20 Nov 02:10, room 201, before the arrival-day hour (06:00): the night of the 19th is sold
  // too. 19 and 20 Nov: 2 nights, 80,000; checked out on the 21st at 11:00.
  await atHotel('2026-11-20 02:10');
  const early = await checkIn({ ...room('201'), checkoutDate: '2026-11-21T12:00:00.000Z' });
  expect(early).toMatchObject({ nights: 2, roomCharges: 80000 });
  await atHotel('2026-11-21 11:00');
  await ok('PUT', '/guests/checkout/201', {});
  // 30 Nov 14:00, family room 105 to 2 Dec: 2 nights at 65,000 = 130,000; November holds the
  // night of the 30th (65,000), December the 1st.
  await atHotel('2026-11-30 14:00');
  await checkIn({ ...room('105'), checkoutDate: '2026-12-02T12:00:00.000Z' });
  await atHotel('2026-12-07 14:00');
  admin = await fx.t.login('aureo', 'admin');
});

describe('hotel metrics of a month counted by hand (issue 44 item 2, ADR 081)', () => {
  it('November: room-nights sold, room revenue without tax and service, ADR, occupancy, RevPAR, day use', async () => {
    const november = await report('2026-11-01', '2026-11-30');
    expect(november).toMatchObject({
      roomNightsSold: 9, // 3 + 3 + 2 + 1
      roomNightsInService: 510, // 17 rooms x 30 nights
      roomRevenue: 385000, // 120,000 + 120,000 + 80,000 + 65,000
      roomTax: 6000,
      roomService: 12000,
      adr: 42777.78, // 385,000 / 9 = 42,777.777...
      occupancy: 9 / 510, // 1.76 %
      revpar: 754.9, // 385,000 / 510 = 754.901...
      dayUseCount: 2, // the daycation and the session
      dayUseRevenue: 40000, // 25,000 + 15,000
      dayUseTax: 1250,
      dayUseService: 2500,
    });
    // Each night as sold: the early arrival's night of the 19th among them.
    const sold = november.days.filter((d) => d.sold > 0).map((d) => [d.date.slice(8), d.sold]);
    expect(sold).toEqual([
      ['03', 1],
      ['04', 1],
      ['05', 1],
      ['10', 1],
      ['11', 1],
      ['12', 1],
      ['19', 1],
      ['20', 1],
      ['30', 1],
    ]);
    // The money taken is what it was: with tax and service, the extension's on its own day.
    // 138,000 + 80,000 + 40,000 + 28,750 + 15,000 + 80,000 + 130,000
    expect(november.totals.room).toBe(511750);
  });

  it("a range split in two adds up to the month; December holds the last stay's second night", async () => {
    const [first, second] = [
      await report('2026-11-01', '2026-11-15'),
      await report('2026-11-16', '2026-11-30'),
    ];
    expect([first.roomNightsSold, first.roomRevenue, first.dayUseCount]).toEqual([6, 240000, 2]);
    expect([second.roomNightsSold, second.roomRevenue, second.dayUseCount]).toEqual([3, 145000, 0]);
    expect(await report('2026-12-01', '2026-12-07')).toMatchObject({
      roomNightsSold: 1,
      roomRevenue: 65000,
      adr: 65000,
    });
  });
});
