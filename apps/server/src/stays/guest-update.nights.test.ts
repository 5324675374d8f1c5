import { describe, expect, it } from 'vitest';
import type { Folio } from '@frontdesk/domain';
import { useInStayFixture } from '../../test/in-stay-fixture.ts';

// 14:00 on 22 November at the hotel; a walk-in leaving on the 24th is 2 nights (80,000 Ks).
const now = new Date('2026-11-22T07:30:00.000Z');
const fx = useInStayFixture(() => now);
const { call, checkInGuest, guestRow } = fx;

const identity = { name: 'Aye Aye', nationalId: '12/PaBaTa(N)123456', phone: '09 420 111 222' };
const put = (id: number, body: object) => call('PUT', `/guests/${id}`, { ...identity, ...body });
const nightsLine = async (id: number) =>
  (await call('GET', `/guests/${id}/folio`))
    .json<Folio>()
    .Charges.filter((line) => line.Type === 'nights')
    .map((line) => [line.Quantity, line.Amount]);

describe("PUT /guests/{id}: the check-in's nights follow corrected dates (ADR 075)", () => {
  it('a check-out moved from the 24th to the 27th: 5 nights, the money as it was', async () => {
    const id = await checkInGuest('101');
    expect((await guestRow(id)).nights).toBe(2);
    const response = await put(id, { checkoutDate: '2026-11-27T12:00:00.000Z' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await guestRow(id)).toMatchObject({ nights: 5, nightsCharges: 80000 });
    expect(await nightsLine(id)).toEqual([[5, 80000]]);

    // Back to the 23rd: one night. An edit of the name alone changes no nights.
    expect((await put(id, { checkoutDate: '2026-11-23' })).statusCode).toBe(200);
    expect((await guestRow(id)).nights).toBe(1);
    expect((await put(id, { name: 'Aye Aye Myint' })).statusCode).toBe(200);
    expect((await guestRow(id)).nights).toBe(1);
  });

  it('the days an extension added stay its own: the check-in keeps the rest', async () => {
    const id = await checkInGuest('102');
    const extended = await call('POST', `/guests/${id}/extend-days`, {
      checkoutDate: '2026-11-26T12:00:00.000Z',
    });
    expect(extended.statusCode, extended.body).toBe(201);
    expect((await guestRow(id)).nights).toBe(2); // the extension's 2 days are kept apart
    // Corrected to leave on the 27th: 5 nights from the 22nd, 2 of them the extension's.
    expect((await put(id, { checkoutDate: '2026-11-27T12:00:00.000Z' })).statusCode).toBe(200);
    expect((await guestRow(id)).nights).toBe(3);
  });

  it('a daycation has no nights, and gets none from an edit', async () => {
    const id = await checkInGuest('103', { stayType: 'daycation', checkoutDate: undefined });
    const response = await put(id, { checkoutDate: '2026-11-22T16:00:00.000Z' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await guestRow(id)).nights).toBeNull();
  });
});
