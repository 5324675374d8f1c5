import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Income } from '@frontdesk/domain';
import { incomes } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// 12:30 on 22 Nov at the hotel (UTC+06:30).
const fx = useCheckInFixture(() => new Date('2026-11-22T06:00:00.000Z'));

const manual = (change: Record<string, unknown> = {}) => ({
  Type: 'electricity',
  GuestID: null,
  RoomNumber: '0',
  Amount: 15000,
  RevenueType: '',
  PaymentMethod: 'cash',
  ...change,
});
const create = (body: object, { token, key }: { token?: string; key?: string } = {}) =>
  fx.t.app.inject({
    method: 'POST',
    url: `${fx.base}/create-income`,
    headers: { ...bearer(token ?? fx.aureo), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const get = async (path: string, token = fx.aureo) => {
  const response = await fx.t.app.inject({
    method: 'GET',
    url: `${fx.base}${path}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const incomeCount = async () => (await fx.db().select({ n: count() }).from(incomes))[0]!.n;
const roomRevenue = async (filter: string) =>
  (await get(`/room-revenue?date=2026-11-22${filter}`))['room-revenue'] as number;

describe('POST /create-income, manual payments', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["'others' without the desk's own text", { Type: 'others' }, 'Type'],
    ["'Others'", { Type: ' Others ' }, 'Type'],
    ['a blank type', { Type: '   ' }, 'Type'],
    ['a card payment', { PaymentMethod: 'card' }, 'PaymentMethod'],
    ['no payment method', { PaymentMethod: undefined }, 'PaymentMethod'],
    ['another revenue type', { RevenueType: 'drinks' }, 'RevenueType'],
    ['an amount as text', { Amount: '15000' }, 'Amount'],
    ['a malformed receipt number', { ReceiptNumber: 'R-1' }, 'ReceiptNumber'],
  ])('%s -> 400 naming %s, nothing written', async (_, change, field) => {
    const before = await incomeCount();
    const response = await create(manual(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.json().errors).toEqual([{ field, message: expect.any(String) }]);
    expect(await incomeCount()).toBe(before);
  });

  it("the word 'others' as the Type asks the desk to specify", async () => {
    const response = await create(manual({ Type: 'others' }));
    expect(response.json().errors[0].message).toBe('Please specify the payment type for others');
  });

  it('records each manual type, a free-text type and expenses; only printed ones spend a receipt number', async () => {
    const made: Income[] = [];
    for (const change of [
      { Type: 'electricity', Amount: -20000 },
      { Type: 'employee-food', Amount: 3000, RevenueType: 'food-revenue' },
      { Type: 'guest-food', Amount: -1500.5, RevenueType: 'food-revenue', PaymentMethod: 'kpay' },
      { Type: 'Laundry', Amount: 8000, RevenueType: 'revenue', PaymentMethod: 'wavepay' },
      { Type: 'Taxi refund', Amount: -2500, PaymentMethod: 'ayapay' },
    ]) {
      const response = await create(manual(change));
      expect(response.statusCode, response.body).toBe(201);
      made.push(response.json<Income>());
    }
    expect(made.map((i) => [i.Type, i.Amount, i.RoomNumber, i.GuestID])).toEqual([
      ['electricity', -20000, '0', null],
      ['employee-food', 3000, '0', null],
      ['guest-food', -1500.5, '0', null],
      ['Laundry', 8000, '0', null],
      ['Taxi refund', -2500, '0', null],
    ]);
    expect(made.map((i) => i.ReceiptNumber)).toEqual([null, null, null, null, null]);
  });

  it('cash + online = all room revenue, to the kyat, negatives included; food is not room revenue', async () => {
    const cash = await roomRevenue('&paymentType=cash');
    const online = await roomRevenue('&paymentType=online');
    expect(cash).toBe(-20000);
    expect(online).toBe(5500); // 8,000 WavePay - 2,500 AyaPay
    expect(await roomRevenue('')).toBe(cash + online);
  });

  it('the day lists every income, newest first, food-revenue extras included', async () => {
    const list = await get('/incomes/date/2026-11-22');
    expect(list.map((i: Income) => i.Type)).toEqual([
      'Taxi refund',
      'Laundry',
      'guest-food',
      'employee-food',
      'electricity',
    ]);
  });

  it('a retry with the same Idempotency-Key answers the first income, once', async () => {
    await fx.forgetEvents();
    const before = await incomeCount();
    const first = await create(manual({ Amount: 1000 }), { key: 'desk-1-payment-7' });
    const retry = await create(manual({ Amount: 1000 }), { key: 'desk-1-payment-7' });
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await incomeCount()).toBe(before + 1);
    await vi.waitFor(() => expect(fx.published).toEqual([{ type: 'payment_updated' }]));
    const other = await create(manual({ Amount: 2000 }), { key: 'desk-1-payment-7' });
    expect(other.statusCode).toBe(422);
    expect(await incomeCount()).toBe(before + 1);
  });
});

describe('admin tokens on the reception calls (ADR 019)', () => {
  it('may record a payment and read what the admin page shows', async () => {
    const admin = await fx.t.login('aureo', 'admin');
    const response = await create(manual({ Type: 'Owner top-up', Amount: 500 }), { token: admin });
    expect(response.statusCode, response.body).toBe(201);
    const list = await get('/incomes/date/2026-11-22', admin);
    expect(list[0]).toMatchObject({ Type: 'Owner top-up', Amount: 500 });
    expect(await get('/get-stats', admin)).toHaveProperty('total-rooms');
    expect(await get('/room-revenue?date=2026-11-22&paymentType=cash', admin)).toEqual({
      'room-revenue': -20000 + 1000 + 500,
    });
  });

  it("the other hotel's admin cannot", async () => {
    const sweAdmin = await fx.t.login('swe', 'admin');
    expect((await create(manual(), { token: sweAdmin })).statusCode).toBe(401);
  });
});
