import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  businessDate,
  type CheckInResponse,
  type FoodRevenueRecord,
  type Income,
  type Report,
} from '@frontdesk/domain';
import { bearer } from '../../test/test-app.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 14:00 on 22 November at the hotel (Asia/Yangon, UTC+06:30).
let now = new Date('2026-11-22T07:30:00.000Z');
const fx = useCheckInFixture(() => now);
let admin = '';
let keys = 0;
const post = (url: string, payload: object, token = admin) =>
  fx.t.app.inject({
    method: 'POST',
    url: `${fx.base}${url}`,
    headers: { ...bearer(token), 'idempotency-key': `report-${(keys += 1)}` },
    payload,
  });
const created = async (url: string, payload: object, token = admin) => {
  const response = await post(url, payload, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const get = async <T>(url: string, token = fx.aureo) => {
  const response = await fx.call('GET', url, undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const sum = (amounts: number[]) => Math.round(amounts.reduce((a, b) => a + b * 100, 0)) / 100;
const report = (from: string, to: string) =>
  get<Report>(`/api/aureo/admin/reports?from=${from}&to=${to}`, admin);

let checkInPaid = 0;
beforeAll(async () => {
  admin = await fx.t.login('aureo', 'admin');
  // A walk-in by KPay in 101 (two nights), a cash payment voided, a cash refund.
  const response = await fx.checkIn(
    fx.walkIn({ guest: { name: 'အောင်အောင်', nationalId: '12/ABC(N)1', phone: '09 1' } }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const checkIn = response.json<CheckInResponse>();
  const guestId = checkIn.guests[0]!.ID;
  const payment = await created(`/guests/${guestId}/payments`, {
    amount: 10000,
    paymentMethod: 'cash',
  });
  const list = await get<Income[]>(`${fx.base}/incomes/date/2026-11-22`);
  checkInPaid = sum(list.filter((i) => i.Type === 'checked-in').map((i) => i.Amount));
  const paid = list.find((i) => i.ReceiptNumber === payment.receiptNumber)!;
  await created(`/incomes/${paid.ID}/void`, { reason: 'typed twice' });
  await created(`/guests/${guestId}/refunds`, { amount: 2000, paymentMethod: 'cash', reason: 'x' });
  // A reservation's deposit (100,000 Ks by KPay); other income, an expense, food.
  await fx.reserve();
  const income = (change: object) =>
    created(
      '/create-income',
      {
        Type: 'electricity',
        GuestID: null,
        RoomNumber: '0',
        Amount: 15000,
        RevenueType: '',
        PaymentMethod: 'cash',
        ...change,
      },
      fx.aureo,
    );
  await income({});
  await income({ Type: '=HYPERLINK("http://x")', Amount: -3000 });
  await income({
    Type: '@SUM(A1)',
    Amount: 5000,
    RevenueType: 'food-revenue',
    PaymentMethod: 'wavepay',
  });
  const food = (TotalAmount: number) =>
    created(
      '/create-food-revenue',
      { GuestID: null, RoomNumber: '0', TotalAmount, PaymentMethod: 'ayapay' },
      fx.aureo,
    ) as Promise<FoodRevenueRecord>;
  await food(12000);
  await created(`/food-revenues/${(await food(4000)).ID}/void`, { reason: 'not served' });
  // 103 goes to Maintenance today: out of service tonight.
  const maintenance = await fx.call('PUT', `${fx.base}/rooms/103`, { status: 6 });
  expect(maintenance.statusCode, maintenance.body).toBe(200);
  // The next day: the walk-in's second night, one cash payment.
  now = new Date('2026-11-23T04:00:00.000Z');
  [fx.aureo, admin] = [await fx.t.login('aureo'), await fx.t.login('aureo', 'admin')];
  await income({ Amount: 7000 });
});

describe('GET /admin/reports', () => {
  it("a day's report equals that day's records, and the dashboard's and admin page's totals", async () => {
    const [day] = (await report('2026-11-22', '2026-11-22')).days;
    const list = await get<Income[]>(`${fx.base}/incomes/date/2026-11-22`);
    const food = await get<FoodRevenueRecord[]>(`${fx.base}/food-revenue/date/2026-11-22`);
    const stat = async (call: string, paymentType: string) =>
      (
        await get<Record<string, number>>(
          `${fx.base}/${call}?date=2026-11-22&paymentType=${paymentType}`,
        )
      )[call]!;
    const foodIncomes = sum(
      list.filter((i) => i.RevenueType === 'food-revenue').map((i) => i.Amount),
    );
    expect(day).toMatchObject({
      date: '2026-11-22',
      room: sum([checkInPaid, 10000]),
      deposit: 100000,
      void: -14000, // the cash payment and the food receipt of 4,000
      refund: -2000,
      other: 15000,
      expense: -3000,
      food: sum([12000, 4000, 5000]),
      // The dashboard: Room Revenue (cash + online) and Food Revenue (records + food incomes).
      dashboardRoom: sum([
        await stat('room-revenue', 'cash'),
        await stat('room-revenue', 'online'),
      ]),
      dashboardFood: sum([
        await stat('food-revenue', 'cash'),
        await stat('food-revenue', 'online'),
      ]),
      // Every record of the day, once.
      net: sum([...list.map((i) => i.Amount), ...food.map((r) => r.TotalAmount)]),
    });
    expect(day!.dashboardRoom + day!.dashboardFood).toBeCloseTo(day!.net, 2);
    // The admin page's Food Revenue list: the food receipts and the food-revenue incomes.
    expect(day!.dashboardFood).toBe(sum([...food.map((r) => r.TotalAmount), foodIncomes]));
  });

  it('splits the range by payment method and stay type; counts room-nights', async () => {
    const range = await report('2026-11-22', '2026-11-23');
    const list = await get<Income[]>(`${fx.base}/incomes/date/2026-11-22`);
    const cashToday = sum(list.filter((i) => i.PaymentMethod === 'cash').map((i) => i.Amount));
    expect(range.byMethod).toEqual({
      cash: sum([cashToday, 7000]),
      kpay: sum([checkInPaid, 100000]),
      ayapay: 12000, // 12,000 + 4,000 - 4,000
      wavepay: 5000,
      total: range.totals.net,
    });
    expect(range.byStayType).toEqual({ 'full-night': sum([checkInPaid, 100000, -2000]) });
    // 17 rooms; one walk-in slept both nights.
    expect(range.days.map((d) => [d.date, d.sold, d.inService])).toEqual([
      ['2026-11-22', 1, 17],
      ['2026-11-23', 1, 17],
    ]);
    // ADR divides what the rooms were sold for, never the money taken (ADR 081): the walk-in's
    // 2 nights at 40,000, its 5 % tax and 10 % service apart; the deposit sells no night.
    expect(range).toMatchObject({
      roomNightsSold: 2,
      roomNightsInService: 34,
      roomRevenue: 80000,
      roomTax: 4000,
      roomService: 8000,
      occupancy: 2 / 34,
      adr: 40000,
      revpar: 2352.94, // 80,000 / 34 = 2,352.941...
    });
  });

  it('a room put in Maintenance is out of service from that date (as the activity log has it)', async () => {
    // The activity log dates its entries by the database's clock: today, really.
    const today = businessDate(new Date(), 'Asia/Yangon');
    const [before] = (await report(addDays(today, -1), addDays(today, -1))).days;
    const [day] = (await report(today, today)).days;
    expect([before!.inService, day!.inService]).toEqual([17, 16]);
  });

  it('answers a range of years with a day for each date', async () => {
    const years = await report('2024-01-01', '2026-12-31');
    expect(years.days).toHaveLength(1096);
    expect(years.totals.net).toBe(sum(years.days.map((d) => d.net)));
  });

  it.each([
    ['from after to', 'from=2026-11-23&to=2026-11-22'],
    ['no to', 'from=2026-11-22'],
    ['a wrong date', 'from=2026-02-30&to=2026-03-01'],
    ['more than ten years', 'from=2000-01-01&to=2026-01-01'],
  ])('%s -> 400', async (_case, query) => {
    const response = await fx.call('GET', `/api/aureo/admin/reports?${query}`, undefined, admin);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('a receptionist -> 403', async () => {
    const response = await fx.call('GET', '/api/aureo/admin/reports?from=2026-11-22&to=2026-11-22');
    expect(response.statusCode).toBe(403);
  });
});
