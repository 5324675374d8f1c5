import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckInResponse } from '@frontdesk/domain';
import { bearer } from '../../test/test-app.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
const fx = useCheckInFixture(() => new Date('2026-11-22T07:30:00.000Z'));
let admin = '';
const download = (file: string, query = 'from=2026-11-22&to=2026-11-22', token = admin) =>
  fx.t.app.inject({
    method: 'GET',
    url: `/api/aureo/admin/exports/${file}?${query}`,
    headers: bearer(token),
  });
/** The file's rows read back as a spreadsheet would, the header as the keys. */
const rowsOf = async (file: string) => {
  const response = await download(file);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="aureo-${file.replace('.csv', '')}-2026-11-22-2026-11-22.csv"`,
  );
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
};

beforeAll(async () => {
  admin = await fx.t.login('aureo', 'admin');
  const checkIn = await fx.checkIn(
    fx.walkIn({ guest: { name: 'ဒေါ်မြမြ', nationalId: '=1+1', phone: '+95 9 420 111' } }),
  );
  expect(checkIn.statusCode, checkIn.body).toBe(201);
  const income = await fx.call('POST', `${fx.base}/create-income`, {
    Type: '=HYPERLINK("http://x")',
    GuestID: null,
    RoomNumber: '0',
    Amount: -3000,
    RevenueType: '',
    PaymentMethod: 'cash',
  });
  expect(income.statusCode, income.body).toBe(201);
  const dish = await fx.call('POST', `${fx.base}/create-menu`, {
    FoodName: '@ မုန့်ဟင်းခါး',
    FoodPrice: 2500,
  });
  expect(dish.statusCode, dish.body).toBe(201);
  const guestId = checkIn.json<CheckInResponse>().guests[0]!.ID;
  const order = await fx.call('POST', `${fx.base}/food-orders`, {
    guestId,
    roomNumber: '101',
    items: [{ menuItemId: dish.json<{ ID: number }>().ID, quantity: 2 }],
    taxRate: 0,
    serviceRate: 0,
    paymentMethod: 'kpay',
  });
  expect(order.statusCode, order.body).toBeLessThan(300);
});

describe('GET /admin/exports/*.csv', () => {
  it('incomes: amounts as numbers, the kind the report counts, formula cells made safe', async () => {
    const rows = await rowsOf('incomes.csv');
    expect(rows.map((r) => [r['Type'], r['Kind'], r['Amount']])).toEqual([
      ['checked-in', 'room', expect.stringMatching(/^\d+(\.\d+)?$/)],
      [`'=HYPERLINK("http://x")`, 'expense', '-3000'],
    ]);
    expect(rows[0]).toMatchObject({ Guest: 'ဒေါ်မြမြ', 'Payment method': 'kpay' });
  });

  it('stays: the Burmese name as typed, the national ID and phone never formulas', async () => {
    const [stay] = await rowsOf('stays.csv');
    expect(stay).toMatchObject({
      Name: 'ဒေါ်မြမြ',
      'National ID': `'=1+1`,
      Phone: `'+95 9 420 111`,
      Room: '101',
      'Stay type': 'full-night',
      'Check-in': '2026-11-22 14:00',
    });
  });

  it('food orders: each line with price and quantity', async () => {
    const rows = await rowsOf('food-orders.csv');
    expect(rows.map((r) => [r['Food'], r['Price'], r['Quantity'], r['Voided']])).toEqual([
      [`'@ မုန့်ဟင်းခါး`, '2500', '2', 'no'],
    ]);
  });

  it('register: everyone staying the night, a foreigner with passport and nationality', async () => {
    const foreigner = await fx.checkIn(
      fx.walkIn({
        rooms: [{ roomNumber: '102', extraBed: false }],
        guest: {
          name: 'Somchai',
          nationalId: 'X1234567',
          phone: '+66 81 234 5678',
          isForeigner: true,
          passportNumber: 'X1234567',
          nationality: 'Thai',
          visaType: 'Tourist',
          visaExpiry: '2027-01-31',
        },
      }),
    );
    expect(foreigner.statusCode, foreigner.body).toBe(201);
    const rows = await rowsOf('register.csv');
    expect(rows.map((r) => [r['Night'], r['Room'], r['Name'], r['Nationality']])).toEqual([
      ['2026-11-22', '101', 'ဒေါ်မြမြ', 'Myanmar'],
      ['2026-11-22', '102', 'Somchai', 'Thai'],
    ]);
    expect(rows[0]).toMatchObject({ NRC: `'=1+1`, Passport: '', 'Reported to immigration': '' });
    expect(rows[1]).toMatchObject({
      NRC: '',
      Passport: 'X1234567',
      'Visa type': 'Tourist',
      'Visa expiry': '2027-01-31',
      'Check-in': '2026-11-22 14:00',
      'Check-out': '2026-11-24 12:00',
      'Reported to immigration': 'no',
    });
    // A quarter's nights at most: 93 nights -> 400 with the limit named.
    const tooLong = await download('register.csv', 'from=2026-11-22&to=2027-02-22');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toBe(
      'The guest register covers at most 92 nights',
    );
  });

  it('a bad range -> 400; a receptionist -> 403', async () => {
    expect((await download('incomes.csv', 'from=2026-11-23&to=2026-11-22')).statusCode).toBe(400);
    expect((await download('stays.csv', undefined, fx.aureo)).statusCode).toBe(403);
  });
});

// After the files above: this stay would be one more on their lists.
describe('GET /admin/exports/stays.csv, its Source (ADR 086)', () => {
  it("stays: the source of the reservation checked in from, at the end; 'walk-in' without one", async () => {
    const booked = await fx.reserve({
      source: 'phone',
      name: 'U Hla',
      roomCount: 1,
      guestCount: 2,
    });
    const checkIn = await fx.checkIn(
      fx.walkIn({
        rooms: [{ roomNumber: '103', extraBed: false }],
        guest: { name: 'U Hla', nationalId: '12/ABC(N)000111', phone: '09 111' },
        reservationId: booked.ID,
      }),
    );
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const response = await download('stays.csv');
    const header = (response.body.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '').split(',');
    expect(header.at(-1)).toBe('Source');
    const rows = await rowsOf('stays.csv');
    expect(rows.map((r) => [r['Name'], r['Source']])).toEqual([
      ['ဒေါ်မြမြ', 'walk-in'],
      ['Somchai', 'walk-in'],
      ['U Hla', 'phone'],
    ]);
  });
});
