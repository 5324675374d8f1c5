import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { sumKyat, type Folio } from '@frontdesk/domain';
import {
  foodOrders,
  foodRevenues,
  guests,
  incomes,
  reservations,
  stayCharges,
} from '../src/db/schema.ts';
import type { useCheckInFixture } from './check-in-fixture.ts';
import { bearer } from './test-app.ts';

type CheckInFixture = ReturnType<typeof useCheckInFixture>;

/**
 * The desk of the ledger's property test (ledger.property.test.ts): its calls as reception, voids
 * and refunds as the owner (ADR 034), and whether a stay has anything on its account.
 */
export const ledgerDesk = (fx: CheckInFixture) => {
  let owner = '';
  return {
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      fx.t.app.inject({
        method,
        url: `${fx.base}${path}`,
        headers: bearer(fx.aureo),
        ...(payload ? { payload } : {}),
      }),
    asOwner: async (path: string, payload: object) => {
      owner ||= await fx.t.login('aureo', 'admin');
      return fx.t.app.inject({
        method: 'POST',
        url: `${fx.base}${path}`,
        headers: bearer(owner),
        payload,
      });
    },
    hasChargesOnAccount: (guestId: number) => deskMadeBalance(fx, guestId),
  };
};

/**
 * Whether the desk made the stay's balance: something put on its account ('Pay at checkout'),
 * or a void or refund on the stay (ADR 071); a checkout without collecting it is refused.
 */
const deskMadeBalance = async (fx: CheckInFixture, guestId: number) =>
  (await fx.db().select().from(stayCharges).where(eq(stayCharges.guestId, guestId))).length > 0 ||
  (
    await fx
      .db()
      .select()
      .from(foodOrders)
      .where(and(eq(foodOrders.guestId, guestId), eq(foodOrders.paymentMethod, 'room-account')))
  ).length > 0 ||
  (await fx.db().select().from(incomes).where(eq(incomes.guestId, guestId))).some(
    (i) => i.correction !== null,
  ) ||
  (await fx.db().select().from(foodRevenues).where(eq(foodRevenues.guestId, guestId))).some(
    (f) => f.voidsFoodRevenueId !== null,
  );

/** What must hold after every step, whatever came before. */
export const checkLedger = async (fx: CheckInFixture, today: string) => {
  const { call, hasChargesOnAccount } = ledgerDesk(fx);
  const all = await fx.db().select().from(incomes);
  const ofHotel = all.filter((i) => i.hotelId === fx.aureoId);
  // The dashboard's Room Revenue (cash, online, all) is the day's records.
  const revenue = async (filter: string) =>
    (await call('GET', `/room-revenue?date=${today}${filter}`)).json<{ 'room-revenue': number }>()[
      'room-revenue'
    ];
  const roomIncomes = ofHotel.filter((i) => i.revenueType === 'revenue' || i.revenueType === '');
  expect(await revenue('')).toBe(sumKyat(roomIncomes.map((i) => i.amount)));
  expect(await revenue('&paymentType=cash')).toBe(
    sumKyat(roomIncomes.filter((i) => i.paymentMethod === 'cash').map((i) => i.amount)),
  );
  expect(await revenue('&paymentType=online')).toBe(
    sumKyat(roomIncomes.filter((i) => i.paymentMethod !== 'cash').map((i) => i.amount)),
  );

  // The dashboard's Food Revenue is the day's food receipts and food incomes: food on the
  // account enters it only when paid, once.
  const food = (await fx.db().select().from(foodRevenues)).filter((f) => f.hotelId === fx.aureoId);
  const foodIncomes = ofHotel.filter((i) => i.revenueType === 'food-revenue');
  const foodRevenue = async (filter: string) =>
    (await call('GET', `/food-revenue?date=${today}${filter}`)).json<{ 'food-revenue': number }>()[
      'food-revenue'
    ];
  for (const [filter, counted] of [
    ['', () => true],
    ['&paymentType=cash', (method: string) => method === 'cash'],
    ['&paymentType=online', (method: string) => method !== 'cash'],
  ] as const) {
    expect(await foodRevenue(filter)).toBe(
      sumKyat([
        ...food.filter((f) => counted(f.paymentMethod)).map((f) => f.totalAmount),
        ...foodIncomes.filter((i) => counted(i.paymentMethod)).map((i) => i.amount),
      ]),
    );
  }

  const stays = await fx.db().select().from(guests).where(eq(guests.hotelId, fx.aureoId));
  const bookings = await fx
    .db()
    .select()
    .from(reservations)
    .where(eq(reservations.hotelId, fx.aureoId));
  for (const r of bookings) {
    const mine = ofHotel.filter((i) => i.reservationId === r.id);
    const taken = sumKyat(mine.filter((i) => i.type === 'deposit').map((i) => i.amount));
    const refunded = sumKyat(mine.filter((i) => i.type === 'deposit-refund').map((i) => -i.amount));
    // Every kyat of AmountPaid was taken as revenue, once.
    expect(taken).toBe(r.amountPaid);
    expect(r.prepaidCredited).toBeLessThanOrEqual(r.amountPaid);
    // What the stays were credited: their AmountPaid beyond what they paid at the desk.
    const credited = sumKyat(
      stays
        .filter((g) => g.reservationId === r.id)
        .map((g) =>
          sumKyat([
            g.amountPaid,
            // A create-income on the stay (and its corrections) is outside AmountPaid (ADR 071).
            ...ofHotel.filter((i) => i.guestId === g.id && i.inAmountPaid).map((i) => -i.amount),
          ]),
        ),
    );
    if (r.status === 'checked-in') {
      // Credited to the stays, plus what was refunded: the deposit, never more.
      expect(sumKyat([credited, refunded])).toBe(r.amountPaid);
    } else {
      expect(credited).toBe(0);
      expect(refunded).toBe(r.depositOutcome === 'refunded' ? r.amountPaid : 0);
    }
  }
  // A payment is voided at most once.
  const voided = ofHotel.filter((i) => i.correction === 'void').map((i) => i.correctsIncomeId);
  expect(new Set(voided).size).toBe(voided.length);
  // The hotel never gives back more than it took: a payment's refunds and void together are at
  // most the payment (ADR 071).
  for (const payment of ofHotel.filter((i) => i.correction === null && i.amount > 0)) {
    const givenBack = ofHotel
      .filter((i) => i.correctsIncomeId === payment.id)
      .map((i) => -i.amount);
    expect(sumKyat(givenBack)).toBeLessThanOrEqual(payment.amount);
  }
  // Every folio adds up to its guest's SPEC fields.
  const ids = stays.map((g) => g.id);
  if (ids.length === 0) return;
  const fresh = await fx.db().select().from(guests).where(inArray(guests.id, ids));
  for (const g of fresh) {
    // A stay never holds less than nothing.
    expect(g.amountPaid).toBeGreaterThanOrEqual(0);
    const folio = (await call('GET', `/guests/${g.id}/folio`)).json<Folio>();
    expect(folio.TotalCharges).toBe(
      sumKyat([g.roomCharges, g.taxCharges, g.serviceCharges, g.foodCharges]),
    );
    const foodPaid = sumKyat(food.filter((f) => f.guestId === g.id).map((f) => f.totalAmount));
    expect(folio.TotalPaid).toBe(sumKyat([g.amountPaid, foodPaid]));
    // Food is paid once: at once, or with the bill, never both.
    expect(foodPaid).toBeLessThanOrEqual(g.foodCharges);
    // A stay left with something put on its account was settled at checkout: its balance is
    // at most what voids and refunds gave back since (they reopen a balance, ADR 034).
    if (g.status === 'checked-out' && (await hasChargesOnAccount(g.id))) {
      const givenBack = sumKyat([
        ...ofHotel.filter((i) => i.guestId === g.id && i.correction).map((i) => -i.amount),
        ...food
          .filter((f) => f.guestId === g.id && f.voidsFoodRevenueId)
          .map((f) => -f.totalAmount),
      ]);
      expect(folio.Balance).toBeLessThanOrEqual(givenBack);
    }
  }
};
