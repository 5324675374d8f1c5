import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import type { Expense, Income, Report } from '@frontdesk/domain';
import { activityLogOf } from '../../test/activity-fixture.ts';
import { useTestApp } from '../../test/app-fixture.ts';
import { bearer } from '../../test/test-app.ts';

// The hotel's clock (Asia/Yangon, UTC+06:30), moved by the tests: 10:00 on 21 November first.
let clock = new Date('2026-11-21T03:30:00.000Z');
const fx = useTestApp(() => clock);
const log = activityLogOf(fx);
const admin = () => fx.t.login('aureo', 'admin');

const add = async (body: object, { token, key }: { token?: string; key?: string } = {}) =>
  fx.t.app.inject({
    method: 'POST',
    url: '/api/aureo/admin/expenses',
    headers: { ...bearer(token ?? (await admin())), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const read = async (url: string) => {
  const response = await fx.t.app.inject({ method: 'GET', url, headers: bearer(await admin()) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const range = 'from=2026-11-21&to=2026-11-22';
const deskPayment = (body: object, token: string) =>
  fx.call(
    'POST',
    `${fx.base}/create-income`,
    { GuestID: null, RoomNumber: '0', RevenueType: '', PaymentMethod: 'cash', ...body },
    token,
  );

describe('POST /admin/expenses', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no amount', { amount: undefined }, 'amount', 'Amount is required'],
    ['0', { amount: 0 }, 'amount', 'Amount must be more than 0'],
    ['a huge amount', { amount: 1e300 }, 'amount', 'Amount must be at most 1,000,000,000'],
    ['an unknown category', { category: 'fuel' }, 'category', expect.any(String) as never],
    [
      'others without its text',
      { category: 'others' },
      'othersText',
      'Please say what the expense was for',
    ],
  ])('%s -> 400 naming %s, nothing written', async (_, change, field, message) => {
    const token = await admin();
    await log.nothingRecordedBy(400, () =>
      add({ category: 'repairs', amount: 5000, method: 'cash', ...change }, { token }),
    );
    const response = await add(
      { category: 'repairs', amount: 5000, method: 'cash', ...change },
      { token },
    );
    expect(response.json().errors).toEqual([{ field, message }]);
  });

  it('a receptionist -> 403', async () => {
    const response = await add(
      { category: 'repairs', amount: 5000, method: 'cash' },
      { token: fx.aureo },
    );
    expect(response.statusCode).toBe(403);
  });

  it('records a negative manual payment, logged as the owner, published to the desks, once a key', async () => {
    await fx.forgetEvents();
    const { token, userId } = await log.signIn('admin');
    const body = {
      category: 'repairs',
      amount: 45000,
      method: 'kpay',
      note: 'Door lock, room 203',
    };
    const entry = await log.onlyEntryOf(() => add(body, { token, key: 'owner-expense-1' }));
    expect(entry).toMatchObject({
      userId,
      kind: 'income',
      params: { type: 'repairs', room: '0', amount: -45000, paymentMethod: 'kpay' },
    });
    const retry = await add(body, { token, key: 'owner-expense-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json<Expense>()).toEqual({
      id: expect.any(Number),
      createdAt: '2026-11-21T03:30:00.000Z',
      category: 'repairs',
      othersText: null,
      amount: 45000,
      method: 'kpay',
      note: 'Door lock, room 203',
      recordedBy: 'U Kyaw Zin',
      voided: false,
    });
    await vi.waitFor(() => expect(fx.published).toEqual([{ type: 'payment_updated' }]));
    // SPEC's clients see the income they always saw: its fields, no more.
    const day = (await read(`${fx.base}/incomes/date/2026-11-21`)).json<Income[]>();
    expect(day).toEqual([
      {
        ID: retry.json<Expense>().id,
        Type: 'repairs',
        GuestID: null,
        RoomNumber: '0',
        Amount: -45000,
        RevenueType: '',
        PaymentMethod: 'kpay',
        ReceiptNumber: null,
        CreatedAt: '2026-11-21T03:30:00.000Z',
        Guest: null,
      },
    ]);
    const other = await add({ ...body, amount: 1 }, { token, key: 'owner-expense-1' });
    expect(other.statusCode).toBe(422);
  });
});

describe('the expenses of a range: the owner’s and the desk’s', () => {
  it('lists them newest first, the desk’s categories read from its Type', async () => {
    const token = await admin();
    expect(
      (
        await add(
          { category: 'others', othersText: ' Water tank ', amount: 12000.5, method: 'cash' },
          { token },
        )
      ).statusCode,
    ).toBe(201);
    // 09:00 on the 22nd: the desk's Add Payment, as today.
    clock = new Date('2026-11-22T02:30:00.000Z');
    const desk = await fx.t.login('aureo');
    for (const body of [
      { Type: 'electricity', Amount: -20000 },
      { Type: 'employee-food', Amount: -3500, RevenueType: 'food-revenue' },
      { Type: 'Taxi for a guest', Amount: -2000, PaymentMethod: 'wavepay' },
      { Type: 'guest-food', Amount: 1500 },
    ]) {
      const response = await deskPayment(body, desk);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await add({ category: 'salaries', amount: 250000, method: 'cash' })).statusCode).toBe(
      201,
    );
    const list = (await read(`/api/aureo/admin/expenses?${range}`)).json<Expense[]>();
    expect(list.map((e) => [e.category, e.othersText, e.amount, e.method, e.recordedBy])).toEqual([
      ['salaries', null, 250000, 'cash', 'U Kyaw Zin'],
      ['others', 'Taxi for a guest', 2000, 'wavepay', 'Aye Aye Khaing'],
      ['staff-food', null, 3500, 'cash', 'Aye Aye Khaing'],
      ['electricity', null, 20000, 'cash', 'Aye Aye Khaing'],
      ['others', 'Water tank', 12000.5, 'cash', 'U Kyaw Zin'],
      ['repairs', null, 45000, 'kpay', 'U Kyaw Zin'],
    ]);
  });

  it('the report gives them by category and by day, adding up to its expenses', async () => {
    const report = (await read(`/api/aureo/admin/reports?${range}`)).json<Report>();
    expect(report.expenses).toEqual({
      total: 332500.5,
      byCategory: {
        electricity: 20000,
        'staff-food': 3500,
        'guest-food': 0,
        supplies: 0,
        repairs: 45000,
        salaries: 250000,
        others: 14000.5,
      },
      byDay: [
        { date: '2026-11-21', total: 57000.5, byCategory: { repairs: 45000, others: 12000.5 } },
        {
          date: '2026-11-22',
          total: 275500,
          byCategory: { electricity: 20000, 'staff-food': 3500, salaries: 250000, others: 2000 },
        },
      ],
    });
    expect(report.totals.expense).toBe(-332500.5);
  });

  it('the incomes CSV names each expense’s category, note and who recorded it', async () => {
    const response = await read(`/api/aureo/admin/exports/incomes.csv?${range}`);
    const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(
      rows.map((r) => [
        r['Type'],
        r['Kind'],
        r['Amount'],
        r['Expense category'],
        r['Note'],
        r['Recorded by'],
        r['Payment method'],
      ]),
    ).toEqual([
      ['repairs', 'expense', '-45000', 'repairs', 'Door lock, room 203', 'U Kyaw Zin', 'kpay'],
      ['Water tank', 'expense', '-12000.5', 'others', '', 'U Kyaw Zin', 'cash'],
      ['electricity', 'expense', '-20000', 'electricity', '', 'Aye Aye Khaing', 'cash'],
      ['employee-food', 'expense', '-3500', 'staff-food', '', 'Aye Aye Khaing', 'cash'],
      ['Taxi for a guest', 'expense', '-2000', 'others', '', 'Aye Aye Khaing', 'wavepay'],
      ['guest-food', 'other', '1500', '', '', 'Aye Aye Khaing', 'cash'],
      ['salaries', 'expense', '-250000', 'salaries', '', 'U Kyaw Zin', 'cash'],
    ]);
  });

  it('a range that is not one -> 400', async () => {
    const response = await fx.t.app.inject({
      method: 'GET',
      url: '/api/aureo/admin/expenses?from=2026-11-22&to=2026-11-21',
      headers: bearer(await admin()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
