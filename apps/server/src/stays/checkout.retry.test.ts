import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutAnswer } from '@frontdesk/domain';
import { activityLog, incomes } from '../db/schema.ts';
import { startFoodTestApp } from '../../test/food-fixture.ts';

// 13:30 at the hotel (UTC+06:30) on 2026-11-22.
let f: Awaited<ReturnType<typeof startFoodTestApp>>;
beforeAll(async () => {
  f = await startFoodTestApp('2026-11-22T07:00:00.000Z');
});
afterAll(() => f.close());

const paymentsOf = async (guestId: number) =>
  (
    await f.t.database.db
      .select({ n: count() })
      .from(incomes)
      .where(and(eq(incomes.guestId, guestId), eq(incomes.type, 'payment')))
  )[0]!.n;
const checkoutsRecorded = async (guestId: number) =>
  (
    await f.t.database.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.kind, 'checkout'), eq(activityLog.subject, `guest:${guestId}`)))
  )[0]!.n;

/** A Minibar charge of 3,000 on the room's account: a balance due at checkout. */
const owing = async (room: string) => {
  const id = await f.guestIn(room);
  const charge = await f.call('POST', `/guests/${id}/charges`, {
    description: 'Minibar',
    amount: 3000,
  });
  expect(charge.statusCode, charge.body).toBe(201);
  return id;
};

describe('a checkout retried with the same Idempotency-Key (ADR 070)', () => {
  it('two at once (a double click) answer the first result, 200 and the same body; one checkout', async () => {
    const id = await owing('201');
    const checkout = () =>
      f.call(
        'PUT',
        '/guests/checkout/201',
        { guestId: id, collect: { paymentMethod: 'cash', amount: 3000 } },
        { key: 'double-click-201-checkout' },
      );
    const [first, second] = await Promise.all([checkout(), checkout()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json<CheckoutAnswer>().Bill).toMatchObject({ TotalPaid: 3000, Balance: 0 });
    expect(await paymentsOf(id)).toBe(1);
    expect(await checkoutsRecorded(id)).toBe(1);
  });

  it('a retry after the answer (a lost one) answers it again, not 404', async () => {
    const id = await owing('202');
    const body = { guestId: id, collect: { paymentMethod: 'kpay', amount: 3000 } };
    const done = await f.call('PUT', '/guests/checkout/202', body, { key: 'retry-202' });
    expect(done.statusCode, done.body).toBe(200);
    const again = await f.call('PUT', '/guests/checkout/202', body, { key: 'retry-202' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(done.json());
    // Without the key the room has no guest any more: SPEC's 404.
    const unkeyed = await f.call('PUT', '/guests/checkout/202', body);
    expect(unkeyed.statusCode).toBe(404);
    expect(await paymentsOf(id)).toBe(1);
    expect(await checkoutsRecorded(id)).toBe(1);
  });
});
