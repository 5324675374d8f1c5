import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Folio } from '@frontdesk/domain';
import { guests, incomes, menuItems, reservations } from '../src/db/schema.ts';
import { reservationForm } from './app-fixture.ts';
import { useCheckInFixture } from './check-in-fixture.ts';
import { checkLedger, ledgerDesk } from './ledger-checks.ts';
import { checkReprints, typedAmount } from './ledger-typed.ts';

// 14:00 on 22 November at the hotel: every record of this test lands on that business date.
const now = new Date('2026-11-22T07:30:00.000Z');
const today = '2026-11-22';
const fx = useCheckInFixture(() => now);
const rooms = ['101', '102', '105', '201', '205', '801', '803'];

type Op =
  | { kind: 'reserve'; roomCount: number; amount: number; paymentType: string; form?: number }
  | { kind: 'edit'; pick: number; amount: number }
  | { kind: 'delete'; pick: number; deposit: 'keep' | 'refund' | undefined }
  | { kind: 'check-in'; pick: number; overpayment: 'credit' | 'refund' }
  | { kind: 'food'; pick: number; method: 'room-account' | 'cash' | 'kpay' }
  | { kind: 'charge'; pick: number; amount: number }
  | { kind: 'checkout'; pick: number; collect: boolean; method: 'cash' | 'kpay' | 'wavepay' }
  | { kind: 'pay'; pick: number; amount: number; form?: number }
  | { kind: 'void'; pick: number }
  | { kind: 'manual'; pick: number; amount: number; form?: number }
  | { kind: 'refund'; pick: number; amount: number; ofPayment: boolean }
  | { kind: 'extend-days'; pick: number; days: number; method: 'cash' | 'kpay' }
  | { kind: 'extend-hours'; pick: number; hours: number; method: 'cash' | 'ayapay' }
  | { kind: 'swap'; pick: number; to: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('extend-days' as const),
    pick: fc.nat(),
    days: fc.integer({ min: 1, max: 3 }),
    method: fc.constantFrom('cash' as const, 'kpay' as const),
  }),
  fc.record({
    kind: fc.constant('extend-hours' as const),
    pick: fc.nat(),
    hours: fc.integer({ min: 1, max: 4 }),
    method: fc.constantFrom('cash' as const, 'ayapay' as const),
  }),
  fc.record({ kind: fc.constant('swap' as const), pick: fc.nat(), to: fc.nat() }),
  fc.record({
    kind: fc.constant('reserve' as const),
    roomCount: fc.integer({ min: 1, max: 2 }),
    amount: fc.constantFrom(0, 20000, 50000, 100000, 250000),
    paymentType: fc.constantFrom('none', 'kpay', 'wavepay'),
    form: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    amount: fc.constantFrom(0, 30000, 70000),
  }),
  fc.record({
    kind: fc.constant('delete' as const),
    pick: fc.nat(),
    deposit: fc.constantFrom('keep' as const, 'refund' as const, undefined),
  }),
  fc.record({
    kind: fc.constant('check-in' as const),
    pick: fc.nat(),
    overpayment: fc.constantFrom('credit' as const, 'refund' as const),
  }),
  fc.record({
    kind: fc.constant('food' as const),
    pick: fc.nat(),
    method: fc.constantFrom('room-account' as const, 'cash' as const, 'kpay' as const),
  }),
  fc.record({
    kind: fc.constant('charge' as const),
    pick: fc.nat(),
    amount: fc.constantFrom(1500, 3000.5, 200000),
  }),
  fc.record({
    kind: fc.constant('checkout' as const),
    pick: fc.nat(),
    collect: fc.boolean(),
    method: fc.constantFrom('cash' as const, 'kpay' as const, 'wavepay' as const),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    pick: fc.nat(),
    amount: fc.constantFrom(5000, 12345.67),
    form: fc.nat(),
  }),
  fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('manual' as const),
    pick: fc.nat(),
    amount: fc.constantFrom(5000, 70000),
    form: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    amount: fc.constantFrom(1000, 30000.5, 1e6),
    ofPayment: fc.boolean(),
  }),
);

const bills = { refused: 0, collected: 0 };
let reprinted = 0;
const moves = { extended: 0, swapped: 0 };

const activeGuest = async (pick: number) => {
  const active = await fx.db().select().from(guests).where(eq(guests.status, 'active'));
  return active[pick % Math.max(1, active.length)];
};

// Voids and refunds are the owner's (ADR 034).
const { call, asOwner, hasChargesOnAccount } = ledgerDesk(fx);

const confirmed = async () =>
  fx.db().select().from(reservations).where(eq(reservations.status, 'confirmed'));

const run = async (step: Op) => {
  switch (step.kind) {
    case 'reserve': {
      const body = reservationForm({
        roomCount: step.roomCount,
        amountPaid: typedAmount(step.amount, step.form),
        paymentType: step.paymentType,
        checkoutDate: '2026-11-23T12:00:00.000Z',
      });
      expect((await call('POST', '/create-reservation', body)).statusCode).toBe(201);
      return;
    }
    case 'edit': {
      const open = await confirmed();
      const r = open[step.pick % Math.max(1, open.length)];
      if (!r) return;
      const body = reservationForm({
        roomCount: r.roomCount,
        amountPaid: step.amount,
        paymentType: r.paymentType,
        checkoutDate: '2026-11-23T12:00:00.000Z',
      });
      expect((await call('PUT', `/reservations/${r.id}`, body)).statusCode).toBe(200);
      return;
    }
    case 'delete': {
      const open = await confirmed();
      const r = open[step.pick % Math.max(1, open.length)];
      if (!r) return;
      const query = step.deposit ? `?deposit=${step.deposit}` : '';
      expect((await call('DELETE', `/reservations/${r.id}${query}`)).statusCode).toBe(200);
      return;
    }
    case 'check-in': {
      const open = await confirmed();
      const r = open[step.pick % Math.max(1, open.length)];
      const held = new Set(
        (await fx.db().select().from(guests).where(eq(guests.status, 'active'))).map(
          (g) => g.roomNumber,
        ),
      );
      const free = rooms.filter((room) => !held.has(room));
      if (!r || free.length < r.roomCount) return;
      const response = await fx.checkIn({
        stayType: 'full-night',
        reservationId: r.id,
        guest: { name: r.name, nationalId: r.nationalId, phone: r.phone },
        rooms: free.slice(0, r.roomCount).map((roomNumber) => ({ roomNumber, extraBed: false })),
        taxRate: 1.15,
        serviceRate: 5,
        paymentMethod: 'cash',
        overpayment: step.overpayment,
      });
      expect(response.statusCode, response.body).toBe(201);
      return;
    }
    case 'food': {
      const g = await activeGuest(step.pick);
      if (!g) return;
      const [item] = await fx
        .db()
        .select()
        .from(menuItems)
        .where(eq(menuItems.hotelId, fx.aureoId));
      const placed = await call('POST', '/food-orders', {
        guestId: g.id,
        roomNumber: g.roomNumber,
        items: [{ menuItemId: item!.id, quantity: 3 }],
        taxRate: 1.15,
        serviceRate: 5,
        paymentMethod: step.method,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return;
    }
    case 'charge': {
      const g = await activeGuest(step.pick);
      if (!g) return;
      const body = { description: 'Laundry', amount: step.amount };
      expect((await call('POST', `/guests/${g.id}/charges`, body)).statusCode).toBe(201);
      return;
    }
    case 'checkout': {
      const g = await activeGuest(step.pick);
      if (!g) return;
      const { Balance } = (await call('GET', `/guests/${g.id}/folio`)).json<Folio>();
      const collect =
        step.collect && Balance > 0 ? { paymentMethod: step.method, amount: Balance } : undefined;
      const out = await call('PUT', `/guests/checkout/${g.roomNumber}`, { guestId: g.id, collect });
      if (!collect && Balance > 0 && (await hasChargesOnAccount(g.id))) {
        // What the desk put on the account, or a void or refund left owing, is never left
        // unpaid (ADR 071).
        expect(out.statusCode, out.body).toBe(409);
        bills.refused += 1;
        return;
      }
      expect(out.statusCode, out.body).toBe(200);
      if (collect) {
        expect(out.json<{ Bill: Folio }>().Bill.Balance).toBe(0);
        bills.collected += 1;
      }
      expect((await call('PUT', `/rooms/${g.roomNumber}`, { status: 1 })).statusCode).toBe(200);
      return;
    }
    case 'extend-days': {
      const g = await activeGuest(step.pick);
      if (!g) return;
      // Check-out is 12:00 at the hotel (05:30 UTC): its UTC date is the hotel's.
      const later = new Date(g.checkoutAt.getTime() + step.days * 86_400_000);
      const body = {
        checkoutDate: `${later.toISOString().slice(0, 10)}T12:00:00.000Z`,
        paymentMethod: step.method,
      };
      const out = await call('POST', `/guests/${g.id}/extend-days`, body);
      expect(out.statusCode, out.body).toBe(201);
      moves.extended += 1;
      return;
    }
    case 'extend-hours': {
      const g = await activeGuest(step.pick);
      if (!g) return;
      const body = { hours: step.hours, paymentMethod: step.method };
      const out = await call('POST', `/guests/${g.id}/extend-hours`, body);
      expect(out.statusCode, out.body).toBe(201);
      moves.extended += 1;
      return;
    }
    case 'swap': {
      const g = await activeGuest(step.pick);
      if (!g) return;
      const held = new Set(
        (await fx.db().select().from(guests).where(eq(guests.status, 'active'))).map(
          (a) => a.roomNumber,
        ),
      );
      const free = rooms.filter((room) => !held.has(room));
      const to = free[step.to % Math.max(1, free.length)];
      if (!to) return;
      const body = { guestID: g.id, currentRoomNumber: g.roomNumber, newRoomNumber: to };
      const out = await call('POST', '/swap-room', body);
      expect(out.statusCode, out.body).toBe(200);
      moves.swapped += 1;
      return;
    }
    case 'pay': {
      const active = await fx.db().select().from(guests).where(eq(guests.status, 'active'));
      const g = active[step.pick % Math.max(1, active.length)];
      if (!g) return;
      const body = { amount: typedAmount(step.amount, step.form), paymentMethod: 'kpay' };
      expect((await call('POST', `/guests/${g.id}/payments`, body)).statusCode).toBe(201);
      return;
    }
    case 'void': {
      const paid = (await fx.db().select().from(incomes)).filter(
        (i) => i.hotelId === fx.aureoId && i.reservationId === null,
      );
      const i = paid[step.pick % Math.max(1, paid.length)];
      if (!i) return;
      const voided = paid.some((v) => v.correction === 'void' && v.correctsIncomeId === i.id);
      const refunded = paid.some((v) => v.correction === 'refund' && v.correctsIncomeId === i.id);
      const [g] =
        i.guestId === null
          ? []
          : await fx.db().select().from(guests).where(eq(guests.id, i.guestId));
      const stayHoldsLess = g !== undefined && i.inAmountPaid && g.amountPaid < i.amount;
      const answer = await asOwner(`/incomes/${i.id}/void`, { reason: 'property' });
      // A payment is voided once; a void is never voided; a void never gives back what a refund
      // gave, nor takes AmountPaid below 0 (ADR 071).
      const refused = voided || i.correction === 'void' || refunded || stayHoldsLess;
      expect(answer.statusCode, answer.body).toBe(refused ? 409 : 201);
      // A void takes from AmountPaid only what its record added to it.
      if (g && !refused) {
        const [after] = await fx.db().select().from(guests).where(eq(guests.id, g.id));
        expect(after!.amountPaid).toBe(
          i.inAmountPaid ? Math.round((g.amountPaid - i.amount) * 100) / 100 : g.amountPaid,
        );
      }
      return;
    }
    case 'manual': {
      // A payment recorded by hand on a stay (create-income): never added to AmountPaid.
      const g = await activeGuest(step.pick);
      if (!g) return;
      const answer = await call('POST', '/create-income', {
        Type: 'room',
        GuestID: g.id,
        RoomNumber: g.roomNumber,
        Amount: typedAmount(step.amount, step.form),
        RevenueType: 'revenue',
        PaymentMethod: 'cash',
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const [after] = await fx.db().select().from(guests).where(eq(guests.id, g.id));
      expect(after!.amountPaid).toBe(g.amountPaid);
      return;
    }
    case 'refund': {
      const stays = await fx.db().select().from(guests).where(eq(guests.hotelId, fx.aureoId));
      const g = stays[step.pick % Math.max(1, stays.length)];
      if (!g) return;
      const payment = step.ofPayment
        ? (await fx.db().select().from(incomes).where(eq(incomes.guestId, g.id))).find(
            (i) => i.correction === null && i.amount > 0,
          )
        : undefined;
      const answer = await asOwner(`/guests/${g.id}/refunds`, {
        amount: step.amount,
        paymentMethod: 'cash',
        reason: 'property',
        incomeId: payment?.id ?? null,
      });
      // Within what the stay (and the payment) holds, or 400 and nothing written; a voided
      // payment is 409. A payment outside AmountPaid is bounded by itself (ADR 071).
      expect([201, 400, 409], answer.body).toContain(answer.statusCode);
      const bound = payment && !payment.inAmountPaid ? payment.amount : g.amountPaid;
      if (step.amount > bound) expect(answer.statusCode).not.toBe(201);
      return;
    }
  }
};

describe('the ledger holds after any sequence of desk operations (property)', () => {
  it('deposits, edits, deletes, multi-room check-ins, extensions, swaps, food and charges on the account, checkouts that collect the bill, payments, voids and refunds: every kyat accounted for', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const step of steps) {
          await run(step);
          await checkLedger(fx, today);
        }
        // Every receipt the sequence issued reprints as it was printed.
        reprinted += await checkReprints(fx);
      }),
      {
        numRuns: 8,
        // One sequence that surely walks every operation, besides the random ones.
        examples: [
          [
            [
              { kind: 'reserve', roomCount: 2, amount: 250000, paymentType: 'kpay' },
              { kind: 'check-in', pick: 0, overpayment: 'credit' },
              { kind: 'reserve', roomCount: 1, amount: 100000, paymentType: 'wavepay' },
              { kind: 'edit', pick: 0, amount: 30000 },
              { kind: 'delete', pick: 0, deposit: 'refund' },
              { kind: 'reserve', roomCount: 1, amount: 100000, paymentType: 'none' },
              { kind: 'check-in', pick: 0, overpayment: 'refund' },
              { kind: 'food', pick: 0, method: 'room-account' },
              { kind: 'food', pick: 0, method: 'kpay' },
              { kind: 'charge', pick: 0, amount: 3000.5 },
              { kind: 'charge', pick: 0, amount: 200000 },
              { kind: 'checkout', pick: 0, collect: false, method: 'kpay' },
              { kind: 'checkout', pick: 0, collect: true, method: 'kpay' },
              { kind: 'checkout', pick: 1, collect: false, method: 'cash' },
              { kind: 'checkout', pick: 1, collect: false, method: 'cash' },
              { kind: 'pay', pick: 0, amount: 5000 },
              { kind: 'refund', pick: 0, amount: 1000, ofPayment: true },
              { kind: 'void', pick: 0 },
              { kind: 'manual', pick: 0, amount: 5000 },
              { kind: 'void', pick: 99 },
              { kind: 'void', pick: 0 },
              { kind: 'refund', pick: 0, amount: 1e6, ofPayment: false },
              { kind: 'reserve', roomCount: 1, amount: 20000, paymentType: 'kpay' },
              { kind: 'check-in', pick: 0, overpayment: 'credit' },
              { kind: 'extend-days', pick: 0, days: 2, method: 'kpay' },
              { kind: 'extend-hours', pick: 0, hours: 3, method: 'ayapay' },
              { kind: 'food', pick: 0, method: 'room-account' },
              { kind: 'swap', pick: 0, to: 1 },
              { kind: 'checkout', pick: 0, collect: true, method: 'wavepay' },
            ],
          ],
        ],
      },
    );
    const done = await fx.db().select().from(reservations);
    expect(done.filter((r) => r.status === 'checked-in').length).toBeGreaterThanOrEqual(2);
    expect(done.some((r) => r.depositOutcome === 'refunded')).toBe(true);
    // The walked sequences refused a bill left unpaid and collected one at checkout.
    expect(bills.refused).toBeGreaterThanOrEqual(1);
    expect(bills.collected).toBeGreaterThanOrEqual(1);
    // ...and extended and moved stays, whose money followed them.
    expect(moves.extended).toBeGreaterThanOrEqual(2);
    expect(moves.swapped).toBeGreaterThanOrEqual(1);
    const corrections = (await fx.db().select().from(incomes)).map((i) => i.correction);
    expect(corrections).toContain('void');
    expect(corrections).toContain('refund');
    expect(reprinted).toBeGreaterThan(20);
  }, 240_000);
});
