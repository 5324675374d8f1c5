import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckInResponse, Folio, MenuItem, Shift } from '@frontdesk/domain';
import { guests, incomes, shifts } from '../db/schema.ts';
import { bearer } from '../../test/test-app.ts';
import { useCheckInFixture } from '../../test/check-in-fixture.ts';

// Several desks at once on one stay, one shift and two owners (issue 48, ADR 071). On
// PostgreSQL (server-postgres) the requests run in parallel on separate connections; on PGlite
// they are serialised by the single connection. A clock a millisecond on per reading keeps every
// record in one shift's window.
let tick = 0;
const clock = () => new Date(Date.parse('2026-11-22T07:30:00.000Z') + (tick += 1));
const fx = useCheckInFixture(clock);
let admin = '';
beforeAll(async () => {
  admin = await fx.t.login('aureo', 'admin');
});

let keys = 0;
const send = (url: string, payload: object, token = admin, method: 'POST' | 'PUT' = 'POST') =>
  fx.t.app.inject({
    method,
    url: url.startsWith('/api/') ? url : `${fx.base}${url}`,
    headers: { ...bearer(token), 'idempotency-key': `r-${(keys += 1)}` },
    payload,
  });
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);

describe('eight desks correcting one stay at once', () => {
  it('never answer 500 and never give back more than was paid', async () => {
    const checkIn = await fx.checkIn(
      fx.walkIn({ rooms: [{ roomNumber: '101', extraBed: false }], paymentMethod: 'cash' }),
    );
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const guestId = checkIn.json<CheckInResponse>().guests[0]!.ID;
    const menu = (await fx.call('GET', `${fx.base}/menus`)).json<MenuItem[]>();
    const seen: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const paid = await send(`/guests/${guestId}/payments`, {
        amount: 9000,
        paymentMethod: 'cash',
      });
      expect(paid.statusCode, paid.body).toBe(201);
      const [payment] = await fx
        .db()
        .select()
        .from(incomes)
        .where(eq(incomes.receiptNumber, paid.json<{ receiptNumber: string }>().receiptNumber));
      const owner = (n: number) =>
        n % 2 === 0
          ? send(`/incomes/${payment!.id}/void`, { reason: `desk ${n}` })
          : send(`/guests/${guestId}/refunds`, {
              amount: 3000,
              paymentMethod: 'cash',
              reason: `desk ${n}`,
              incomeId: payment!.id,
            });
      const answers = await Promise.all([
        ...[0, 1, 2, 3, 4, 5].map(owner),
        send(`/guests/${guestId}/payments`, { amount: 1000, paymentMethod: 'kpay' }),
        send(`/guests/${guestId}/extend-hours`, { hours: 1, paymentMethod: 'cash' }),
        send('/food-orders', {
          guestId,
          roomNumber: '101',
          items: [{ menuItemId: menu[0]?.ID, quantity: 1 }],
          taxRate: 0,
          serviceRate: 0,
          paymentMethod: 'cash',
        }),
      ]);
      seen.push(...statuses(answers));
      // The payment's corrections never give back more than it.
      const corrections = await fx
        .db()
        .select()
        .from(incomes)
        .where(eq(incomes.correctsIncomeId, payment!.id));
      expect(corrections.reduce((sum, row) => sum - row.amount, 0)).toBeLessThanOrEqual(9000);
    }
    expect(seen.filter((code) => code >= 500)).toEqual([]);
    const [guest] = await fx.db().select().from(guests).where(eq(guests.id, guestId));
    expect(guest!.amountPaid).toBeGreaterThanOrEqual(0);
    const folio = (await fx.call('GET', `${fx.base}/guests/${guestId}/folio`)).json<Folio>();
    expect(folio.Payments.filter((p) => p.Type === 'prepayment')).toEqual([]);
  });
});

describe('a shift closed while its user takes cash on other desks', () => {
  it('counts every acknowledged payment in exactly one shift', async () => {
    const shiftCall = (url: string, payload: object) => send(url, payload, fx.aureo);
    for (let round = 0; round < 6; round += 1) {
      const opened = await shiftCall('/shifts', { float: 0 });
      expect(opened.statusCode, opened.body).toBe(201);
      const pay = () =>
        shiftCall('/create-income', {
          Type: 'room',
          GuestID: null,
          RoomNumber: '0',
          Amount: 1000,
          RevenueType: 'revenue',
          PaymentMethod: 'cash',
        });
      const [close, ...payments] = await Promise.all([
        shiftCall('/shifts/current/close', { countedCash: 0, note: 'race' }),
        pay(),
        pay(),
        pay(),
        pay(),
        pay(),
        pay(),
      ]);
      expect(close.statusCode, close.body).toBe(200);
      const codes = statuses(payments);
      expect(codes.filter((code) => code !== 201 && code !== 409)).toEqual([]);
      const closed = close.json<Shift>();
      const [row] = await fx.db().select().from(shifts).where(eq(shifts.id, closed.id));
      const acknowledged = payments.filter((p) => p.statusCode === 201);
      const inShift = acknowledged.filter(
        (p) => Date.parse(p.json<{ CreatedAt: string }>().CreatedAt) <= row!.closedAt!.getTime(),
      );
      // Every payment inside the shift's time is in its expected cash; the rest in no shift.
      expect(row!.expectedCash).toBe(inShift.length * 1000);
      const report = (await fx.call('GET', `${fx.base}/admin/shifts`, undefined, admin)).json<
        { id: number; cashIn: number }[]
      >();
      expect(report.find((s) => s.id === closed.id)?.cashIn).toBe(inShift.length * 1000);
    }
  });
});

describe('two owners changing each other at once', () => {
  it('never answer 500', async () => {
    const sweOwner = await fx.t.login('swe', 'admin');
    const swe = (token: string, method: 'POST' | 'PATCH', url: string, payload?: object) =>
      fx.t.app.inject({
        method,
        url: `/api/swe/reception${url}`,
        headers: bearer(token),
        ...(payload && { payload }),
      });
    const owner = async (username: string) => {
      const added = await swe(sweOwner, 'POST', '/staff', {
        username,
        name: username,
        role: 'admin',
        password: 'Owner-password-9',
      });
      expect(added.statusCode, added.body).toBe(201);
      const login = await fx.t.app.inject({
        method: 'POST',
        url: '/api/swe/admin-login',
        payload: { username, password: 'Owner-password-9' },
      });
      expect(login.statusCode, login.body).toBe(200);
      return { id: added.json<{ user: { id: number } }>().user.id, token: login.json().token };
    };
    const seen: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const [a, b] = [await owner(`ownera${round}`), await owner(`ownerb${round}`)];
      const answers = await Promise.all(
        round % 2 === 0
          ? [
              swe(a.token, 'PATCH', `/staff/${b.id}`, { role: 'reception' }),
              swe(b.token, 'PATCH', `/staff/${a.id}`, { role: 'reception' }),
            ]
          : [
              swe(a.token, 'POST', `/staff/${b.id}/deactivate`),
              swe(b.token, 'POST', `/staff/${a.id}/deactivate`),
            ],
      );
      seen.push(...statuses(answers));
    }
    expect(seen.filter((code) => code >= 500)).toEqual([]);
  });
});
